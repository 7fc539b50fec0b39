/// When a burst of file events is over and its batch is due.
///
/// A batch is due once no event came for `quietPeriod`, so that a `git checkout` or an
/// editor's multi-step save becomes one reload. A burst that never pauses (a generator
/// rewriting files in a loop) is still delivered, `maximumDelay` after its first event.
/// While a file that was written to has not been closed yet, only `maximumDelay` applies:
/// a slow writer (VS Code truncates, then writes) is not reloaded half-written.
struct DebouncePolicy: Hashable, Sendable {
    /// How long no event must come before the batch is delivered.
    let quietPeriod: Duration
    /// The longest a batch waits after its first event.
    let maximumDelay: Duration

    /// A policy waiting `quietPeriod`, and at most `maximumDelay` (by default ten quiet
    /// periods, and never less than a second) when events keep coming.
    init(quietPeriod: Duration, maximumDelay: Duration? = nil) {
        let quietPeriod = max(quietPeriod, .zero)
        self.quietPeriod = quietPeriod
        self.maximumDelay = max(maximumDelay ?? max(quietPeriod * 10, .seconds(1)), quietPeriod)
    }
}
