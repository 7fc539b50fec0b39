import DaemonClient
import Synchronization
import ViewTree

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A thread that follows the daemon's events for the language server: it connects to the
/// socket (trying again every second while no daemon runs, so a `workbench serve` started
/// after the editor is found), subscribes, and hands each event to `deliver`, which queues
/// it for the analysis thread. `stop` ends it through a pipe its waits watch.
final class LiveEventListener: Sendable {
    /// What the listener reports.
    enum Report: Sendable {
        case connected
        case event(JSONValue)
        case disconnected
    }

    private let socketPath: String
    private let deliver: @Sendable (Report) -> Void
    private let stopPipe: (read: Int32, write: Int32)
    private let stopped = Atomic<Bool>(false)

    /// Starts following the daemon at `socketPath`.
    init(socketPath: String, deliver: @escaping @Sendable (Report) -> Void) {
        self.socketPath = socketPath
        self.deliver = deliver
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
            _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
        }
        stopPipe = (ends[0], ends[1])
        let thread = Thread(self)
        thread.start()
    }

    /// Ends the thread (its descriptors are closed as it ends).
    func stop() {
        guard !stopped.exchange(true, ordering: .acquiringAndReleasing) else { return }
        var byte: UInt8 = 1
        _ = write(stopPipe.write, &byte, 1)
    }

    private var interrupt: DaemonInterrupt {
        let descriptor = stopPipe.read
        return DaemonInterrupt(descriptor: descriptor) { [self] in stopped.load(ordering: .acquiring) }
    }

    fileprivate func run() {
        defer {
            close(stopPipe.read)
            close(stopPipe.write)
        }
        while !stopped.load(ordering: .acquiring) {
            guard let connection = try? DaemonConnection(path: socketPath, interrupt: interrupt), (try? connection.subscribe(timeout: 5000)) != nil else {
                waitForStop(milliseconds: 1000)
                continue
            }
            deliver(.connected)
            while let event = try? connection.waitForEvent() { deliver(.event(event)) }
            guard !stopped.load(ordering: .acquiring) else { return }
            deliver(.disconnected)
            waitForStop(milliseconds: 1000)
        }
    }

    /// Sleeps, unless `stop` is called meanwhile.
    private func waitForStop(milliseconds: Int32) {
        var poller = pollfd(fd: stopPipe.read, events: Int16(POLLIN), revents: 0)
        _ = poll(&poller, 1, milliseconds)
    }

    /// The listener's thread.
    private final class Thread: @unchecked Sendable {
        private let listener: LiveEventListener

        init(_ listener: LiveEventListener) {
            self.listener = listener
        }

        func start() {
            let box = Unmanaged.passRetained(self)
            #if canImport(Glibc)
                var thread = pthread_t()
            #else
                var thread: pthread_t?
            #endif
            let status = pthread_create(&thread, nil, { argument in
                let owner = Unmanaged<Thread>.fromOpaque(argument!).takeRetainedValue()
                owner.listener.run()
                return nil
            }, box.toOpaque())
            if status == 0 {
                #if canImport(Glibc)
                    pthread_detach(thread)
                #else
                    if let thread { pthread_detach(thread) }
                #endif
            } else {
                box.release()
            }
        }
    }
}
