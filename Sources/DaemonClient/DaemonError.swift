/// Why a request to the daemon gave no result: the daemon's error reply (its `code` and
/// `message`, docs/protocol.md) or the client's own: `interrupted` (the wait was
/// interrupted), `timedOut` (no reply in the time given), `disconnected` (the daemon went
/// away), `badReply` (the daemon's answer made no sense).
public struct DaemonError: Error, Equatable, Sendable {
    /// The daemon's codes (`notFound`, `badParams`, ...) or the client's.
    public let code: String
    /// What went wrong, for people.
    public let message: String

    /// Creates an error.
    public init(_ code: String, _ message: String) {
        self.code = code
        self.message = message
    }
}
