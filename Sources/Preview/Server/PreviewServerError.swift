/// Why the preview server did not start.
public enum PreviewServerError: Error, Sendable, CustomStringConvertible {
    /// `start` was called on a server already running.
    case alreadyRunning
    /// The server stopped before it was listening; the underlying error, in words (the port
    /// in use, an address that cannot be bound).
    case couldNotListen(host: String, port: Int, reason: String)

    /// The reason in words, for the daemon's log.
    public var description: String {
        switch self {
        case .alreadyRunning:
            return "the preview server is already running"
        case .couldNotListen(let host, let port, let reason):
            return "the preview could not listen on \(host):\(port): \(reason)"
        }
    }
}
