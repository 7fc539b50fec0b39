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
        if let command = RunCommand.parsedAlone(CommandLine.arguments) {
            do { try command.run() } catch { exit(withError: error) }
            return
        }
        await main(nil)
    }
}

extension RunCommand {
    /// `workbench run ...` parsed by the run command's parser alone, or nil to leave the
    /// arguments to the whole command tree.
    ///
    /// Parsing is most of a short script's start-up: ArgumentParser's dynamic casts look up
    /// protocol conformances, and each first lookup scans all of the binary's conformance
    /// records (14,000 since swift-syntax, 8,700 before). From the root it also builds the
    /// root's parser; the run command's alone takes a `print(1)` script from 42 to 37
    /// million instructions (10.9 to 9.8 ms of CPU time). Anything that parser rejects, and
    /// ArgumentParser's own options (help, completion scripts), goes the whole way, so
    /// that messages and usage are the root's.
    static func parsedAlone(_ arguments: [String]) -> RunCommand? {
        guard arguments.count > 2, arguments[1] == "run" else { return nil }
        let rest = Array(arguments.dropFirst(2))
        let answeredByTheRoot: Set<String> = ["-h", "--help", "-help", "help", "--version"]
        if rest.contains(where: { answeredByTheRoot.contains($0) || $0.hasPrefix("--generate-completion-script") || $0.hasPrefix("--experimental") }) {
            return nil
        }
        return (try? parseAsRoot(rest)) as? RunCommand
    }
}
