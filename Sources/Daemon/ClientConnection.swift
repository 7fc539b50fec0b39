import ViewTree

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One client of the socket: its input buffer (split into lines) and its queued output.
/// `send` may be called from any thread, for as long as anything holds the connection: the
/// script thread answers requests queued before the server stopped, so a connection needs
/// nothing of the server but what it was given (its output limit and the wake-up pipe).
public final class ClientConnection: @unchecked Sendable {
    let descriptor: Int32
    /// The most output queued before the client counts as gone (the server's limit).
    private let maximumQueuedOutput: Int
    /// Wakes the socket thread when there is something to write.
    private let wake: WakePipe
    private var input: [UInt8] = []
    /// How much of `input` is handled already; dropped in one go, like `written`.
    private var consumed = 0
    /// Whether the client closed its side: what it sent is still answered, then the
    /// connection closes (`printf REQUEST | socat - UNIX-CONNECT:SOCKET` works so).
    private var inputEnded = false
    /// Requests handed to the handler and not yet answered (`finishRequest`).
    private var pendingRequests = 0
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

    init(descriptor: Int32, maximumQueuedOutput: Int, wake: WakePipe) {
        self.descriptor = descriptor
        self.maximumQueuedOutput = maximumQueuedOutput
        self.wake = wake
        pthread_mutex_init(&mutex, nil)
    }

    /// Queues a line for the client. A reply too long to queue at all is answered with a
    /// `tooLarge` error instead: queued, it would drop the client as if it had stopped
    /// reading, and the client would never learn why.
    public func send(_ message: JSONValue) {
        let line = CanonicalJSONWriter().bytes(message)
        if line.count >= maximumQueuedOutput, case .object(let fields) = message, let id = fields["id"],
            fields["result"] != nil
        {
            let megabytes = { (bytes: Int) in (bytes + (1 << 19)) >> 20 }
            send(
                ProtocolMessage.error(
                    id: id, code: "tooLarge",
                    message: "the reply would be \(megabytes(line.count)) MB, more than the \(maximumQueuedOutput >> 20) MB a reply may hold: ask for a part of it"))
            return
        }
        send(line: line)
    }

    /// Queues a line already encoded as canonical JSON (without its newline), so a
    /// broadcast encodes its message once for every client.
    func send(line: [UInt8]) {
        pthread_mutex_lock(&mutex)
        let queued = !closed && !overflowed
        if queued {
            if output.count - written + line.count >= maximumQueuedOutput {
                overflowed = true
                output.removeAll()
                written = 0
            } else {
                output.append(contentsOf: line)
                output.append(UInt8(ascii: "\n"))
            }
        }
        pthread_mutex_unlock(&mutex)
        if queued { wake.signal() }
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

    /// Whether the client has as many requests pending as it may: it is not read from
    /// until some are answered, so a client that sends without reading fills its own
    /// socket buffer, not the daemon's queue.
    var isAtRequestLimit: Bool {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        return pendingRequests >= SocketServer.maximumPendingRequests
    }

    /// Whether there is nothing more to read now: the client closed its side, or is at its
    /// request limit.
    var isInputPaused: Bool { inputEnded || isAtRequestLimit }

    /// Whether the client closed its side and everything it asked is answered and written.
    var isFinished: Bool {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        return inputEnded && pendingRequests == 0 && written == output.count
    }

    /// Whether the connection is closed; a request of a client that left is not worked on.
    public var isClosed: Bool {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        return closed
    }

    /// Counts a request handed on for an answer that `finishRequest` will send.
    public func beginRequest() {
        pthread_mutex_lock(&mutex)
        pendingRequests += 1
        pthread_mutex_unlock(&mutex)
    }

    /// Sends the answer to a request counted by `beginRequest` (none when the client left).
    public func finishRequest(_ reply: JSONValue?) {
        if let reply { send(reply) }
        pthread_mutex_lock(&mutex)
        pendingRequests -= 1
        let open = !closed
        pthread_mutex_unlock(&mutex)
        // Lines held at the request limit can go on now.
        if open { wake.signal() }
    }

    /// Reads what is available and hands each complete line to the handler, until the
    /// client is at its request limit. False when the client is gone or broke the protocol
    /// beyond repair.
    func readAvailable(handler: (JSONValue, ClientConnection) -> Void) -> Bool {
        var buffer = [UInt8](repeating: 0, count: 65536)
        handleBufferedLines(handler: handler)
        while !isInputPaused {
            let count = read(descriptor, &buffer, buffer.count)
            if count < 0 { return errno == EAGAIN || errno == EINTR }
            if count == 0 {
                inputEnded = true
                // A last line without its newline is a request all the same.
                if consumed < input.count { input.append(UInt8(ascii: "\n")) }
                handleBufferedLines(handler: handler)
                return true
            }
            input.append(contentsOf: buffer[0..<count])
            handleBufferedLines(handler: handler)
            if input.count - consumed > SocketServer.maximumLineLength {
                send(ProtocolMessage.error(id: .null, code: "tooLarge", message: "a request line may hold at most \(SocketServer.maximumLineLength) bytes"))
                _ = flush()
                return false
            }
        }
        return true
    }

    /// Hands the complete lines already read to the handler, as long as the client is
    /// under its request limit.
    func handleBufferedLines(handler: (JSONValue, ClientConnection) -> Void) {
        while consumed < input.count, !isAtRequestLimit {
            guard let newline = input[consumed...].firstIndex(of: UInt8(ascii: "\n")) else { break }
            let line = Array(input[consumed..<newline])
            consumed = newline + 1
            handle(line, handler: handler)
        }
        Self.dropDone(&consumed, of: &input)
    }

    /// Drops the first `done` bytes of a buffer once they are all of it or its larger part,
    /// rather than after each use, which moved the rest of the buffer every time.
    private static func dropDone(_ done: inout Int, of buffer: inout [UInt8]) {
        if done == buffer.count {
            buffer.removeAll(keepingCapacity: buffer.count <= 1 << 20)
            done = 0
        } else if done > buffer.count / 2 {
            buffer.removeFirst(done)
            done = 0
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
        defer { Self.dropDone(&written, of: &output) }
        while written < output.count {
            // MSG_NOSIGNAL: a client gone while its answer is written is EPIPE, not SIGPIPE,
            // whatever the process does with that signal.
            let count = output.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress! + written, $0.count - written, Int32(MSG_NOSIGNAL)) }
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
