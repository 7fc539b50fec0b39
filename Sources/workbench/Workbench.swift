import ArgumentParser
import Runs

/// The `workbench` command: a hot-reload workbench for SwiftLite scripts and VML markup.
@main
struct Workbench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "workbench",
        abstract: "A hot-reload workbench for SwiftLite UI scripts and VML markup.",
        discussion: """
            Keep `workbench serve` running beside your editor: it re-runs your scripts on \
            every save, keeps the app state across reloads and stores every run so that a \
            crash can be replayed. See docs/ for the language, VML, the REPL and the protocol.
            """,
        version: WorkbenchRelease.version,
        subcommands: [
            ServeCommand.self, ReplCommand.self, RunCommand.self, CheckCommand.self, ExportCommand.self, FmtCommand.self, ConfigCommand.self,
            SnapshotsCommand.self, ShowCommand.self, DiffCommand.self, ReplayCommand.self, BisectCommand.self,
            TestCommand.self, ScenarioCommand.self, BundleCommand.self, ImportCommand.self, LspCommand.self,
        ]
    )

    static func main() async {
        MemoryTuning.apply()
        if let command = RunCommand.parsedQuickly(CommandLine.arguments) {
            do { try command.run() } catch { exit(withError: error) }
            return
        }
        await main(nil)
    }
}
