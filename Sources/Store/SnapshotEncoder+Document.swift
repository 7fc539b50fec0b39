import ViewTree

// The IR: each node a blob that names its children by hash, compared with the last tree
// stored for the document so that only changed nodes and their ancestors cost anything.
extension SnapshotEncoder {
    /// A node of the last tree stored for a document, with its subtree's hash. The tree of
    /// these mirrors the document, so the next tree is compared position by position
    /// (falling back to ids among siblings) without hashing a single id.
    final class HashedNode {
        /// The node's id, apart so that matching siblings does not copy the node.
        let id: String
        /// The node as last seen, exactly the last tree's node at this place (its source
        /// and its children's storage included: `isSameValue` relies on it). Kept in
        /// memory of its own and compared through pointers: a class's stored struct is
        /// copied (a dozen retains and releases) to call a method on it, on every node of
        /// every snapshot.
        let node: UnsafeMutablePointer<Node>
        let hash: ContentHash
        /// The length of the subtree's canonical JSON with every `source` written `null`.
        let length: Int
        /// Its children, then its slot nodes by slot name: the order of writeNode's
        /// calls to writeChild.
        let contents: [HashedNode]
        /// The runs its children are stored in; empty when its blob lists them one by one.
        let runs: [ChildRun]
        /// The nodes in the subtree, itself included: how many source locations it has.
        let size: Int
        /// The encoder's `knowledgeEpoch` when the node's blob was last known to be stored
        /// or staged.
        var knownEpoch = -1

        /// Whether `other` is stored as the same bytes as this node, given the same children.
        func hasSameOwnContent(as other: UnsafePointer<Node>) -> Bool {
            Node.haveSameOwnContent(node, other)
        }

        /// Whether `other` is the very node stored, subtree and source locations included.
        func isSameValue(as other: UnsafePointer<Node>) -> Bool {
            Node.shareStorage(node, other)
        }

        /// The last tree holds `other` here: same content, but not the same value (another
        /// source location, or the same children built anew).
        func remember(_ other: UnsafePointer<Node>) {
            node.pointee = other.pointee
        }

        init(node: Node, hash: ContentHash, length: Int, contents: [HashedNode], runs: [ChildRun], size: Int) {
            self.id = node.id
            self.node = .allocate(capacity: 1)
            self.node.initialize(to: node)
            self.hash = hash
            self.length = length
            self.contents = contents
            self.runs = runs
            self.size = size
        }

        deinit {
            node.deinitialize(count: 1)
            node.deallocate()
        }
    }

    mutating func encodeDocument(
        _ document: Document, name: String, blobs: inout [PendingBlob]
    ) -> (ContentHash, Int) {
        // The two are forgotten together: the encoder reads a subtree's locations from the
        // last list by the subtree's position in the last tree.
        if lastTrees.count >= 64 {
            lastTrees.removeAll()
            lastSources.removeAll()
        }
        var locations = LocationRecorder(last: lastSources[name]?.locations ?? [])
        let root = document.root
        let tree = withUnsafePointer(to: root) { encodeNode($0, previous: lastTrees[name], at: 0, locations: &locations, blobs: &blobs) }
        lastTrees[name] = tree
        let sources = encodeSources(locations, name: name, blobs: &blobs)

        var bytes: [UInt8] = []
        bytes.reserveCapacity(256)
        var placeholderLength = 0
        IRJSONEncoder.writeDocument(document, into: &bytes) { _, output in
            let start = output.count
            output.append(contentsOf: #"{"sources":"#.utf8)
            sources.hash.appendQuotedHex(to: &output)
            output.append(contentsOf: #","tree":"#.utf8)
            tree.hash.appendQuotedHex(to: &output)
            output.append(UInt8(ascii: "}"))
            placeholderLength = output.count - start
        }
        let hash = ContentHash.of(kind: .irDocument, bytes: bytes)
        if !isKnown(hash) {
            emit(
                PendingBlob(kind: .irDocument, raw: bytes, hash: hash, references: [tree.hash, sources.hash], compressor: compressor),
                into: &blobs)
        }
        // Every node's `source` was counted as `null` (4 bytes) in the tree's length.
        let length = bytes.count - placeholderLength + tree.length - 4 * sources.locations.count + sources.length
        return (hash, length)
    }

    /// The subtree's hashed form: `previous` itself when nothing in the subtree changed.
    /// `previousIndex` is `previous`'s position in the last tree's visiting order.
    ///
    /// Nodes are reached through pointers into their parents' arrays: passing a node read
    /// out of an array copies it (a dozen retains and releases), which measured as a
    /// quarter of the cost of visiting an unchanged node.
    mutating func encodeNode(
        _ node: UnsafePointer<Node>, previous: HashedNode?, at previousIndex: Int, locations: inout LocationRecorder,
        blobs: inout [PendingBlob]
    ) -> HashedNode {
        // The very value stored last time, its blobs all known stored: nothing below it can
        // differ, so it is not visited (the database holding a node holds its descendants,
        // and a node is known in this epoch only once its descendants are).
        if let previous, previous.knownEpoch == knowledgeEpoch, previous.isSameValue(as: node),
            locations.repeatLast(from: previousIndex, count: previous.size)
        {
            return previous
        }
        locations.record(node)
        var unchanged = false
        if let previous { unchanged = previous.hasSameOwnContent(as: node) }
        let earlier = previous?.contents ?? []
        // The children's hashed forms, made only once one of them is not the very one
        // `previous` has: an unchanged subtree allocates nothing.
        var contents: [HashedNode]?
        var length = 0
        var size = 1
        var index = 0
        if !node.pointee.children.isEmpty || !node.pointee.slots.isEmpty {
            var matcher = CounterpartMatcher(earlier: earlier, parentIndex: previousIndex)
            func visit(_ nodes: [Node], encoder: inout SnapshotEncoder) {
                nodes.withUnsafeBufferPointer { buffer in
                    guard let first = buffer.baseAddress else { return }
                    for position in buffer.indices {
                        let child = first + position
                        let counterpart = matcher.counterpart(of: child.pointee.id, at: index)
                        let hashed = encoder.encodeNode(
                            child, previous: counterpart?.node, at: counterpart?.index ?? 0,
                            locations: &locations, blobs: &blobs)
                        let isEarlier = index < earlier.count && earlier[index] === hashed
                        if unchanged, !isEarlier, !(index < earlier.count && earlier[index].hash == hashed.hash) { unchanged = false }
                        if contents == nil, !isEarlier {
                            var made = Array(earlier.prefix(index))
                            made.reserveCapacity(node.pointee.children.count)
                            contents = made
                        }
                        contents?.append(hashed)
                        length += hashed.length
                        size += hashed.size
                        index += 1
                    }
                }
            }
            visit(node.pointee.children, encoder: &self)
            if !node.pointee.slots.isEmpty {
                for name in JSONBytes.sortedKeys(node.pointee.slots.keys) { visit(node.pointee.slots[name]!, encoder: &self) }
            }
        }
        // Every child visited was `previous`'s own: the same list, when as long.
        let sameChildren = contents == nil && index == earlier.count
        if unchanged, let previous, sameChildren || contents?.count == previous.contents.count {
            if previous.knownEpoch != knowledgeEpoch {
                if !isKnown(previous.hash) {
                    let blob = nodeBlob(node, childHashes: previous.contents.map(\.hash), previous: previous, blobs: &blobs)
                    emit(
                        PendingBlob(kind: .irNode, raw: blob.bytes, hash: previous.hash, references: blob.references, compressor: compressor),
                        into: &blobs)
                }
                previous.knownEpoch = knowledgeEpoch
            }
            previous.remember(node)
            return previous
        }
        let children = contents ?? (index == earlier.count ? earlier : Array(earlier.prefix(index)))

        let childHashes = children.map(\.hash)
        let blob = nodeBlob(node, childHashes: childHashes, previous: previous, blobs: &blobs)
        let hash = ContentHash.of(kind: .irNode, bytes: blob.bytes)
        if !isKnown(hash) {
            emit(
                PendingBlob(kind: .irNode, raw: blob.bytes, hash: hash, references: blob.references, compressor: compressor),
                into: &blobs)
        }
        // What the node adds to the IR's bytes besides its children's subtrees: the blob
        // without the references, with the run list in place of a child list.
        var ownLength = blob.bytes.count - childHashes.count * ContentHash.quotedHexLength
        if !blob.runs.isEmpty {
            let childCount = node.pointee.children.count
            ownLength += childCount * ContentHash.quotedHexLength - ChildRuns.runListLength(blob.runs.count) + 1 + childCount
        }
        let hashed = HashedNode(
            node: node.pointee, hash: hash, length: ownLength + length, contents: children, runs: blob.runs, size: size)
        hashed.knownEpoch = knowledgeEpoch
        return hashed
    }

    /// Finds a child's former self among the previous tree's children, and its position in
    /// the last tree's visiting order: at the same position when its id is there (the usual
    /// case), else by id (siblings inserted or moved).
    struct CounterpartMatcher {
        let earlier: [HashedNode]
        /// Where the parent was in the last tree's visiting order.
        let parentIndex: Int
        /// Positions by id, made the first time a child is not where its former self was.
        var byID: [String: Int]?
        /// Which of `earlier` a child has been matched with, from then on (every one before
        /// was matched by position): siblings with the same id must not share a former
        /// self, whose locations are at one place in the last tree.
        var claimed: [Bool] = []
        var firstUnmatched = 0
        /// Where each of `earlier` was in the last tree's visiting order, made with `byID`.
        var starts: [Int]?
        /// Until then, children are asked for in order: `earlier[scanned]` was at `scannedStart`.
        var scanned = 0
        var scannedStart: Int

        init(earlier: [HashedNode], parentIndex: Int) {
            self.earlier = earlier
            self.parentIndex = parentIndex
            scannedStart = parentIndex + 1
        }

        mutating func counterpart(of id: String, at index: Int) -> (node: HashedNode, index: Int)? {
            if index < earlier.count, earlier[index].id == id, byID == nil || !claimed[index] {
                if byID != nil { claimed[index] = true }
                return (earlier[index], start(of: index))
            }
            if earlier.isEmpty { return nil }
            if byID == nil {
                claimed = Array(repeating: false, count: earlier.count)
                firstUnmatched = index
                byID = Dictionary(earlier.indices.map { (earlier[$0].id, $0) }, uniquingKeysWith: { first, _ in first })
                var starts: [Int] = []
                starts.reserveCapacity(earlier.count)
                var next = parentIndex + 1
                for node in earlier {
                    starts.append(next)
                    next += node.size
                }
                self.starts = starts
            }
            guard let position = byID![id], position >= firstUnmatched, !claimed[position] else { return nil }
            claimed[position] = true
            return (earlier[position], start(of: position))
        }

        mutating func start(of position: Int) -> Int {
            if let starts { return starts[position] }
            while scanned < position {
                scannedStart += earlier[scanned].size
                scanned += 1
            }
            return scannedStart
        }
    }

    /// The node's canonical JSON with each child and slot node replaced by its hash and its
    /// source location by `null` (locations are stored apart, see `encodeSources`).
    /// With `runs`, its children are written as `{"runs": [HASH...]}` (see `ChildRuns`).
    static func nodeBytes(_ node: Node, childHashes: [ContentHash], runs: [ChildRun] = []) -> [UInt8] {
        var bytes: [UInt8] = []
        var sourceless = node
        sourceless.source = nil
        if runs.isEmpty {
            bytes.reserveCapacity(256 + childHashes.count * ContentHash.quotedHexLength)
            var next = 0
            IRJSONEncoder.writeNode(sourceless, into: &bytes) { _, output in
                childHashes[next].appendQuotedHex(to: &output)
                next += 1
            }
            return bytes
        }
        bytes.reserveCapacity(256 + (runs.count + childHashes.count - node.children.count) * ContentHash.quotedHexLength)
        var next = node.children.count
        IRJSONEncoder.writeNode(
            sourceless, into: &bytes,
            writeChildren: { output in ChildRuns.appendRunList(runs, to: &output) },
            writeChild: { _, output in
                childHashes[next].appendQuotedHex(to: &output)
                next += 1
            })
        return bytes
    }

    /// A node's blob: its bytes, the runs its children are stored in (written as needed)
    /// and what it refers to (its children or their runs, then its slot nodes).
    mutating func nodeBlob(
        _ node: UnsafePointer<Node>, childHashes: [ContentHash], previous: HashedNode?, blobs: inout [PendingBlob]
    ) -> (bytes: [UInt8], runs: [ChildRun], references: [ContentHash]) {
        let childCount = node.pointee.children.count
        let runs = storeChildRuns(childHashes[..<childCount], previous: previous, blobs: &blobs)
        let references = runs.isEmpty ? childHashes : runs.map(\.hash) + childHashes[childCount...]
        return (Self.nodeBytes(node.pointee, childHashes: childHashes, runs: runs), runs, references)
    }

    /// The runs a long child list is stored in (none for a list of up to
    /// `ChildRuns.threshold`), each written unless the database holds it. A run the
    /// previous node had, over the same children, keeps its hash without being hashed again.
    mutating func storeChildRuns(
        _ hashes: ArraySlice<ContentHash>, previous: HashedNode?, blobs: inout [PendingBlob]
    ) -> [ChildRun] {
        guard hashes.count > ChildRuns.threshold else { return [] }
        let earlierRuns = previous?.runs ?? []
        let earlierContents = previous?.contents ?? []
        var runs: [ChildRun] = []
        var start = hashes.startIndex
        // The earlier run under consideration, and where it starts.
        var cursor = 0
        var earlierStart = 0
        for end in ChildRuns.ends(of: hashes) {
            while cursor < earlierRuns.count, earlierStart < start {
                earlierStart = earlierRuns[cursor].end
                cursor += 1
            }
            var hash: ContentHash?
            if cursor < earlierRuns.count, earlierStart == start, earlierRuns[cursor].end == end,
                (start..<end).allSatisfy({ earlierContents[$0].hash == hashes[$0] })
            {
                hash = earlierRuns[cursor].hash
            }
            var bytes: [UInt8]?
            if hash == nil {
                bytes = ChildRuns.bytes(of: hashes[start..<end])
                hash = ContentHash.of(kind: .irChildren, bytes: bytes!)
            }
            if !isKnown(hash!) {
                emit(
                    PendingBlob(
                        kind: .irChildren, raw: bytes ?? ChildRuns.bytes(of: hashes[start..<end]), hash: hash!,
                        references: Array(hashes[start..<end]), compressor: compressor),
                    into: &blobs)
            }
            runs.append(ChildRun(end: end, hash: hash!))
            start = end
        }
        return runs
    }
}
