import ViewTree

/// IR subtrees already read, by the hash of their `ir-node` blob, without their source
/// locations (those are stored apart, one list per tree).
///
/// Reading a tree looks each node up here before reading its blob. Consecutive snapshots
/// of a document share every subtree a run did not change, so reading a document's
/// history in order decodes each distinct node once, and the screen after a run is read in
/// the time its changed nodes take, not its whole tree's.
struct DecodedTrees: Sendable {
    /// Past this many subtrees the cache starts over: a bound on memory (a few tens of
    /// megabytes), far above what one document's recent history holds.
    static let capacity = 100_000

    private var nodes: [ContentHash: Node] = [:]

    /// The subtree stored under `hash`, when it was read before.
    subscript(hash: ContentHash) -> Node? {
        nodes[hash]
    }

    /// Remembers a subtree read from its blob.
    mutating func insert(_ node: Node, for hash: ContentHash) {
        if nodes.count >= Self.capacity { nodes.removeAll(keepingCapacity: true) }
        nodes[hash] = node
    }
}
