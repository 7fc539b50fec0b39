import Dispatch
import Synchronization

/// Watches folders recursively and reports the files that changed, one debounced batch per
/// burst of changes.
///
/// ```swift
/// let watcher = try FileWatcher(
///     roots: ["/project/app"],
///     ignoring: IgnoreRules(projectRoot: "/project", patterns: ["generated/**"]),
///     fileExtensions: ["swift", "vml"],
///     debounce: .milliseconds(20)
/// ) { batch in
///     reloadQueue.submit(batch)  // return quickly: see below
/// }
/// // ... later
/// watcher.stop()
/// ```
///
/// **Threads.** The watcher owns one thread, started by `init` and ended by `stop()` (or by
/// `deinit`). Every call into libinotifytools, which is not thread-safe, happens on it. The
/// handler is called on it too, one batch at a time and in order; while the handler runs no
/// event is read (the kernel queues them, and a queue overflow is recovered from), so the
/// handler should hand the batch over and return. After `stop()` returns, the handler is
/// not called again and the thread and its inotify descriptor are gone.
///
/// **One per process.** libinotifytools keeps a single inotify instance per process, so only
/// one watcher can run at a time; give it every root at once.
public final class FileWatcher: Sendable {
    /// The folders watched: the roots given, made absolute, without duplicates or roots that
    /// lie inside another.
    public let roots: [String]
    /// The files found when watching began, sorted: the state the first batch is relative to.
    public let initialFiles: [String]

    private let thread: WatcherThread
    private let stopSignal: StopSignal
    private let joined = Mutex(false)

    /// Starts watching `roots` and everything inside them.
    ///
    /// - Parameters:
    ///   - roots: Folders to watch, recursively.
    ///   - rules: The files and folders to leave alone.
    ///   - fileExtensions: When given, only files with one of these extensions (no dot:
    ///     `["swift", "vml"]`) are reported. Folders are followed whatever their names.
    ///   - debounce: How long no event must come before a batch is delivered.
    ///   - maximumDelay: The longest a batch waits after its first event when events keep
    ///     coming; by default ten times `debounce`, and at least a second.
    ///   - anticipate: Called on the watcher's thread with the files touched so far when
    ///     the events read leave none of them half-written: unless more events come, the
    ///     next batch holds them, after the quiet period. A handler can prepare meanwhile
    ///     (read and compile the files) so that the batch costs less when it comes; it must
    ///     not act on the change, which may yet be followed by others, and should return
    ///     at once, like `handler`.
    ///   - handler: Receives each batch, on the watcher's thread.
    /// - Throws: `FileWatcherError` when a root cannot be watched, inotify's watches or
    ///   instances run out, or another watcher runs in this process.
    public convenience init(
        roots: [String],
        ignoring rules: IgnoreRules = IgnoreRules(),
        fileExtensions: Set<String>? = nil,
        debounce: Duration,
        maximumDelay: Duration? = nil,
        anticipate: (@Sendable ([String]) -> Void)? = nil,
        handler: @escaping @Sendable (ChangeBatch) -> Void
    ) throws(FileWatcherError) {
        try self.init(
            roots: roots, rules: rules, fileExtensions: fileExtensions,
            policy: DebouncePolicy(quietPeriod: debounce, maximumDelay: maximumDelay),
            backend: LibInotifyTools(), anticipate: anticipate, handler: handler)
    }

    /// Starts watching on `backend` (tests pass one that reproduces kernel failures).
    init(
        roots: [String], rules: IgnoreRules, fileExtensions: Set<String>?, policy: DebouncePolicy,
        backend: sending any InotifyBackend, anticipate: (@Sendable ([String]) -> Void)? = nil,
        handler: @escaping @Sendable (ChangeBatch) -> Void
    ) throws(FileWatcherError) {
        let roots = Self.distinct(roots.map(PathName.normalized))
        let stopSignal = try StopSignal()
        let loop = WatchLoop(
            backend: backend, roots: roots, rules: rules, fileExtensions: fileExtensions,
            policy: policy, stopSignal: stopSignal, anticipate: anticipate, handler: handler)
        let startup = StartupHandoff()
        let thread = try WatcherThread.start {
            let started = loop.start()
            startup.post(started)
            if case .success = started {
                loop.run()
            }
            loop.close()
        }
        switch startup.wait() {
        case .success(let files):
            self.roots = roots
            self.initialFiles = files
            self.thread = thread
            self.stopSignal = stopSignal
        case .failure(let error):
            thread.join()
            throw error
        }
    }

    /// Stops watching: waits for a batch being handled to finish, then ends the thread and
    /// closes inotify. Calling it again does nothing.
    ///
    /// Called from the handler itself, it returns at once; the thread ends as soon as the
    /// handler returns, and no other batch is delivered.
    public func stop() {
        stopSignal.request()
        // The thread cannot wait for itself.
        guard !thread.isCurrent else { return }
        joined.withLock { joined in
            guard !joined else { return }
            thread.join()
            joined = true
            stopSignal.close()
        }
    }

    deinit {
        stopSignal.request()
        if thread.isCurrent {
            // The handler let go of the last reference: nobody is left to join the thread,
            // which ends on its own once the handler returns.
            thread.detach()
        } else {
            joined.withLock { joined in
                if !joined { thread.join() }
                joined = true
            }
        }
    }

    /// `roots` without duplicates, and without roots inside another (a folder is watched once).
    private static func distinct(_ roots: [String]) -> [String] {
        let unique = Set(roots).sorted()
        return unique.filter { root in
            !unique.contains { other in other != root && PathName.isInside(root, other) }
        }
    }
}

/// Carries the outcome of the watcher thread's start to the thread that started it.
private final class StartupHandoff: Sendable {
    private let outcome = Mutex<Result<[String], FileWatcherError>?>(nil)
    private let posted = DispatchSemaphore(value: 0)

    /// Called once, by the watcher thread.
    func post(_ result: Result<[String], FileWatcherError>) {
        outcome.withLock { $0 = result }
        posted.signal()
    }

    /// Waits for `post`.
    func wait() -> Result<[String], FileWatcherError> {
        posted.wait()
        return outcome.withLock { $0! }
    }
}
