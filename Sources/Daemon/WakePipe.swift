#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The socket thread's wake-up call: a self-pipe whose read end the poll loop watches, so
/// that an answer queued by another thread is written without waiting for the client.
///
/// Every connection holds it, not only the server: the script thread answers requests
/// queued before the daemon stopped, after the server is gone, and a connection must be
/// able to signal as long as it exists. The descriptors are closed only when the last
/// holder goes; closed earlier, their numbers could be given to a file opened since (the
/// store's), and a late signal would write a byte into it.
final class WakePipe: @unchecked Sendable {
    /// The end the poll loop watches.
    let readEnd: Int32
    private let writeEnd: Int32

    /// Creates the pipe, both ends non-blocking and closed on exec.
    init() throws(SocketServer.SocketError) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else {
            throw SocketServer.SocketError(message: "cannot create the wake-up pipe: \(String(cString: strerror(errno)))")
        }
        (readEnd, writeEnd) = (ends[0], ends[1])
        for end in ends { SocketServer.makeNonBlocking(end) }
    }

    deinit {
        close(readEnd)
        close(writeEnd)
    }

    /// Wakes the poll loop. A full pipe already will; the byte is then not needed.
    func signal() {
        var one: UInt8 = 1
        _ = write(writeEnd, &one, 1)
    }

    /// Empties the pipe once the poll loop is awake.
    func drain() {
        var bytes = [UInt8](repeating: 0, count: 256)
        while read(readEnd, &bytes, bytes.count) > 0 {}
    }
}
