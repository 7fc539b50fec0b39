#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Waits for SIGINT, SIGTERM or SIGHUP. The handler only writes a byte to a pipe (all a
/// signal handler may safely do); the waiting thread reads it and does the real work.
///
/// SIGHUP is a stop like the others: it comes when the terminal `workbench serve` runs in
/// closes, and its default action would end the process without removing the socket. A
/// daemon started with SIGHUP ignored (`nohup workbench serve`) keeps ignoring it.
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
        var hangUp = sigaction()
        sigaction(SIGHUP, nil, &hangUp)
        if unsafeBitCast(hangUp.__sigaction_handler.sa_handler, to: Int.self) != unsafeBitCast(SIG_IGN, to: Int.self) {
            signal(SIGHUP, handler)
        }
        signal(SIGPIPE, SIG_IGN)
        // A write past the file size limit (`ulimit -f`) is then an error the store reports
        // (EFBIG), as a full disk is, on every thread, instead of a signal whose default
        // action ends the process.
        signal(SIGXFSZ, SIG_IGN)
    }

    /// Blocks the calling thread until a termination signal arrives.
    public static func wait() {
        var byte: UInt8 = 0
        while read(pipeRead, &byte, 1) < 0 && errno == EINTR {}
    }
}
