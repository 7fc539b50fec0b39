import ViewTree

/// A stored subtree as read: the node with its whole subtree (without source locations,
/// which are stored apart, one list per tree), and what the store's queries ask of it
/// again and again, worked out once per distinct subtree.
struct DecodedSubtree: Sendable {
    /// The node and everything below it.
    var node: Node
    /// The hashes of its children's subtrees, in order.
    var children: [ContentHash]
    /// The hashes of its slots' subtrees, by slot.
    var slots: [String: [ContentHash]]
    /// How many nodes it holds, itself included.
    var size: Int
    /// For each tap action in it, the first view (in visiting order) that has it.
    var taps: [String: TimelineEntry.TappedView]
}

/// Stored subtrees already read, by the hash of their `ir-node` blob.
///
/// Reading a tree looks each node up here before reading its blob. Consecutive snapshots
/// of a document share every subtree a run did not change, so reading a document's
/// history in order decodes each distinct node once, and comparing two of its trees
/// (`StoredTreeDiff`) only looks below the subtrees that differ.
struct DecodedTrees: Sendable {
    /// Past this many subtrees the cache starts over: a bound on memory (a few tens of
    /// megabytes), far above what one document's recent history holds.
    static let capacity = 100_000

    private var subtrees: [ContentHash: DecodedSubtree] = [:]

    /// The subtree stored under `hash`, when it was read before.
    subscript(hash: ContentHash) -> DecodedSubtree? {
        subtrees[hash]
    }

    /// Remembers a subtree read from its blob.
    mutating func insert(_ subtree: DecodedSubtree, for hash: ContentHash) {
        if subtrees.count >= Self.capacity { subtrees.removeAll(keepingCapacity: true) }
        subtrees[hash] = subtree
    }
}
