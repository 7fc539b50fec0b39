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
    #if canImport(Glibc)
        // <malloc.h> is not in Swift's Glibc module: mallopt is looked up by name.
        private static let mallopt: (@convention(c) (Int32, Int32) -> Int32)? = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt").map {
            unsafeBitCast($0, to: (@convention(c) (Int32, Int32) -> Int32).self)
        }
        private static let trimThreshold: Int32 = -1, topPad: Int32 = -2, mmapThreshold: Int32 = -3  // M_TRIM_THRESHOLD, M_TOP_PAD, M_MMAP_THRESHOLD
        private static let arenaMaximum: Int32 = -8, fastbinMaximum: Int32 = 1  // M_ARENA_MAX, M_MXFAST
        private static let topPadding: Int32 = 64 << 20
    #endif

    /// Called first thing in `main`, before other threads allocate.
    static func apply() {
        #if canImport(Glibc)
            guard let mallopt else { return }
            _ = mallopt(arenaMaximum, 1)
            _ = mallopt(fastbinMaximum, 0)
            _ = mallopt(topPad, topPadding)
            _ = mallopt(trimThreshold, 128 << 20)
        #endif
    }

    /// Backs the heap with transparent huge pages, for a process that runs one script and
    /// exits (`workbench run`), not for the daemon, whose resident memory this would raise.
    ///
    /// Each 4 KB page a script's values first touch costs a page fault, a few microseconds
    /// on a virtual machine: building 200,000 small dictionaries spent a quarter of its
    /// time in the kernel. With 2 MB pages there are 512 times fewer (`dicts.swift` 128 →
    /// 102 ms, docs/performance.md). The kernel gives huge pages only to memory advised
    /// so, and glibc advises only when told by an environment variable read at start-up
    /// (`glibc.malloc.hugetlb`); so the heap is grown here by a gigabyte of address space,
    /// nothing touched, and that range is advised. The heap then lives there; freed memory
    /// is kept (a trim would hand the advised range back) until the process exits.
    static func backHeapWithHugePages() {
        #if canImport(Glibc)
            guard let mallopt, let start = sbrk(0) else { return }
            let reservation = 1 << 30
            let blockSize = 30 << 20  // under the largest mmap threshold: served by the heap
            _ = mallopt(mmapThreshold, 32 << 20)
            _ = mallopt(trimThreshold, Int32(reservation + (512 << 20)))
            _ = mallopt(topPad, Int32(reservation))
            var blocks: [UnsafeMutableRawPointer] = []
            // The heap's free top is used up first; the block that does not fit grows it.
            while let end = sbrk(0), end - start < reservation / 2, blocks.count < 8, let block = malloc(blockSize) {
                blocks.append(block)
            }
            _ = mallopt(topPad, topPadding)
            guard let first = blocks.min(), let end = sbrk(0) else { return }
            for block in blocks { free(block) }
            let hugePage = UInt(2 << 20)
            let advisedStart = (UInt(bitPattern: first) + hugePage - 1) & ~(hugePage - 1)
            let advisedEnd = UInt(bitPattern: end) & ~(hugePage - 1)
            guard advisedEnd > advisedStart, let address = UnsafeMutableRawPointer(bitPattern: advisedStart) else { return }
            let adviseHugePages: Int32 = 14  // MADV_HUGEPAGE
            _ = madvise(address, Int(advisedEnd - advisedStart), adviseHugePages)
        #endif
    }
}
