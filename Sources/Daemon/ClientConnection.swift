import ViewTree

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One client of the socket: its input buffer (split into lines) and its queued output.
/// `send` may be called from any thread.
public final class ClientConnection: @unchecked Sendable {
    let descriptor: Int32
    private unowned let server: SocketServer
    private var input: [UInt8] = []
    private var output: [UInt8] = []
    /// How much of `output` is written already. Written bytes are dropped in one go once
    /// they are the larger part, not after each partial write (which moved the whole queue).
    private var written = 0
    private var mutex = pthread_mutex_t()
    private var closed = false
    /// Set when the queued output passed the server's limit: the client is dropped.
    private var overflowed = false
    /// Whether the client asked for reload events.
    public private(set) var isSubscribed = false

    init(descriptor: Int32, server: SocketServer) {
        self.descriptor = descriptor
        self.server = server
        pthread_mutex_init(&mutex, nil)
    }

    /// Queues a line for the client.
    public func send(_ message: JSONValue) {
        send(line: CanonicalJSONWriter().bytes(message))
    }

    /// Queues a line already encoded as canonical JSON (without its newline), so a
    /// broadcast encodes its message once for every client.
    func send(line: [UInt8]) {
        pthread_mutex_lock(&mutex)
        if !closed && !overflowed {
            if output.count - written + line.count >= server.maximumQueuedOutput {
                overflowed = true
                output.removeAll()
                written = 0
            } else {
                output.append(contentsOf: line)
                output.append(UInt8(ascii: "\n"))
            }
        }
        pthread_mutex_unlock(&mutex)
        server.signalWake()
    }

    /// Whether the client stopped reading for so long that it is to be dropped.
    var hasOverflowed: Bool {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        return overflowed
    }

    /// Marks the client as subscribed to events.
    public func subscribe() {
        pthread_mutex_lock(&mutex)
        isSubscribed = true
        pthread_mutex_unlock(&mutex)
    }

    var hasPendingOutput: Bool {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        return written < output.count
    }

    /// Reads what is available and hands each complete line to the handler. False when
    /// the client is gone or broke the protocol beyond repair.
    func readAvailable(handler: (JSONValue, ClientConnection) -> Void) -> Bool {
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count == 0 { return false }
            if count < 0 { return errno == EAGAIN || errno == EINTR }
            input.append(contentsOf: buffer[0..<count])
            while let newline = input.firstIndex(of: UInt8(ascii: "\n")) {
                let line = Array(input[..<newline])
                input.removeSubrange(...newline)
                handle(line, handler: handler)
            }
            if input.count > SocketServer.maximumLineLength {
                send(ProtocolMessage.error(id: .null, code: "tooLarge", message: "a request line may hold at most \(SocketServer.maximumLineLength) bytes"))
                _ = flush()
                return false
            }
        }
    }

    private func handle(_ line: [UInt8], handler: (JSONValue, ClientConnection) -> Void) {
        if line.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\r") || $0 == UInt8(ascii: "\t") }) { return }
        do {
            handler(try JSONParser.parse(bytes: line), self)
        } catch {
            send(ProtocolMessage.error(id: .null, code: "malformed", message: "the request is not JSON: \(error)"))
        }
    }

    /// Writes queued output. False when the client is gone.
    func flush() -> Bool {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        defer {
            if written == output.count {
                output.removeAll(keepingCapacity: output.count <= 1 << 20)
                written = 0
            } else if written > output.count / 2 {
                output.removeFirst(written)
                written = 0
            }
        }
        while written < output.count {
            let count = output.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, $0.count - written) }
            if count < 0 { return errno == EAGAIN || errno == EINTR }
            written += count
        }
        return true
    }

    func close() {
        pthread_mutex_lock(&mutex)
        if !closed {
            closed = true
            Glibc.close(descriptor)
        }
        output.removeAll()
        written = 0
        pthread_mutex_unlock(&mutex)
    }
}
