import ViewTree

/// The diff between two stored trees, equal to `TreeDiff(from:to:)` on the whole trees,
/// worked out from the parts where they differ.
///
/// Two subtrees with the same hash are the same nodes, ids and all: nothing in them is
/// added, removed, changed or moved relative to the rest of them. So the trees are walked
/// from their roots together, only below subtrees whose hash the other tree does not also
/// hold; every subtree both hold is cut down to its root (which may still have moved),
/// and the diff of the two small trees left is the diff of the whole ones, once the sizes
/// of the subtrees added and removed are taken from the whole trees. A run that changed
/// one row of a 1,000-node list compares a few dozen nodes rather than two thousand.
///
/// (Ids repeated within one tree, which `TreeDiff` resolves by taking the first, are the
/// one case where the two may differ.)
enum StoredTreeDiff {
    /// The diff from the tree stored as `old` to the one stored as `new` (hashes of their
    /// root `ir-node` blobs).
    static func diff(from old: ContentHash, to new: ContentHash, reader: BlobReader, trees: inout DecodedTrees) throws -> TreeDiff {
        if old == new { return TreeDiff() }
        let shared = try sharedSubtrees(old, new, reader: reader, trees: &trees)
        var oldSizes: [String: Int] = [:]
        var newSizes: [String: Int] = [:]
        let before = try cut(old, keeping: shared, sizes: &oldSizes, reader: reader, trees: &trees)
        let after = try cut(new, keeping: shared, sizes: &newSizes, reader: reader, trees: &trees)
        var diff = TreeDiff(from: before, to: after)
        for index in diff.added.indices { diff.added[index].size = newSizes[diff.added[index].id] ?? diff.added[index].size }
        for index in diff.removed.indices { diff.removed[index].size = oldSizes[diff.removed[index].id] ?? diff.removed[index].size }
        return diff
    }

    /// The hashes of subtrees both trees hold, found by reading each tree down from its
    /// root only where the other tree has not (yet) shown the same subtree.
    private static func sharedSubtrees(_ old: ContentHash, _ new: ContentHash, reader: BlobReader, trees: inout DecodedTrees) throws -> Set<ContentHash> {
        var seen: (old: Set<ContentHash>, new: Set<ContentHash>) = ([old], [new])
        var level: (old: [ContentHash], new: [ContentHash]) = ([old], [new])
        while !level.old.isEmpty || !level.new.isEmpty {
            var next: (old: [ContentHash], new: [ContentHash]) = ([], [])
            for hash in level.old where !seen.new.contains(hash) {
                for part in try parts(of: hash, reader: reader, trees: &trees) where seen.old.insert(part).inserted { next.old.append(part) }
            }
            for hash in level.new where !seen.old.contains(hash) {
                for part in try parts(of: hash, reader: reader, trees: &trees) where seen.new.insert(part).inserted { next.new.append(part) }
            }
            level = next
        }
        return seen.old.intersection(seen.new)
    }

    private static func parts(of hash: ContentHash, reader: BlobReader, trees: inout DecodedTrees) throws -> [ContentHash] {
        let subtree = try reader.subtree(hash, trees: &trees)
        return subtree.children + subtree.slots.values.joined()
    }

    /// The tree with every subtree in `shared` cut down to its root, and the whole size of
    /// each subtree it keeps, by id.
    private static func cut(
        _ hash: ContentHash, keeping shared: Set<ContentHash>, sizes: inout [String: Int], reader: BlobReader, trees: inout DecodedTrees
    ) throws -> Node {
        let subtree = try reader.subtree(hash, trees: &trees)
        var node = subtree.node
        sizes[node.id] = subtree.size
        if shared.contains(hash) {
            node.children = []
            node.slots = [:]
            return node
        }
        node.children = try subtree.children.map { try cut($0, keeping: shared, sizes: &sizes, reader: reader, trees: &trees) }
        for (name, parts) in subtree.slots {
            node.slots[name] = try parts.map { try cut($0, keeping: shared, sizes: &sizes, reader: reader, trees: &trees) }
        }
        return node
    }
}
