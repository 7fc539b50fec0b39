import DaemonClient

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Ctrl-C for the REPL: SIGINT interrupts what the REPL is waiting for (a key, a reply, the
/// next reload of `:watch`) instead of ending the process.
///
/// The handler only writes a byte to a pipe, all a signal handler may safely do. Every wait
/// of the REPL polls that pipe beside what it waits for, so an interrupt is seen whichever
/// thread the kernel delivered the signal to (an embedded daemon runs threads of its own).
enum InterruptSignal {
    nonisolated(unsafe) private static var pipeRead: Int32 = -1
    nonisolated(unsafe) private static var pipeWrite: Int32 = -1

    /// Installs the handler (once; later calls do nothing). Also ignores SIGPIPE, so that a
    /// daemon closing its socket is an error to report rather than the end of the process.
    static func install() {
        guard pipeRead < 0 else { return }
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        pipeRead = ends[0]
        pipeWrite = ends[1]
        var action = sigaction()
        #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = { _ in
                var byte: UInt8 = 1
                _ = write(InterruptSignal.pipeWrite, &byte, 1)
            }
        #else
            action.__sigaction_u.__sa_handler = { _ in
                var byte: UInt8 = 1
                _ = write(InterruptSignal.pipeWrite, &byte, 1)
            }
        #endif
        sigemptyset(&action.sa_mask)
        // SA_RESTART: a read the signal lands in resumes; the REPL learns of the interrupt
        // from the pipe, never from EINTR.
        action.sa_flags = SA_RESTART
        sigaction(SIGINT, &action, nil)
        signal(SIGPIPE, SIG_IGN)
    }

    /// The descriptor to poll: readable once an interrupt is pending.
    static var descriptor: Int32 { pipeRead }

    /// Ctrl-C as the daemon connection's interrupt: a wait for a reply or an event ends.
    static var daemonInterrupt: DaemonInterrupt {
        DaemonInterrupt(descriptor: pipeRead) { consume() }
    }

    /// Whether an interrupt came since the last call; clears it.
    static func consume() -> Bool {
        guard pipeRead >= 0 else { return false }
        var buffer = [UInt8](repeating: 0, count: 64)
        var interrupted = false
        while read(pipeRead, &buffer, buffer.count) > 0 { interrupted = true }
        return interrupted
    }

    /// Forgets interrupts that came while nothing was waiting for one.
    static func clear() {
        _ = consume()
    }
}
