import Store
import ViewTree

/// One run of a document as the workspace announces it: what ran, why, on which files,
/// how long it took, and what came of it. The socket's events, the preview's updates and
/// the log line are all made from it.
public struct RunReport: Sendable {
    /// What came of a run.
    public enum Outcome: Sendable {
        /// The document rendered `tree`; `diff` is from the last tree that rendered, and
        /// `isFirst` marks the document's first render (everything in it is new).
        case rendered(tree: Document, diff: TreeDiff, isFirst: Bool)
        /// The run failed (compile or conversion errors, or a runtime failure); the last
        /// good tree stays.
        case failed(diagnostics: [Diagnostic], failure: RuntimeFailure?)
    }

    /// The document that ran.
    public var document: String
    /// Why it ran.
    public var reason: Snapshot.Reason
    /// The action's name or the bound path of an action or binding run.
    public var detail: String?
    /// The files whose change made it run (relative to the project), or all of the
    /// document's files on a load; empty for a run that no file change caused.
    public var files: [String]
    /// How long the run took.
    public var milliseconds: Double
    /// What came of it.
    public var outcome: Outcome

    /// Whether the document rendered.
    public var rendered: Bool {
        if case .rendered = outcome { return true }
        return false
    }
}
