import DaemonClient

/// Why a command of the REPL gave no result: the daemon's error reply (its `code` and
/// `message`, docs/protocol.md) or one of the REPL's own: `usage` (the command was typed
/// wrong), `unknownCommand`, and the client's `interrupted` (Ctrl-C while waiting),
/// `disconnected`, `badReply`.
typealias ReplError = DaemonError

extension DaemonError {
    /// A command typed wrong: says how it is typed.
    static func usage(_ message: String) -> DaemonError {
        DaemonError("usage", message)
    }

    /// A reply whose shape is not what the protocol promises.
    static func badReply(_ method: String, _ detail: String) -> DaemonError {
        DaemonError("badReply", "the daemon's reply to \"\(method)\" is not what the REPL expects: \(detail)")
    }
}
