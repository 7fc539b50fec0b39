import Glibc

/// The thread a `FileWatcher` owns: a plain pthread, so that every call into
/// libinotifytools happens on one known thread (Dispatch queues and Swift concurrency
/// executors move work between threads) and so that stopping can wait for it to end.
final class WatcherThread: Sendable {
    /// The thread's name, as `top -H`, `ps -L` and `/proc/<pid>/task/*/comm` show it.
    static let name = "workbench-watch"

    private let handle: pthread_t

    private init(handle: pthread_t) {
        self.handle = handle
    }

    /// Starts a thread running `body`, which the thread then owns.
    static func start(_ body: sending @escaping () -> Void) throws(FileWatcherError) -> WatcherThread {
        let context = Unmanaged.passRetained(ThreadBody(body)).toOpaque()
        var handle = pthread_t()
        let status = pthread_create(&handle, nil, { context in
            nameCurrentThread(WatcherThread.name)
            Unmanaged<ThreadBody>.fromOpaque(context!).takeRetainedValue().run()
            return nil
        }, context)
        guard status == 0 else {
            Unmanaged<ThreadBody>.fromOpaque(context).release()
            throw .unavailable(reason: "pthread_create: \(String(cString: strerror(status)))")
        }
        return WatcherThread(handle: handle)
    }

    /// Whether the caller runs on this thread.
    var isCurrent: Bool {
        pthread_equal(handle, pthread_self()) != 0
    }

    /// Waits for the thread to end. Call once, not from the thread itself.
    func join() {
        pthread_join(handle, nil)
    }

    /// Lets the thread end on its own, for when nobody will join it. Call once, instead of `join`.
    func detach() {
        pthread_detach(handle)
    }
}

/// Names the calling thread (what pthread_setname_np does, which Swift's Glibc module
/// does not export). A name that cannot be set only makes debugging less convenient.
private func nameCurrentThread(_ name: String) {
    let file = open("/proc/thread-self/comm", O_WRONLY | O_CLOEXEC)
    guard file >= 0 else { return }
    _ = name.withCString { write(file, $0, strlen($0)) }
    close(file)
}

/// The closure a thread runs, boxed to travel through pthread_create's context pointer.
private final class ThreadBody {
    let run: () -> Void

    init(_ run: @escaping () -> Void) {
        self.run = run
    }
}
