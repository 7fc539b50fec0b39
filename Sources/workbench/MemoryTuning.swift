#if canImport(Glibc)
    import Glibc
#endif

/// glibc's allocator, set up for an interpreter that allocates a lot on one thread.
///
/// By default every thread that allocates gets an arena of its own, and a thread's arena
/// grows by `mprotect` calls of a few pages at a time: a script building 200,000
/// dictionaries on the script thread spent a fifth of its time in the kernel. One arena,
/// grown 64 MB at a time and trimmed only past 128 MB, took `dicts.swift` from 486 to
/// 376 ms (docs/performance.md). The daemon's other threads allocate little, so sharing
/// the arena costs them nothing measurable, and fewer arenas hold less idle memory.
///
/// Fastbins are turned off: freed small chunks then go to the thread cache or are merged
/// at once, instead of piling up until the next large request makes glibc merge them all
/// (`malloc_consolidate`, 8.5% of `dicts.swift`'s samples, called whenever an array grew
/// past a kilobyte). That took `dicts.swift` down by a tenth (A/B, min and median of 31
/// runs).
enum MemoryTuning {
    /// Called first thing in `main`, before other threads allocate.
    static func apply() {
        #if canImport(Glibc)
            // <malloc.h> is not in Swift's Glibc module: mallopt is looked up by name.
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
            let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
            let arenaMaximum: Int32 = -8, topPad: Int32 = -2, trimThreshold: Int32 = -1  // M_ARENA_MAX, M_TOP_PAD, M_TRIM_THRESHOLD
            let fastbinMaximum: Int32 = 1  // M_MXFAST
            _ = mallopt(arenaMaximum, 1)
            _ = mallopt(fastbinMaximum, 0)
            _ = mallopt(topPad, 64 << 20)
            _ = mallopt(trimThreshold, 128 << 20)
        #endif
    }
}
