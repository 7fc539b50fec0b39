/// What a stored blob holds; the `kind` column of the `blobs` table (docs/store.md).
enum BlobKind: String, Sendable, CaseIterable {
    /// A source file's text, UTF-8.
    case source
    /// An IR document: its canonical JSON with `root` replaced by
    /// `{"sources": HASH, "tree": HASH}`, the hashes of its `ir-sources` and root `ir-node`.
    case irDocument = "ir-document"
    /// An IR node: its canonical JSON with every child and slot node replaced by its hash,
    /// and `source` by `null`.
    case irNode = "ir-node"
    /// The `source` of every node of a tree, in visiting order (children, then slots by
    /// name): a JSON array of source objects and `null`s.
    case irSources = "ir-sources"
    /// A state value: its canonical JSON.
    case state
    /// A large state object stored member by member: canonical JSON mapping each key to
    /// `{"inline": VALUE}` or `{"blob": HASH}` (the member's own `state`/`state-object` blob).
    case stateObject = "state-object"

    /// Hashed before the bytes, so that the same bytes under two kinds get two addresses.
    var hashPrefix: [UInt8] { Array(rawValue.utf8) + [0] }
}
