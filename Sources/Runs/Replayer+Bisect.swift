import Store

extension Replayer {
    /// Where a crash came from: the last stored program, before the crash's own, on which
    /// the crash's state and event do not fail, and the first one after it that does.
    public struct BisectResult: Sendable {
        /// The last program that did not fail, with the id of its first snapshot; nil
        /// when every earlier program fails too.
        public var lastGood: StoredProgram?
        /// The first program that fails.
        public var firstBad: StoredProgram
        /// How the failure shows on the first bad program.
        public var failure: ReplayOutcome
        /// The source change from the last good program to the first bad one.
        public var changes: [SourceChange]
        /// How many programs were run.
        public var programsTried: Int
    }

    /// Replays the crash's state and event on each earlier program, newest first, until one
    /// passes. Fresh random and clock results are used: another program may ask for them
    /// in another order.
    public func bisect(_ crash: StoredSnapshot, programs: [StoredProgram]) -> BisectResult? {
        guard crash.snapshot.isCrash, let own = programs.last(where: { $0.hash == crash.programHash }) else { return nil }
        var firstBad = own
        var failure = rerun(crash.snapshot, freshNondeterminism: true)
        var tried = 1
        for program in programs.reversed() where program.firstSnapshotID < own.firstSnapshotID {
            var candidate = crash.snapshot
            candidate.program = program.files
            let outcome = rerun(candidate, freshNondeterminism: true)
            tried += 1
            if outcome.failure == nil && !outcome.diagnostics.contains(where: { $0.severity == .error }) {
                return BisectResult(
                    lastGood: program, firstBad: firstBad, failure: failure,
                    changes: SourceChange.between(program.files, firstBad.files), programsTried: tried)
            }
            firstBad = program
            failure = outcome
        }
        return BisectResult(lastGood: nil, firstBad: firstBad, failure: failure, changes: [], programsTried: tried)
    }
}
