/// Hands each update from the backend to every open page's connection.
actor UpdateHub {
    private var connections: [Int: AsyncStream<ConnectionEvent>.Continuation] = [:]
    private var nextID = 0
    private var isClosed = false

    /// Registers a connection's event stream; `nil` once the hub is closed (the server is
    /// stopping), and the stream is then finished at once.
    func add(_ continuation: AsyncStream<ConnectionEvent>.Continuation) -> Int? {
        guard !isClosed else {
            continuation.finish()
            return nil
        }
        nextID += 1
        connections[nextID] = continuation
        return nextID
    }

    /// Forgets a connection that ended.
    func remove(_ id: Int) {
        connections[id] = nil
    }

    /// Passes an update to every connection.
    func broadcast(_ update: PreviewUpdate) {
        for continuation in connections.values { continuation.yield(.update(update)) }
    }

    /// Ends every connection's event stream, so each page's connection closes.
    func close() {
        isClosed = true
        for continuation in connections.values { continuation.finish() }
        connections = [:]
    }
}

/// What a connection's task handles, in arrival order.
enum ConnectionEvent: Sendable {
    /// A text message from the page.
    case text(String)
    /// A binary message from the page (refused).
    case binary
    /// A change from the backend.
    case update(PreviewUpdate)
}
