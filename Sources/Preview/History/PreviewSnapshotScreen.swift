import ViewTree

/// What a document's screen showed after a stored run, for the page to show read-only.
public struct PreviewSnapshotScreen: Sendable, Hashable {
    /// The snapshot.
    public var snapshot: Int64
    /// The render the screen showed: the run's own, or for a failed run the render it
    /// left in place; `nil` when there was none.
    public var document: Document?
    /// The snapshot that rendered `document` (the run's own, or an earlier one).
    public var treeSnapshot: Int64?
    /// The value at each state path the render refers to, as they were then.
    public var stateValues: [String: JSONValue]
    /// The nodes the run added, moved or changed, outlined on the page.
    public var changedNodeIDs: [String]
    /// Why the run failed; `nil` when it succeeded.
    public var failure: PreviewFailure?
    /// Whether the live app can be taken back to the state this run left ("Go to"): a
    /// script app's run can, a VML document (which has no state) cannot.
    public var isRestorable: Bool

    /// Creates a screen.
    public init(
        snapshot: Int64, document: Document?, treeSnapshot: Int64?, stateValues: [String: JSONValue] = [:],
        changedNodeIDs: [String] = [], failure: PreviewFailure? = nil, isRestorable: Bool
    ) {
        self.snapshot = snapshot
        self.document = document
        self.treeSnapshot = treeSnapshot
        self.stateValues = stateValues
        self.changedNodeIDs = changedNodeIDs
        self.failure = failure
        self.isRestorable = isRestorable
    }
}
