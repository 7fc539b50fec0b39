import CInotifyTools
import Glibc
import Synchronization

/// The inotify backend on libinotifytools.
///
/// libinotifytools keeps one inotify instance in process-wide state and is not thread-safe,
/// so an instance of this class is used by one watcher thread only, and only one can be
/// open in the process at a time (`open` fails with `alreadyRunning` otherwise).
///
/// Two of the library's habits are worked around here:
/// - It finds a watch's descriptor only by the watched path, and its record of paths goes
///   stale: a folder moved keeps its old path there, and a watch the kernel dropped by
///   itself (a deleted folder) cannot be removed from it at all. A folder created where
///   another used to be would then resolve to the old descriptor. So before a path is
///   watched, any watch the library still files under it is renamed out of the way. (The
///   watcher keeps its own record of what each descriptor watches, `WatchedFolders`.)
/// - Its descriptor is private and its waits count whole seconds; see `InotifyDescriptors`.
final class LibInotifyTools: InotifyBackend {
    /// Whether some instance in the process holds the library.
    private static let inUse = Atomic<Bool>(false)

    private(set) var descriptor: Int32 = -1
    private var holdsLibrary = false
    private var renamedWatches = 0

    func open() throws(FileWatcherError) {
        guard !holdsLibrary else { return }
        guard Self.inUse.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged else {
            throw .alreadyRunning
        }
        holdsLibrary = true
        do {
            try initialize()
        } catch {
            holdsLibrary = false
            Self.inUse.store(false, ordering: .releasing)
            throw error
        }
    }

    func reopen() throws(FileWatcherError) {
        guard holdsLibrary else { return try open() }
        inotifytools_cleanup()
        descriptor = -1
        try initialize()
    }

    func close() {
        guard holdsLibrary else { return }
        if descriptor >= 0 { inotifytools_cleanup() }
        descriptor = -1
        holdsLibrary = false
        Self.inUse.store(false, ordering: .releasing)
    }

    func addWatch(folder path: String, mask: UInt32) throws(SystemError) -> Int32 {
        // The library files a folder under its path with a trailing slash, a symlink to a
        // folder (a root may be one) without.
        let names = [path + "/", path]
        for name in names {
            // The library renames while walking its tree, which may skip an entry; hence
            // the look after each rename.
            var attempts = 0
            while inotifytools_wd_from_filename(name) != -1 && attempts < 8 {
                attempts += 1
                renamedWatches += 1
                // "//" never starts a path the watcher watches: the new name collides with none.
                inotifytools_replace_filename(name, "//forgotten/\(renamedWatches)/")
            }
        }
        guard inotifytools_watch_file(path, Int32(bitPattern: mask)) != 0 else {
            throw SystemError(code: inotifytools_error())
        }
        for name in names {
            let watch = inotifytools_wd_from_filename(name)
            if watch >= 0 { return watch }
        }
        // The folder was replaced by something else between the library's two looks at it.
        throw SystemError(code: ENOENT)
    }

    func removeWatch(_ watch: Int32) {
        _ = inotifytools_remove_watch_by_wd(watch)
    }

    func readEvents(limit: Int) -> [InotifyEvent] {
        var events: [InotifyEvent] = []
        // A zero timeout makes the library's select() return at once when nothing waits.
        while events.count < limit, let event = inotifytools_next_events(0, 1) {
            events.append(InotifyEvent(event))
        }
        return events
    }

    func maximumWatches() -> Int? {
        let limit = inotifytools_get_max_user_watches()
        return limit >= 0 ? Int(limit) : nil
    }

    private func initialize() throws(FileWatcherError) {
        // Another thread could open an inotify descriptor at the same moment, leaving two
        // candidates; that is rare enough that trying again settles it.
        for _ in 1...3 {
            let before = InotifyDescriptors.open()
            guard inotifytools_initialize() != 0 else {
                let code = inotifytools_error()
                if code == EMFILE {
                    let limit = inotifytools_get_max_user_instances()
                    throw .instanceLimitReached(limit: limit >= 0 ? Int(limit) : nil)
                }
                throw .unavailable(reason: "inotify_init: \(String(cString: strerror(code)))")
            }
            let added = InotifyDescriptors.open().subtracting(before)
            if added.count == 1, let found = added.first {
                descriptor = found
                // The library opens it without O_CLOEXEC; the daemon's child processes
                // must not inherit it.
                _ = fcntl(found, F_SETFD, fcntl(found, F_GETFD) | FD_CLOEXEC)
                return
            }
            inotifytools_cleanup()
        }
        throw .unavailable(reason: "cannot find libinotifytools' inotify descriptor in /proc/self/fd")
    }
}

extension InotifyEvent {
    /// Copies the event libinotifytools keeps in its static buffer.
    init(_ event: UnsafeMutablePointer<inotify_event>) {
        let header = event.pointee
        var name = ""
        if header.len > 0 {
            // The name follows the fixed header, NUL-padded to `len` bytes.
            let bytes = UnsafeRawPointer(event).advanced(by: MemoryLayout<inotify_event>.size)
                .assumingMemoryBound(to: UInt8.self)
            let buffer = UnsafeBufferPointer(start: bytes, count: Int(header.len))
            name = String(decoding: buffer.prefix { $0 != 0 }, as: UTF8.self)
        }
        self.init(watch: header.wd, mask: header.mask, name: name)
    }
}
