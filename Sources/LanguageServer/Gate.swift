#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A gate one thread waits at until another opens it (once).
final class Gate: @unchecked Sendable {
    private var mutex = pthread_mutex_t()
    private var condition = pthread_cond_t()
    private var isOpen = false

    init() {
        pthread_mutex_init(&mutex, nil)
        pthread_cond_init(&condition, nil)
    }

    deinit {
        pthread_cond_destroy(&condition)
        pthread_mutex_destroy(&mutex)
    }

    /// Waits until the gate is open.
    func wait() {
        pthread_mutex_lock(&mutex)
        while !isOpen { pthread_cond_wait(&condition, &mutex) }
        pthread_mutex_unlock(&mutex)
    }

    /// Opens the gate for every waiter, now and later.
    func open() {
        pthread_mutex_lock(&mutex)
        isOpen = true
        pthread_cond_broadcast(&condition)
        pthread_mutex_unlock(&mutex)
    }
}
