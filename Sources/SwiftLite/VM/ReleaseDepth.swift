#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How deeply the current thread is nested in releasing containers (see
/// `DictionaryStorage.deinit`). Per thread, since scripts run on several threads at once
/// in tests and each thread has a stack of its own.
enum ReleaseDepth {
    /// Past this depth, containers are released link by link. A level of recursive
    /// release takes a few hundred bytes of stack: 2,000 levels stay well under 1 MB.
    static let limit = 2_000

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// The depth on this thread.
    static var current: Int {
        get { Int(bitPattern: pthread_getspecific(key)) }
        set { pthread_setspecific(key, UnsafeRawPointer(bitPattern: newValue)) }
    }
}
