import SwiftLite

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A thread of its own, with a large stack, that runs jobs one at a time in the order they
/// were submitted.
///
/// Scripts run here: the interpreter nests a run loop each time a library function calls
/// back into a closure, and releasing deeply nested values recurses in Swift's runtime
/// (see `ThreadStack`); Swift's concurrency threads and Dispatch's have stacks too small to
/// trust with either. Running every job on one thread also serializes access to a
/// session, which is not thread-safe.
public final class ScriptWorker: @unchecked Sendable {
    /// The stack used when the system refuses to reserve a larger one: far beyond what the
    /// call-depth limit needs, not enough for every value a script can nest.
    static let fallbackStackSize = 64 << 20

    /// The stack to reserve for scripts whose values may use `memoryLimit` bytes: eight
    /// times as much (a level of nesting holds at least 64 bytes and releasing it takes
    /// about 140 bytes of stack), and at least 1 GB. Address space, not memory.
    public static func stackSize(forMemoryLimit memoryLimit: Int) -> Int {
        let (scaled, overflow) = max(memoryLimit, 0).multipliedReportingOverflow(by: 8)
        return min(max(overflow ? .max : scaled, 1 << 30), 1 << 42)
    }

    private let stack: ThreadStack?
    /// Whether the thread has ended and been joined, so its stack can be unmapped.
    private var joined = false

    private var mutex = pthread_mutex_t()
    private var condition = pthread_cond_t()
    private var jobs: [() -> Void] = []
    private var stopping = false
    private var thread: pthread_t?

    /// Starts the thread, with a stack for the default memory limit unless told otherwise.
    public init(stackSize: Int = ScriptWorker.stackSize(forMemoryLimit: Limits.standard.memoryBytes)) {
        pthread_mutex_init(&mutex, nil)
        pthread_cond_init(&condition, nil)
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        stack = ThreadStack(size: stackSize) ?? ThreadStack(size: 1 << 30)
        if let stack {
            pthread_attr_setstack(&attributes, stack.lowest, stack.size)
        } else {
            pthread_attr_setstacksize(&attributes, ScriptWorker.fallbackStackSize)
        }
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
            joined = true
        }
        thread = nil
    }

    deinit {
        // The thread's own reference can be the last one, released on the thread's stack
        // as it ends: unmapping that stack would pull it from under the thread. A stack
        // whose thread was not joined stays reserved (address space, no memory).
        if !joined, let stack { _ = Unmanaged.passRetained(stack) }
    }

    private func loop() {
        while true {
            pthread_mutex_lock(&mutex)
            while jobs.isEmpty && !stopping { pthread_cond_wait(&condition, &mutex) }
            if jobs.isEmpty && stopping {
                pthread_mutex_unlock(&mutex)
                return
            }
            // Every job queued so far, taken at once: removing the first of many jobs one at
            // a time moves all the others each time.
            let batch = jobs
            jobs.removeAll()
            pthread_mutex_unlock(&mutex)
            for job in batch { job() }
            stack?.returnUnusedPages()
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
