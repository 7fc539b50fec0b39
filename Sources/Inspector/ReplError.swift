/// Why a command of the REPL gave no result: the daemon's error reply (its `code` and
/// `message`, docs/protocol.md) or one of the REPL's own.
struct ReplError: Error, Equatable {
    /// The daemon's codes (`notFound`, `badParams`, ...) or the REPL's: `usage` (the command
    /// was typed wrong), `unknownCommand`, `interrupted` (Ctrl-C while waiting),
    /// `disconnected` (the daemon went away), `badReply` (the daemon's answer made no sense).
    let code: String
    /// What went wrong, for people.
    let message: String

    init(_ code: String, _ message: String) {
        self.code = code
        self.message = message
    }

    /// A command typed wrong: says how it is typed.
    static func usage(_ message: String) -> ReplError {
        ReplError("usage", message)
    }

    /// A reply whose shape is not what the protocol promises.
    static func badReply(_ method: String, _ detail: String) -> ReplError {
        ReplError("badReply", "the daemon's reply to \"\(method)\" is not what the REPL expects: \(detail)")
    }
}
