import CInotifyTools
import Glibc
import Synchronization

/// A request to stop, raised from any thread and seen by the watcher thread.
///
/// The flag says whether stopping was requested; the eventfd wakes the thread from `poll`,
/// where it spends its idle time, so that it sees the flag at once.
final class StopSignal: Sendable {
    private let requested = Atomic<Bool>(false)
    // Guarded so that a request racing with `close()` never writes to a closed descriptor
    // (or to whatever file reused its number).
    private let eventDescriptor: Mutex<Int32>

    /// Creates the eventfd.
    init() throws(FileWatcherError) {
        let descriptor = eventfd(0, Int32(EFD_CLOEXEC | EFD_NONBLOCK))
        guard descriptor >= 0 else {
            throw .unavailable(reason: "eventfd: \(String(cString: strerror(errno)))")
        }
        eventDescriptor = Mutex(descriptor)
    }

    /// The eventfd to poll: readable once `request()` was called; -1 once closed.
    var descriptor: Int32 {
        eventDescriptor.withLock { $0 }
    }

    /// Whether `request()` was called.
    var isRequested: Bool {
        requested.load(ordering: .acquiring)
    }

    /// Asks the watcher thread to stop, and wakes it.
    func request() {
        requested.store(true, ordering: .releasing)
        eventDescriptor.withLock { descriptor in
            guard descriptor >= 0 else { return }
            var one: UInt64 = 1
            // Cannot fail short of the counter overflowing, which needs 2^64 - 1 requests.
            _ = write(descriptor, &one, MemoryLayout<UInt64>.size)
        }
    }

    /// Closes the eventfd, once the watcher thread has ended.
    func close() {
        eventDescriptor.withLock { descriptor in
            if descriptor >= 0 { Glibc.close(descriptor) }
            descriptor = -1
        }
    }

    deinit {
        close()
    }
}
