/// What a stored blob holds; the `kind` column of the `blobs` table (docs/store.md).
enum BlobKind: String, Sendable, CaseIterable {
    /// A source file's text, UTF-8.
    case source
    /// An IR document: its canonical JSON with `root` replaced by
    /// `{"sources": HASH, "tree": HASH}`, the hashes of its `ir-sources` and root `ir-node`.
    case irDocument = "ir-document"
    /// An IR node: its canonical JSON with every child and slot node replaced by its hash
    /// (a long child list by its runs), and `source` by `null`.
    case irNode = "ir-node"
    /// A run of a long child list: a node with more than 64 children writes `children` as
    /// `{"runs": [HASH...]}`, each run one of these, `[CHILD HASH...]` (see `ChildRuns`).
    case irChildren = "ir-children"
    /// The `source` of every node of a tree, in visiting order (children, then slots by
    /// name): `{"files": [NAME...], "locations": [[FILE, LINE, COLUMN(, COMPONENT)] or null...]}`.
    case irSources = "ir-sources"
    /// A state value: its canonical JSON.
    case state
    /// A large state object stored member by member: canonical JSON mapping each key to
    /// `{"inline": VALUE}` or `{"blob": HASH}` (the member's own `state`/`state-object` blob).
    case stateObject = "state-object"
    /// A long state array stored in runs of 32 elements: `{"runs": [HASH...]}`, each run a
    /// `state` blob holding an array (or a `state-array` of its own).
    case stateArray = "state-array"

    /// Hashed before the bytes, so that the same bytes under two kinds get two addresses.
    var hashPrefix: [UInt8] { Array(rawValue.utf8) + [0] }
}
