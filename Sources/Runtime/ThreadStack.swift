#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A thread stack reserved as address space only, far larger than a thread normally gets.
///
/// Swift releases nested values recursively: freeing an array of arrays a million levels
/// deep (`for _ in 0..<1_000_000 { a = [a] }`) takes a stack frame per level, about 140
/// bytes each, inside Swift's runtime, where the interpreter cannot count or stop it.
/// Every level also holds at least one 64-byte heap block, and the memory limit caps the
/// heap a script's values use, so a stack several times the memory limit can never be
/// exhausted that way. Reserving it costs no memory: pages are committed when touched,
/// and `returnUnusedPages` gives back what a deep release touched once it is over.
final class ThreadStack {
    /// The lowest address, where the guard page is.
    let lowest: UnsafeMutableRawPointer
    /// The size in bytes, guard page included.
    let size: Int
    private static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
    /// Pages deeper than this below the current frame are given back after a job.
    private static let keptBytes = 1 << 20

    /// Reserves `size` bytes of address space with a guard page at the bottom; nil when
    /// the system refuses (a limit on address space, strict overcommit).
    init?(size requested: Int) {
        let page = ThreadStack.pageSize
        let size = (requested + page - 1) / page * page
        #if canImport(Glibc)
            let flags = MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK
        #else
            let flags = MAP_PRIVATE | MAP_ANON
        #endif
        guard let address = mmap(nil, size, PROT_READ | PROT_WRITE, flags, -1, 0), address != MAP_FAILED else { return nil }
        // Running off the end must fault, not write into whatever lies below.
        guard mprotect(address, page, PROT_NONE) == 0 else {
            munmap(address, size)
            return nil
        }
        lowest = address
        self.size = size
    }

    deinit {
        munmap(lowest, size)
    }

    /// Gives the pages well below the calling frame back to the system. Called on the
    /// thread that runs on this stack, between jobs.
    func returnUnusedPages() {
        var marker: UInt8 = 0
        let frame = withUnsafeMutablePointer(to: &marker) { Int(bitPattern: $0) }
        guard let pages = unusedPages(belowFrame: frame) else { return }
        madvise(UnsafeMutableRawPointer(bitPattern: pages.lowerBound), pages.count, MADV_DONTNEED)
    }

    /// The pages to give back for a frame at address `frame`: from above the guard page to
    /// `keptBytes` below the frame. Nil when there are none, and when the frame is not on
    /// this stack: a local's address is not always on the thread's stack (AddressSanitizer
    /// keeps locals whose address is taken on a stack of its own), and "below" such a frame
    /// lies other memory, which MADV_DONTNEED would zero (other threads' stacks, the
    /// thread's own control block at the top of this mapping).
    func unusedPages(belowFrame frame: Int) -> Range<Int>? {
        let page = ThreadStack.pageSize
        let bottom = Int(bitPattern: lowest) + page
        guard frame > bottom, frame < Int(bitPattern: lowest) + size else { return nil }
        let top = (frame - ThreadStack.keptBytes) / page * page
        return top > bottom ? bottom..<top : nil
    }
}
