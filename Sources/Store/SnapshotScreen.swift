import ViewTree

/// What a document's screen showed after a stored run: the run's render, or, when it
/// failed, the render it left in place under its error; and what the run changed.
public struct SnapshotScreen: Sendable {
    /// The snapshot.
    public var id: Int64
    /// Its document.
    public var document: String
    /// Whether the run failed.
    public var isCrash: Bool
    /// The render the screen showed: the run's own, or for a run that rendered nothing the
    /// document's last render before it; `nil` when there was none.
    public var tree: Document?
    /// The snapshot that rendered `tree`.
    public var treeSnapshot: Int64?
    /// The state after that snapshot, which its controls showed; `nil` for a VML document.
    public var state: JSONValue?
    /// What the run changed against the render before it; `nil` when it rendered nothing
    /// or rendered the document for the first time in the store.
    public var changes: TreeDiff?
    /// The run's diagnostics.
    public var diagnostics: [Diagnostic]
    /// The run's runtime failure, with its stack.
    public var failure: RuntimeFailure?

    /// Creates a screen.
    public init(
        id: Int64, document: String, isCrash: Bool, tree: Document?, treeSnapshot: Int64?, state: JSONValue?,
        changes: TreeDiff?, diagnostics: [Diagnostic], failure: RuntimeFailure?
    ) {
        self.id = id
        self.document = document
        self.isCrash = isCrash
        self.tree = tree
        self.treeSnapshot = treeSnapshot
        self.state = state
        self.changes = changes
        self.diagnostics = diagnostics
        self.failure = failure
    }

    /// The ids of the nodes to outline: those the run added (each subtree's root), moved
    /// or changed, in the tree's order.
    public var changedNodeIDs: [String] {
        guard let changes else { return [] }
        var seen: Set<String> = []
        return (changes.added.map(\.id) + changes.moved.map(\.id) + changes.changed.map(\.id)).filter { seen.insert($0).inserted }
    }

    /// The screen as JSON: `{"id", "document", "isCrash", "treeSnapshot", "tree", "changed",
    /// "diff", "state", "diagnostics", "failure"}`: `tree` the IR document (docs/ir.md) or
    /// null, `changed` the ids of `changedNodeIDs`, `diff` the tree diff or null.
    public var jsonValue: JSONValue {
        .object([
            "id": .int(Int(id)), "document": .string(document), "isCrash": .bool(isCrash),
            "treeSnapshot": treeSnapshot.map { .int(Int($0)) } ?? .null, "tree": tree?.jsonValue ?? .null,
            "changed": .array(changedNodeIDs.map { .string($0) }), "diff": changes?.jsonValue ?? .null, "state": state ?? .null,
            "diagnostics": .array(diagnostics.map(\.jsonValue)), "failure": failure?.jsonValue ?? .null,
        ])
    }
}
