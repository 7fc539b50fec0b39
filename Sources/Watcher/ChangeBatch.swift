/// What changed in the watched folders during one burst of file events.
///
/// A batch holds the net effect of the burst on each file, judged against the file system
/// when the batch is delivered: a file deleted and written again, or replaced by an
/// editor's safe write, is `modified`; a file created and deleted within the burst (an
/// editor's temporary file that slipped past the ignore rules) is not listed at all.
public struct ChangeBatch: Hashable, Sendable {
    /// What happened to one file since the previous batch.
    public enum Change: String, Hashable, Sendable {
        /// The file did not exist (or was not watched) and now does.
        case created
        /// The file existed and still does; its content may differ.
        case modified
        /// The file existed and no longer does.
        case removed
    }

    /// The files that changed, by absolute path (spelled under the root they were found in).
    public var changes: [String: Change]
    /// Whether the kernel dropped events (inotify's queue overflowed). The watcher has
    /// re-established its watches and rescanned every folder, and `changes` lists every file
    /// that exists as `created` or `modified` and every file that vanished as `removed`;
    /// any file may have changed, so reload everything.
    public var needsFullRescan: Bool
    /// Problems met while following the folders, such as running out of inotify watches for
    /// a new folder. The batch is still complete for everything that could be watched.
    /// `instanceLimitReached` or `unavailable` here means inotify could not be set up again
    /// after an overflow: the watcher has stopped, and this is its last batch.
    public var errors: [FileWatcherError]

    /// Creates a batch.
    public init(changes: [String: Change] = [:], needsFullRescan: Bool = false, errors: [FileWatcherError] = []) {
        self.changes = changes
        self.needsFullRescan = needsFullRescan
        self.errors = errors
    }

    /// Whether the batch tells nothing: no change, no rescan, no error.
    public var isEmpty: Bool {
        changes.isEmpty && !needsFullRescan && errors.isEmpty
    }

    /// The paths with the given change, sorted.
    public func paths(_ change: Change) -> [String] {
        changes.filter { $0.value == change }.map(\.key).sorted()
    }
}
