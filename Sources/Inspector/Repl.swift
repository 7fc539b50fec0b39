import DaemonClient
import ProjectConfiguration
import ViewTree

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `workbench repl`: looks inside the running app through the daemon's socket. When no
/// daemon runs, it offers to start one in its own process (an embedded session), so that a
/// newcomer never meets a dead end.
///
/// At a terminal the REPL edits lines with libedit, keeps a history in the state folder
/// (`.workbench/repl_history`) and completes with Tab. With piped input it prints answers
/// only, no prompt and no banner, so that scripts and tests can drive it.
public enum Repl {
    /// What to do when no daemon listens on the configuration's socket.
    public enum WithoutDaemon: Sendable {
        /// Ask at a terminal whether to start an embedded session; fail with piped input.
        case ask
        /// Start an embedded session without asking (`--embedded`).
        case startEmbedded
    }

    /// Runs the REPL on standard input and output until `:quit` or the end of the input.
    /// Returns the exit status: 0, or 1 when there is no daemon to talk to.
    public static func run(configuration: WorkbenchConfiguration, withoutDaemon: WithoutDaemon) -> Int32 {
        InterruptSignal.install()
        let output = ReplOutput()
        let interactive = isatty(0) == 1
        let socketPath = configuration.resolve(configuration.socket)

        var embedded: EmbeddedDaemon?
        defer { embedded?.stop() }
        let connection: DaemonConnection
        do throws(DaemonConnection.ConnectError) {
            connection = try DaemonConnection(path: socketPath, interrupt: InterruptSignal.daemonInterrupt)
        } catch .failed(let message) {
            output.show(ReplError("failed", message))
            return 1
        } catch {
            let absence = "no daemon is running for \(configuration.root) (nothing listens on \(socketPath))"
            switch withoutDaemon {
            case .startEmbedded:
                break
            case .ask where interactive:
                guard askToStartEmbedded(absence, output: output) else { return 1 }
            case .ask:
                output.show(ReplError("disconnected", absence + "; start one with 'workbench serve', or pass --embedded to run one inside the REPL"))
                return 1
            }
            do throws(ReplError) {
                embedded = try EmbeddedDaemon(configuration: configuration)
                connection = try connectToEmbedded(socketPath)
            } catch {
                output.show(error)
                return 1
            }
        }

        let session = ReplSession(connection: connection, output: output, interactive: interactive)
        guard interactive else { return session.run(input: PipedInput()) }

        let editor = LineEditor(historyPath: configuration.stateDirectory + "/repl_history")
        editor.completion = { [weak session] line in session?.complete(line) ?? Completer.Completion(typed: "", candidates: []) }
        output.notice(banner(session: session, embedded: embedded, root: configuration.root), onResults: true)
        return session.run(input: editor)
    }

    /// The first lines at a terminal: who answers, and how to get help.
    private static func banner(session: ReplSession, embedded: EmbeddedDaemon?, root: String) -> String {
        let style = session.style
        let who: String
        if let embedded {
            who = "Embedded session for \(style.bold(root)); its log goes to \(embedded.logPath)."
        } else {
            let pid = (try? session.request("ping"))?.objectValue?["pid"]?.intValue.map { " (pid \($0))" } ?? ""
            who = "Connected to 'workbench serve'\(pid) for \(style.bold(root))."
        }
        return who + "\n" + style.dim(":help lists the commands, Tab completes, Ctrl-D leaves.")
    }

    /// The connection to a daemon this process just started.
    private static func connectToEmbedded(_ socketPath: String) throws(ReplError) -> DaemonConnection {
        do {
            return try DaemonConnection(path: socketPath, interrupt: InterruptSignal.daemonInterrupt)
        } catch {
            throw ReplError("failed", "the embedded session does not answer on \(socketPath)")
        }
    }

    /// Asks at the terminal; Enter means yes.
    private static func askToStartEmbedded(_ absence: String, output: ReplOutput) -> Bool {
        output.notice(
            absence.prefix(1).uppercased() + absence.dropFirst() + ".\n"
                + "Start an embedded session in this process? It runs the scripts and watches the files until you quit. [Y/n] ",
            onResults: true, newline: false)
        guard case .line(let answer) = PipedInput().readLine(prompt: "") else { return false }
        let yes = ["", "y", "yes"].contains(answer.lowercased().filter { !$0.isWhitespace })
        if !yes { output.notice("Start one with 'workbench serve' in another terminal, then run 'workbench repl' again.", onResults: true) }
        return yes
    }
}
