#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Waits for SIGINT or SIGTERM. The handler only writes a byte to a pipe (all a signal
/// handler may safely do); the waiting thread reads it and does the real work.
public enum TerminationSignals {
    nonisolated(unsafe) private static var pipeWrite: Int32 = -1
    nonisolated(unsafe) private static var pipeRead: Int32 = -1

    /// Installs the handlers. Call once, early.
    public static func install() {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return }
        pipeRead = ends[0]
        pipeWrite = ends[1]
        let handler: @convention(c) (Int32) -> Void = { _ in
            var byte: UInt8 = 1
            _ = write(TerminationSignals.pipeWrite, &byte, 1)
        }
        signal(SIGINT, handler)
        signal(SIGTERM, handler)
        signal(SIGPIPE, SIG_IGN)
    }

    /// Blocks the calling thread until a termination signal arrives.
    public static func wait() {
        var byte: UInt8 = 0
        while read(pipeRead, &byte, 1) < 0 && errno == EINTR {}
    }
}
