import ArgumentParser
import ProjectConfiguration
import Daemon
import Foundation
import ViewTree

/// `workbench serve`: watch the project, reload on every save, serve the REPL and tools.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Watch the project's scripts and VML files, reload on every save, and serve clients.",
        discussion: """
            Loads the scripts (one program, the document "app") and each VML file (a document \
            of its own), stores a snapshot of every run, then watches the folders of \
            workbench.json. Each save reloads what changed, on the state the app had, and \
            logs one line: which files, how long, how many nodes changed. A broken script \
            keeps the last good tree and logs the error with its source line.

            Clients (workbench repl, tools) talk to it over the Unix socket of workbench.json \
            (docs/protocol.md). One daemon runs per configuration. Stop it with Ctrl-C \
            (SIGINT), SIGTERM or SIGHUP: it finishes the current run, closes the store and \
            removes the socket.
            """
    )

    @OptionGroup var options: ConfigurationOptions

    @Flag(name: .customLong("json-log"), help: "Log one JSON object per line, for machines.")
    var jsonLog = false

    @Flag(name: .customLong("no-preview"), help: "Do not start the browser preview.")
    var noPreview = false

    func run() async throws {
        let configuration = try options.load()
        let log = DaemonLog(format: jsonLog ? .json : .text(terminalStyle(forDescriptor: 1)))
        TerminationSignals.install()
        DescriptorLimit.raise()
        let daemon = Daemon(configuration: configuration, log: log)
        do {
            try daemon.start()
        } catch {
            printError(terminalStyle(forDescriptor: 2).error("error:") + " \(error)")
            throw ExitCode.failure
        }
        if configuration.preview.enabled && !noPreview { await daemon.startPreview() }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            Thread.detachNewThread {
                TerminationSignals.wait()
                continuation.resume()
            }
        }
        await daemon.stopPreview()
        daemon.stop()
    }
}
