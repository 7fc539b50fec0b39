import ArgumentParser
import Inspector

/// `workbench repl`: look inside the running app through the daemon.
struct ReplCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "repl",
        abstract: "Look inside the running app: its view tree, nodes, state, errors and history.",
        discussion: """
            Connects to the 'workbench serve' of the configuration through its socket. When \
            none runs, it offers to start an embedded session in this process (--embedded \
            starts one without asking).

            :help lists the commands (:tree, :inspect ID, :why ID, :state, :trace, :watch, \
            ...); anything not starting with ':' is SwiftLite run against the live state. \
            With piped input there is no prompt, and ':json on' makes every answer one JSON \
            line, for scripts. See docs/repl.md.
            """
    )

    @OptionGroup var options: ConfigurationOptions

    @Flag(help: "When no daemon runs, start one inside the REPL without asking.")
    var embedded = false

    func run() throws {
        let configuration = try options.load()
        let status = Repl.run(configuration: configuration, withoutDaemon: embedded ? .startEmbedded : .ask)
        if status != 0 { throw ExitCode(status) }
    }
}
