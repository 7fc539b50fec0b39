#if canImport(Glibc)
    import Glibc
#endif

/// The daemon's limit on open descriptors, raised to what the system allows.
///
/// Each REPL, editor plugin and preview connection holds a descriptor, as do the store and
/// the watcher. The usual soft limit (1,024) is far below the hard one, and a daemon at its
/// limit can take no new client until one leaves; raising the soft limit is what servers
/// do at start (nothing is raised past the hard limit, which only root may lift).
enum DescriptorLimit {
    /// Called once when `serve` starts.
    static func raise() {
        #if canImport(Glibc)
            var limit = rlimit()
            guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0, limit.rlim_cur < limit.rlim_max else { return }
            limit.rlim_cur = limit.rlim_max
            _ = setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
        #endif
    }
}
