import Glibc
@testable import Watcher

/// The real libinotifytools backend, with the two kernel behaviours a test cannot cause
/// safely on a shared machine made to happen on demand:
/// - `watchLimit`: past this many watches, adding one fails with ENOSPC, exactly as
///   inotify_add_watch does when `fs.inotify.max_user_watches` is used up (lowering the
///   real limit would break every other program of the user on the machine);
/// - `beforeWatching`: runs just before a folder's watch is added, to land files in a new
///   folder before it is watched, a race the real system allows but rarely shows.
final class FaultInjectingBackend: InotifyBackend {
    private let real = LibInotifyTools()
    private let watchLimit: Int?
    private let beforeWatching: (@Sendable (String) -> Void)?
    private var watchesAdded = 0

    init(watchLimit: Int? = nil, beforeWatching: (@Sendable (String) -> Void)? = nil) {
        self.watchLimit = watchLimit
        self.beforeWatching = beforeWatching
    }

    var descriptor: Int32 { real.descriptor }

    func open() throws(FileWatcherError) { try real.open() }

    func reopen() throws(FileWatcherError) {
        watchesAdded = 0
        try real.reopen()
    }

    func close() { real.close() }

    func addWatch(folder path: String, mask: UInt32) throws(SystemError) -> Int32 {
        beforeWatching?(path)
        if let watchLimit, watchesAdded >= watchLimit {
            throw SystemError(code: ENOSPC)
        }
        let watch = try real.addWatch(folder: path, mask: mask)
        watchesAdded += 1
        return watch
    }

    func removeWatch(_ watch: Int32) {
        watchesAdded -= 1
        real.removeWatch(watch)
    }

    func readEvents(limit: Int) -> [InotifyEvent] { real.readEvents(limit: limit) }

    func maximumWatches() -> Int? { real.maximumWatches() }
}
