/// What the watcher has seen since the last batch, and when.
struct PendingChanges {
    typealias Instant = ContinuousClock.Instant

    /// The files events touched; what happened to each is judged at delivery.
    private(set) var touched: Set<String> = []
    /// Whether events were lost and everything was rescanned.
    private(set) var needsFullRescan = false
    /// Problems to report, each once.
    private(set) var errors: [FileWatcherError] = []
    /// Files written to (`IN_MODIFY`) and not closed yet (`IN_CLOSE_WRITE`).
    private var beingWritten: Set<String> = []
    private var firstEvent: Instant?
    private var lastEvent: Instant?
    /// Whether files were touched since `takeSettledPaths` last returned them.
    private var touchedSinceSettled = false
    /// Files created (`IN_CREATE`) and not closed since: most are about to be written, so
    /// they are not announced as settled. Unlike `beingWritten`, they do not hold the
    /// batch back: a symlink or a hard link is created and never closed.
    private var createdNotClosed: Set<String> = []

    /// Records an event on the file at `path`.
    mutating func touch(_ path: String, at now: Instant) {
        touched.insert(path)
        touchedSinceSettled = true
        noteEvent(at: now)
    }

    /// The touched files, once per round of events, when the events so far leave no file
    /// half-written (or just created) and nothing needs a rescan: what the batch will most
    /// likely hold unless more events come before it is due. Nil otherwise.
    mutating func takeSettledPaths() -> Set<String>? {
        guard touchedSinceSettled, beingWritten.isEmpty, createdNotClosed.isEmpty, !needsFullRescan else { return nil }
        touchedSinceSettled = false
        return touched
    }

    /// Records that the file at `path` is being written to.
    mutating func beginWriting(_ path: String) {
        beingWritten.insert(path)
    }

    /// Records that the file at `path` was created, and may be written next.
    mutating func noteCreated(_ path: String) {
        createdNotClosed.insert(path)
    }

    /// Records that the file at `path` was closed, deleted or moved away.
    mutating func endWriting(_ path: String) {
        beingWritten.remove(path)
        createdNotClosed.remove(path)
    }

    /// Records that every file inside `folder` is gone.
    mutating func endWriting(inside folder: String) {
        beingWritten = beingWritten.filter { !PathName.isInside($0, folder) }
        createdNotClosed = createdNotClosed.filter { !PathName.isInside($0, folder) }
    }

    /// Records that events were lost and the folders were rescanned.
    mutating func requireFullRescan(at now: Instant) {
        needsFullRescan = true
        noteEvent(at: now)
    }

    /// Records a problem; one already recorded is not repeated, nor is running out of
    /// watches (every folder after the first would fail the same way).
    mutating func record(_ error: FileWatcherError, at now: Instant) {
        let repeated = errors.contains { known in
            if case .watchLimitReached = known, case .watchLimitReached = error { return true }
            return known == error
        }
        if !repeated { errors.append(error) }
        noteEvent(at: now)
    }

    /// When the batch is due under `policy`; nil when nothing is pending.
    func deadline(_ policy: DebouncePolicy) -> Instant? {
        guard let firstEvent, let lastEvent else { return nil }
        let latest = firstEvent + policy.maximumDelay
        guard beingWritten.isEmpty else { return latest }
        return min(lastEvent + policy.quietPeriod, latest)
    }

    /// Everything pending, leaving nothing pending.
    mutating func take() -> PendingChanges {
        defer { self = PendingChanges() }
        return self
    }

    private mutating func noteEvent(at now: Instant) {
        if firstEvent == nil { firstEvent = now }
        lastEvent = now
    }
}
