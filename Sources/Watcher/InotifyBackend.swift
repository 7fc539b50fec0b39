/// One inotify event, as the kernel reports it.
struct InotifyEvent: Hashable, Sendable {
    /// The watch descriptor of the folder the event happened in; -1 for a queue overflow.
    var watch: Int32
    /// The `IN_*` bits.
    var mask: UInt32
    /// The name of the file or folder inside the watched folder; empty when the event is
    /// about the watched folder itself.
    var name: String
}

/// An `errno` value from a system call.
struct SystemError: Error, Hashable, Sendable {
    /// The `errno` value.
    var code: Int32
}

/// The inotify instance behind a `FileWatcher`, one folder watch at a time.
///
/// Every method is called on the watcher's own thread and nowhere else: the library behind
/// the real implementation is not thread-safe. Tests wrap the real one to reproduce kernel
/// failures that cannot be caused safely on a shared machine.
protocol InotifyBackend: AnyObject {
    /// The descriptor that becomes readable when events wait; valid between `open` and `close`.
    var descriptor: Int32 { get }
    /// Creates the inotify instance.
    func open() throws(FileWatcherError)
    /// Drops every watch and creates a fresh instance (after the kernel dropped events).
    func reopen() throws(FileWatcherError)
    /// Closes the instance and every watch.
    func close()
    /// Watches the folder at `path` (not its subfolders) for `mask`; returns the watch
    /// descriptor. Watching a folder that is already watched, even under another path,
    /// returns its existing descriptor, as the kernel does.
    func addWatch(folder path: String, mask: UInt32) throws(SystemError) -> Int32
    /// Stops watching; the kernel then reports `IN_IGNORED` for `watch`.
    func removeWatch(_ watch: Int32)
    /// The events available now, at most `limit` of them, without waiting.
    func readEvents(limit: Int) -> [InotifyEvent]
    /// `fs.inotify.max_user_watches`, when readable.
    func maximumWatches() -> Int?
}
