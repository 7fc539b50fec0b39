import ProjectConfiguration
import Daemon

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A daemon started inside the REPL's process when none runs: the same `Daemon` as
/// `workbench serve`, on the same configuration, listening on the same socket (so the REPL
/// talks to it like any client, and other tools can too). Its log goes to a file in the
/// state folder rather than into the REPL's answers.
final class EmbeddedDaemon {
    /// The running daemon.
    let daemon: Daemon
    /// Where its log goes.
    let logPath: String

    /// Starts a daemon for `configuration`; returns once it listens.
    init(configuration: WorkbenchConfiguration) throws(ReplError) {
        logPath = configuration.stateDirectory + "/repl-daemon.log"
        try EmbeddedDaemon.makePrivateDirectory(configuration.stateDirectory)
        let descriptor = open(logPath, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw ReplError("failed", "cannot open \(logPath) for the embedded daemon's log: \(String(cString: strerror(errno)))")
        }
        daemon = Daemon(configuration: configuration, log: DaemonLog(format: .text(.plain), descriptor: descriptor))
        do {
            try daemon.start()
        } catch {
            throw ReplError("failed", "cannot start an embedded session: \(error)")
        }
    }

    /// Stops watching, finishes the current run, closes the store and removes the socket.
    func stop() {
        daemon.stop()
    }

    /// The state folder and its missing parents, private to the user as the daemon makes it.
    private static func makePrivateDirectory(_ path: String) throws(ReplError) {
        var current = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            current += (current.isEmpty || current.hasSuffix("/") ? "" : "/") + component
            if mkdir(current, 0o700) != 0 && errno != EEXIST {
                throw ReplError("failed", "cannot create the folder \(current): \(String(cString: strerror(errno)))")
            }
        }
    }
}
