import ViewTree

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A client's connection to the daemon's socket (docs/protocol.md): requests and their
/// replies, matched by id, and the events of a subscription, queued until asked for. The
/// REPL and the language server talk to `workbench serve` through it.
///
/// Every wait also watches the connection's `DaemonInterrupt`, when it has one: an
/// interrupted request is abandoned (its reply, when it comes, is dropped). A request may
/// also be given a timeout, past which it is abandoned the same way: an editor's hover
/// must not wait for a daemon busy with a long run.
public final class DaemonConnection {
    /// Why there is no connection.
    public enum ConnectError: Error {
        /// Nothing listens on the socket: no daemon runs for this configuration.
        case noDaemon
        /// The socket exists but could not be used.
        case failed(String)
    }

    /// The socket's path.
    public let path: String
    /// The socket, to poll beside the keyboard while waiting for a line.
    public let descriptor: Int32
    private let interrupt: DaemonInterrupt?
    private var buffer: [UInt8] = []
    private var nextID = 1
    private var events: [JSONValue] = []
    private var isOpen = true
    /// Whether the daemon is still there (as far as the last read or write knows).
    public var isConnected: Bool { isOpen }
    /// Whether `subscribe` was sent on this connection.
    public private(set) var isSubscribed = false

    /// Connects to the socket at `path`; waits can be cut short by `interrupt`.
    public init(path: String, interrupt: DaemonInterrupt? = nil) throws(ConnectError) {
        self.path = path
        self.interrupt = interrupt
        guard path.utf8.count < MemoryLayout.size(ofValue: sockaddr_un().sun_path) else {
            throw .failed("the socket path \(path) is longer than the 107 bytes Unix sockets allow")
        }
        descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw .failed("cannot create a socket: \(String(cString: strerror(errno)))") }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { bytes in
            for (index, byte) in path.utf8.enumerated() { bytes[index] = byte }
        }
        let status = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard status == 0 else {
            let error = errno
            close(descriptor)
            // No file, or a file left by a daemon that is gone: both mean nobody listens.
            if error == ENOENT || error == ECONNREFUSED { throw .noDaemon }
            throw .failed("cannot connect to \(path): \(String(cString: strerror(error)))")
        }
    }

    deinit {
        close(descriptor)
    }

    /// Sends a request and waits for its reply, at most `timeout` milliseconds when given;
    /// returns the `result`.
    public func request(_ method: String, _ params: [String: JSONValue] = [:], timeout: Int? = nil) throws(DaemonError) -> JSONValue {
        let id = nextID
        nextID += 1
        try transmit(["id": .int(id), "method": .string(method), "params": .object(params)])
        let deadline = timeout.map { Self.now() + Double($0) / 1000 }
        while true {
            let message = try nextMessage(deadline: deadline)
            guard let members = message.objectValue else { continue }
            if members["event"] != nil {
                events.append(message)
                continue
            }
            // Replies to abandoned requests arrive late: they are dropped.
            guard members["id"] == .int(id) else { continue }
            if let error = members["error"]?.objectValue {
                throw DaemonError(error["code"]?.stringValue ?? "failed", error["message"]?.stringValue ?? "the daemon gave no reason")
            }
            return members["result"] ?? .null
        }
    }

    /// Subscribes to the daemon's events (once per connection).
    public func subscribe(timeout: Int? = nil) throws(DaemonError) {
        guard !isSubscribed else { return }
        _ = try request("subscribe", timeout: timeout)
        isSubscribed = true
    }

    /// The events received so far, oldest first; the queue is emptied.
    public func takeEvents() -> [JSONValue] {
        readAvailable()
        defer { events.removeAll() }
        return events
    }

    /// The next event, waiting as long as it takes; `nil` when interrupted.
    public func waitForEvent() throws(DaemonError) -> JSONValue? {
        if !events.isEmpty { return events.removeFirst() }
        while true {
            let message: JSONValue
            do {
                message = try nextMessage(deadline: nil)
            } catch where error.code == "interrupted" {
                return nil
            }
            if message.objectValue?["event"] != nil { return message }
        }
    }

    /// Reads whatever has arrived without waiting, queuing events (for completion, which
    /// must never block the keyboard).
    private func readAvailable() {
        while isOpen, let message = try? nextMessage(deadline: 0) {
            if message.objectValue?["event"] != nil { events.append(message) }
        }
    }

    // MARK: - Lines

    private func transmit(_ message: JSONValue) throws(DaemonError) {
        guard isOpen else { throw Self.disconnected }
        var line = CanonicalJSONWriter().bytes(message)
        line.append(UInt8(ascii: "\n"))
        var offset = 0
        while offset < line.count {
            let written = line.withUnsafeBytes { send(descriptor, $0.baseAddress! + offset, $0.count - offset, Int32(MSG_NOSIGNAL)) }
            if written < 0 {
                if errno == EINTR { continue }
                isOpen = false
                throw Self.disconnected
            }
            offset += written
        }
    }

    /// The next line from the daemon. `deadline` nil waits until a line or an interrupt
    /// comes; a deadline in the past returns at once (throwing `timedOut` when no complete
    /// line is there).
    private func nextMessage(deadline: Double?) throws(DaemonError) -> JSONValue {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = Array(buffer[..<newline])
                buffer.removeSubrange(...newline)
                do {
                    return try JSONParser.parse(bytes: line)
                } catch {
                    throw DaemonError("badReply", "the daemon sent a line that is not JSON: \(error)")
                }
            }
            guard isOpen else { throw Self.disconnected }
            var pollers = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
            if let interrupt { pollers.append(pollfd(fd: interrupt.descriptor, events: Int16(POLLIN), revents: 0)) }
            let timeout = deadline.map { Int32(max(0, min(($0 - Self.now()) * 1000, 3_600_000))) } ?? -1
            let ready = poll(&pollers, nfds_t(pollers.count), timeout)
            if ready < 0 {
                if errno == EINTR { continue }
                throw DaemonError("failed", "cannot wait for the daemon: \(String(cString: strerror(errno)))")
            }
            if ready == 0 { throw DaemonError("timedOut", "the daemon did not answer in time") }
            if pollers.count > 1, pollers[1].revents != 0, deadline == nil || deadline! > 0, interrupt?.consume() == true {
                throw DaemonError("interrupted", "interrupted; the daemon finishes what it was doing")
            }
            guard pollers[0].revents != 0 else {
                // Only the interrupt's descriptor woke the poll, without an interrupt to take.
                if let deadline, Self.now() >= deadline { throw DaemonError("timedOut", "the daemon did not answer in time") }
                continue
            }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let count = read(descriptor, &chunk, chunk.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                isOpen = false
                throw Self.disconnected
            }
            buffer.append(contentsOf: chunk[0..<count])
        }
    }

    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    private static let disconnected = DaemonError(
        "disconnected", "the daemon closed the connection (was 'workbench serve' stopped?)")
}
