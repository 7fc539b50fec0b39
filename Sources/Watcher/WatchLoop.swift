import CInotifyTools
import Glibc

/// Everything the watcher thread does: it watches the folders, turns inotify events into
/// batches and hands them to the handler.
///
/// An instance is created by `FileWatcher` and from then on used by the watcher thread
/// alone, which is why it needs no lock: the backend, the records of watched folders and
/// known files, and the pending batch are all confined to that thread.
final class WatchLoop {
    typealias Instant = ContinuousClock.Instant

    /// Events asked for on every folder. IN_MODIFY and IN_CLOSE_WRITE together tell when a
    /// write is finished; IN_ATTRIB catches `touch`; IN_EXCL_UNLINK spares the events of
    /// files deleted while still open.
    private static let folderEvents = UInt32(
        IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_MODIFY | IN_CLOSE_WRITE | IN_ATTRIB
            | IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR | IN_EXCL_UNLINK)
    /// Subfolders are watched without following symlinks: a folder replaced by a symlink
    /// between listing and watching must not pull in a folder outside the tree.
    private static let subfolderEvents = folderEvents | UInt32(IN_DONT_FOLLOW)
    /// How many events are handled before the batch's deadline is looked at again.
    private static let eventsPerRead = 4096

    private let backend: any InotifyBackend
    private let roots: [String]
    private let rules: IgnoreRules
    private let fileExtensions: Set<String>?
    private let policy: DebouncePolicy
    private let handler: @Sendable (ChangeBatch) -> Void
    private let anticipate: (@Sendable ([String]) -> Void)?
    private let stopSignal: StopSignal
    private let clock = ContinuousClock()

    private var folders = WatchedFolders()
    private var known = KnownFiles()
    private var pending = PendingChanges()
    /// Folders moved away: their watches are removed once the events read so far are
    /// handled, unless the same folder turned up again inside the tree meanwhile.
    private var watchesToRemove: Set<Int32> = []
    private var overflowed = false
    private var failed = false
    /// Roots deleted or moved away. Nothing watched can tell when one is made again (its
    /// parent is not watched), so each is looked for every `missingRootInterval`.
    private var missingRoots: Set<String> = []
    private var nextMissingRootCheck: Instant?
    static let missingRootInterval = Duration.milliseconds(250)

    init(
        backend: any InotifyBackend, roots: [String], rules: IgnoreRules, fileExtensions: Set<String>?,
        policy: DebouncePolicy, stopSignal: StopSignal, anticipate: (@Sendable ([String]) -> Void)? = nil,
        handler: @escaping @Sendable (ChangeBatch) -> Void
    ) {
        self.backend = backend
        self.roots = roots
        self.rules = rules
        self.fileExtensions = fileExtensions
        self.policy = policy
        self.stopSignal = stopSignal
        self.handler = handler
        self.anticipate = anticipate
    }

    // MARK: Life cycle

    /// Opens inotify and watches every root; returns the files found. Fails when a root
    /// cannot be watched or the watches run out; lesser problems (an unreadable subfolder)
    /// come in the first batch.
    func start() -> Result<[String], FileWatcherError> {
        do {
            try backend.open()
        } catch {
            return .failure(error)
        }
        let now = clock.now
        for root in roots {
            let scan = watchTree(root, isRoot: true)
            if let fatal = scan.failures.first(where: { Self.isFatalAtStart($0, root: root) }) {
                return .failure(fatal)
            }
            scan.files.forEach { known.insert($0) }
            scan.failures.forEach { pending.record($0, at: now) }
        }
        return .success(known.all)
    }

    /// Waits for events and delivers batches until a stop is requested or the system fails
    /// the watcher.
    func run() {
        var moreToRead = false
        while !stopSignal.isRequested && !failed {
            var descriptors = [
                pollfd(fd: stopSignal.descriptor, events: Int16(POLLIN), revents: 0),
                pollfd(fd: backend.descriptor, events: Int16(POLLIN), revents: 0),
            ]
            // ppoll, not poll: poll's whole milliseconds, rounded up so as not to wake
            // early, would add half a millisecond to every reload on average.
            let polled: Int32
            if let wakeUp = moreToRead ? clock.now : earliest(pending.deadline(policy), nextMissingRootCheck) {
                var timeout = Self.timeout(from: clock.now, to: wakeUp)
                polled = workbench_ppoll(&descriptors, nfds_t(descriptors.count), &timeout)
            } else {
                polled = workbench_ppoll(&descriptors, nfds_t(descriptors.count), nil)
            }
            if polled < 0 {
                if errno == EINTR { continue }
                pending.record(.unavailable(reason: "poll: \(String(cString: strerror(errno)))"), at: clock.now)
                failed = true
                break
            }
            if stopSignal.isRequested { break }
            if moreToRead || descriptors[1].revents != 0 {
                moreToRead = readEvents()
                if !moreToRead, let anticipate, let paths = pending.takeSettledPaths() {
                    anticipate(paths.sorted())
                }
            }
            if failed { break }
            if let check = nextMissingRootCheck, clock.now >= check {
                lookForMissingRoots()
            }
            if let due = pending.deadline(policy), clock.now >= due {
                deliver()
            }
        }
        // The errors that ended the watch are the last thing the handler hears.
        if failed { deliver() }
    }

    /// Closes inotify (every watch with it).
    func close() {
        backend.close()
    }

    // MARK: Events

    /// Handles the events available now; returns whether more may be waiting.
    private func readEvents() -> Bool {
        let now = clock.now
        let events = backend.readEvents(limit: Self.eventsPerRead)
        for event in events {
            handle(event, at: now)
        }
        for watch in watchesToRemove {
            backend.removeWatch(watch)
        }
        watchesToRemove.removeAll()
        if overflowed {
            overflowed = false
            rescan(at: now)
        }
        return events.count == Self.eventsPerRead
    }

    private func handle(_ event: InotifyEvent, at now: Instant) {
        if event.mask & UInt32(IN_Q_OVERFLOW) != 0 {
            overflowed = true
            return
        }
        // Events still queued for a folder that was forgotten (deleted, moved away) are
        // stale: the folder's new content, if any, was scanned when it reappeared.
        guard let folder = folders.path(of: event.watch) else { return }
        if event.mask & UInt32(IN_IGNORED) != 0 {
            folders.forget(watch: event.watch)
            watchesToRemove.remove(event.watch)
            return
        }
        if event.name.isEmpty {
            // About the folder itself. Its parent reports a subfolder's deletion or move;
            // a root has no watched parent.
            let gone = UInt32(IN_DELETE_SELF | IN_MOVE_SELF | IN_UNMOUNT)
            if roots.contains(folder) && event.mask & gone != 0 {
                folderDisappeared(folder, at: now, removingWatches: event.mask & UInt32(IN_MOVE_SELF) != 0)
            }
            return
        }
        let path = PathName.joined(folder, event.name)
        if event.mask & UInt32(IN_ISDIR) != 0 {
            guard !rules.ignores(path, isDirectory: true) else { return }
            if event.mask & UInt32(IN_DELETE | IN_MOVED_FROM) != 0 {
                folderDisappeared(path, at: now, removingWatches: event.mask & UInt32(IN_MOVED_FROM) != 0)
            } else if event.mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 {
                folderAppeared(path, at: now)
            }
            return
        }
        guard isWatchedFile(path, name: event.name) else { return }
        pending.touch(path, at: now)
        if event.mask & UInt32(IN_MODIFY) != 0 {
            pending.beginWriting(path)
        }
        if event.mask & UInt32(IN_CREATE) != 0 {
            pending.noteCreated(path)
        }
        if event.mask & UInt32(IN_CLOSE_WRITE | IN_DELETE | IN_MOVED_FROM) != 0 {
            pending.endWriting(path)
        }
    }

    /// A folder was created or moved in: files may have landed in it before its watch
    /// existed, so it is scanned as soon as it is watched.
    private func folderAppeared(_ path: String, at now: Instant) {
        // Whatever was filed under this path before (a folder replaced by a rename) is gone.
        folderDisappeared(path, at: now, removingWatches: false)
        watchAndReport(path, isRoot: false, at: now)
    }

    private func earliest(_ first: Instant?, _ second: Instant?) -> Instant? {
        guard let first else { return second }
        guard let second else { return first }
        return min(first, second)
    }

    /// Watches and scans again the roots that were made again since they disappeared
    /// (`rm -rf scripts && git checkout scripts`, a tool regenerating the folder).
    private func lookForMissingRoots() {
        let now = clock.now
        for root in missingRoots.sorted() where FileSystem.isFolder(root) {
            missingRoots.remove(root)
            watchAndReport(root, isRoot: true, at: now)
        }
        nextMissingRootCheck = missingRoots.isEmpty ? nil : now + Self.missingRootInterval
    }

    /// A folder was deleted or moved away: its known files are gone from their paths.
    /// The kernel drops the watches of a deleted folder itself; a folder moved away keeps
    /// them, so they are removed.
    private func folderDisappeared(_ path: String, at now: Instant, removingWatches: Bool) {
        known.paths(inside: path).forEach { pending.touch($0, at: now) }
        pending.endWriting(inside: path)
        let watches = folders.forgetFolders(inside: path)
        if removingWatches { watchesToRemove.formUnion(watches) }
        if roots.contains(path) {
            missingRoots.insert(path)
            if nextMissingRootCheck == nil { nextMissingRootCheck = now + Self.missingRootInterval }
        }
    }

    /// After the kernel dropped events (IN_Q_OVERFLOW), nothing about the tree can be
    /// trusted: every watch is dropped, the folders are watched and scanned afresh, and
    /// every file known or found goes into the batch.
    private func rescan(at now: Instant) {
        watchesToRemove.removeAll()
        folders.removeAll()
        do {
            try backend.reopen()
        } catch {
            pending.record(error, at: now)
            failed = true
            return
        }
        pending.requireFullRescan(at: now)
        known.all.forEach { pending.touch($0, at: now) }
        for root in roots {
            if missingRoots.contains(root) { continue }
            watchAndReport(root, isRoot: true, at: now)
        }
    }

    // MARK: Watching folders

    /// The files found while watching a tree, and the folders that could not be watched.
    private struct TreeScan {
        var files: [String] = []
        var failures: [FileWatcherError] = []
    }

    /// Watches a tree that appeared while running and puts its files, and the folders that
    /// could not be watched, into the batch.
    private func watchAndReport(_ top: String, isRoot: Bool, at now: Instant) {
        let scan = watchTree(top, isRoot: isRoot)
        scan.files.forEach { pending.touch($0, at: now) }
        scan.failures.forEach { pending.record($0, at: now) }
    }

    /// Watches `top` and every folder inside it that is not ignored, each watch added before
    /// the folder is listed so that no file can slip between the two.
    private func watchTree(_ top: String, isRoot: Bool) -> TreeScan {
        var scan = TreeScan()
        var outOfWatches = false
        var stack = [top]
        while let folder = stack.popLast() {
            let isRootFolder = isRoot && folder == top
            if !outOfWatches {
                do {
                    let mask = isRootFolder ? Self.folderEvents : Self.subfolderEvents
                    let watch = try backend.addWatch(folder: folder, mask: mask)
                    folders.record(folder, watch: watch)
                    watchesToRemove.remove(watch)
                } catch {
                    if error.code == ENOSPC {
                        // Its files are still reported, once; later edits in it will not be.
                        outOfWatches = true
                        scan.failures.append(.watchLimitReached(path: folder, limit: backend.maximumWatches()))
                    } else {
                        // A subfolder that vanished meanwhile is no news: its parent says so.
                        let vanished = error.code == ENOENT || error.code == ENOTDIR
                        if isRootFolder || !vanished {
                            scan.failures.append(.cannotWatch(path: folder, errno: error.code))
                        }
                        continue
                    }
                }
            }
            FileSystem.forEachEntry(of: folder) { name, kind in
                let path = PathName.joined(folder, name)
                switch kind {
                case .folder where !rules.ignores(path, isDirectory: true): stack.append(path)
                case .file where isWatchedFile(path, name: name): scan.files.append(path)
                default: break
                }
            }
        }
        return scan
    }

    private func isWatchedFile(_ path: String, name: String) -> Bool {
        if let fileExtensions {
            guard let dot = name.lastIndex(of: "."), dot != name.startIndex,
                  fileExtensions.contains(String(name[name.index(after: dot)...]))
            else { return false }
        }
        return !rules.ignores(path, isDirectory: false)
    }

    private static func isFatalAtStart(_ failure: FileWatcherError, root: String) -> Bool {
        switch failure {
        case .watchLimitReached: return true
        case .cannotWatch(let path, _): return path == root
        default: return true
        }
    }

    // MARK: Delivery

    /// Judges every touched file against the file system and the known files, and hands
    /// the batch to the handler unless it says nothing.
    private func deliver() {
        let due = pending.take()
        var changes: [String: ChangeBatch.Change] = [:]
        for path in due.touched {
            switch (known.contains(path), FileSystem.isRegularFile(path)) {
            case (false, true):
                known.insert(path)
                changes[path] = .created
            case (true, true):
                changes[path] = .modified
            case (true, false):
                known.remove(path)
                changes[path] = .removed
            case (false, false):
                break
            }
        }
        let batch = ChangeBatch(changes: changes, needsFullRescan: due.needsFullRescan, errors: due.errors)
        guard !batch.isEmpty, !stopSignal.isRequested else { return }
        handler(batch)
    }

    /// The wait from `now` to `deadline` for ppoll; zero when it has passed.
    static func timeout(from now: Instant, to deadline: Instant) -> timespec {
        let remaining = now.duration(to: deadline)
        guard remaining > .zero else { return timespec() }
        let (seconds, attoseconds) = remaining.components
        // Rounded up to the next nanosecond, so that the wait never ends early.
        let nanoseconds = (attoseconds + 999_999_999) / 1_000_000_000
        if nanoseconds == 1_000_000_000 { return timespec(tv_sec: Int(seconds) + 1, tv_nsec: 0) }
        return timespec(tv_sec: Int(seconds), tv_nsec: Int(nanoseconds))
    }
}
