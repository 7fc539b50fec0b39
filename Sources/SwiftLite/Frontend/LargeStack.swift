#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs work on a thread of its own with a very large stack, and waits for it.
///
/// swift-syntax's parser recurses once per link of some constructs whose brackets do not
/// nest (`() -> () -> ...`, `- - - 1`, `else if` chains), so its own nesting limit does
/// not bound its stack; a debug build takes kilobytes per level. A file of five thousand
/// such links is an error to report, never a crash, so parsing gets a stack no script can
/// exhaust. The stack is address space only: pages are committed when touched.
enum LargeStack {
    /// The stack size: far beyond what the deepest input the lowering accepts needs.
    static let size = 1 << 30

    /// Runs `body` on a large-stack thread and returns its result.
    static func run<T>(_ body: () -> T) -> T {
        withoutActuallyEscaping(body) { escapable in
            let job = Job(escapable)
            var attributes = pthread_attr_t()
            pthread_attr_init(&attributes)
            defer { pthread_attr_destroy(&attributes) }
            pthread_attr_setstacksize(&attributes, size)
            #if canImport(Glibc)
                var thread = pthread_t()
            #else
                var thread: pthread_t?
            #endif
            let context = Unmanaged<Work>.passRetained(job).toOpaque()
            let started = pthread_create(&thread, &attributes, { context in
                Unmanaged<Work>.fromOpaque(context!).takeRetainedValue().run()
                return nil
            }, context)
            guard started == 0 else {
                // No thread to be had: run here, on the caller's stack.
                Unmanaged<Work>.fromOpaque(context).release()
                return body()
            }
            #if canImport(Glibc)
                pthread_join(thread, nil)
            #else
                pthread_join(thread!, nil)
            #endif
            return job.result!
        }
    }

    /// Work the thread runs, whatever its result's type (the thread's entry point is a C
    /// function, which cannot be generic).
    private class Work: @unchecked Sendable {
        func run() {}
    }

    /// The work and its result, shared with the thread that runs it while the caller waits.
    private final class Job<T>: Work, @unchecked Sendable {
        let body: () -> T
        var result: T?

        init(_ body: @escaping () -> T) {
            self.body = body
        }

        override func run() {
            result = body()
        }
    }
}
