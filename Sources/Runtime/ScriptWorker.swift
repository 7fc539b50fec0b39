#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A thread of its own, with a large stack, that runs jobs one at a time in the order they
/// were submitted.
///
/// Scripts run here: the interpreter nests a run loop each time a library function calls
/// back into a closure, and Swift's concurrency threads and Dispatch's have stacks too
/// small to trust with that. Running every job on one thread also serializes access to
/// a session, which is not thread-safe.
public final class ScriptWorker: @unchecked Sendable {
    /// The stack size of the thread: 64 MB, far beyond what the call-depth limit allows.
    public static let stackSize = 64 << 20

    private var mutex = pthread_mutex_t()
    private var condition = pthread_cond_t()
    private var jobs: [() -> Void] = []
    private var stopping = false
    private var thread: pthread_t?

    /// Starts the thread.
    public init() {
        pthread_mutex_init(&mutex, nil)
        pthread_cond_init(&condition, nil)
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        pthread_attr_setstacksize(&attributes, ScriptWorker.stackSize)
        let box = Unmanaged.passRetained(self)
        var created = pthread_t()
        let status = pthread_create(&created, &attributes, { argument in
            let worker = Unmanaged<ScriptWorker>.fromOpaque(argument!).takeRetainedValue()
            worker.loop()
            return nil
        }, box.toOpaque())
        pthread_attr_destroy(&attributes)
        if status != 0 {
            box.release()
            fatalError("cannot start the script thread: error \(status)")
        }
        thread = created
    }

    /// Runs `job` on the worker thread, after the jobs submitted before it.
    public func submit(_ job: @escaping () -> Void) {
        pthread_mutex_lock(&mutex)
        jobs.append(job)
        pthread_cond_signal(&condition)
        pthread_mutex_unlock(&mutex)
    }

    /// Runs `job` on the worker thread and waits for its result.
    public func run<Result>(_ job: @escaping () -> Result) -> Result {
        let completion = Completion<Result>()
        submit { completion.finish(job()) }
        return completion.wait()
    }

    /// Finishes the jobs already submitted, then ends the thread.
    public func stop() {
        pthread_mutex_lock(&mutex)
        stopping = true
        pthread_cond_signal(&condition)
        pthread_mutex_unlock(&mutex)
        if let thread, !pthread_equal(thread, pthread_self()).isTrue {
            pthread_join(thread, nil)
        }
        thread = nil
    }

    private func loop() {
        while true {
            pthread_mutex_lock(&mutex)
            while jobs.isEmpty && !stopping { pthread_cond_wait(&condition, &mutex) }
            if jobs.isEmpty && stopping {
                pthread_mutex_unlock(&mutex)
                return
            }
            let job = jobs.removeFirst()
            pthread_mutex_unlock(&mutex)
            job()
        }
    }
}

/// A result one thread waits for and another provides.
final class Completion<Result>: @unchecked Sendable {
    private var mutex = pthread_mutex_t()
    private var condition = pthread_cond_t()
    private var value: Result?

    init() {
        pthread_mutex_init(&mutex, nil)
        pthread_cond_init(&condition, nil)
    }

    deinit {
        pthread_mutex_destroy(&mutex)
        pthread_cond_destroy(&condition)
    }

    func finish(_ result: Result) {
        pthread_mutex_lock(&mutex)
        value = result
        pthread_cond_signal(&condition)
        pthread_mutex_unlock(&mutex)
    }

    func wait() -> Result {
        pthread_mutex_lock(&mutex)
        while value == nil { pthread_cond_wait(&condition, &mutex) }
        let result = value!
        pthread_mutex_unlock(&mutex)
        return result
    }
}

extension Int32 {
    fileprivate var isTrue: Bool { self != 0 }
}
