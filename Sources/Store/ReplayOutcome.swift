import ViewTree

/// What a run produced: the part of a snapshot a replay must reproduce.
public struct ReplayOutcome: Hashable, Sendable {
    /// The view tree, or `nil` when the run produced none.
    public var ir: Document?
    /// The state the run left.
    public var stateAfter: JSONValue?
    /// The problems found before or instead of running.
    public var diagnostics: [Diagnostic]
    /// Why the run failed, if it did.
    public var failure: RuntimeFailure?

    /// Creates an outcome.
    public init(ir: Document?, stateAfter: JSONValue?, diagnostics: [Diagnostic] = [], failure: RuntimeFailure? = nil) {
        self.ir = ir
        self.stateAfter = stateAfter
        self.diagnostics = diagnostics
        self.failure = failure
    }
}

extension Snapshot {
    /// What the stored run produced, to compare with a replay.
    public var outcome: ReplayOutcome {
        ReplayOutcome(ir: ir, stateAfter: stateAfter, diagnostics: diagnostics, failure: failure)
    }
}
