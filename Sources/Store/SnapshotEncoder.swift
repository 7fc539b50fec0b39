import ViewTree

/// A snapshot turned into what the database stores: the hashes its row refers to and the
/// blobs the database does not hold yet.
struct EncodedSnapshot {
    var snapshot: Snapshot
    var programHash: ContentHash
    /// The program's files, to insert; `nil` when the database already holds the program.
    var newProgramFiles: [(path: String, source: ContentHash)]?
    var irHash: ContentHash?
    /// The length of the IR's canonical JSON: what a store without sharing would write.
    var irBytes: Int
    var stateBeforeHash: ContentHash?
    var stateAfterHash: ContentHash?
    /// The length of both states' canonical JSON.
    var stateBytes: Int
    var blobs: [PendingBlob]
}

/// Encodes snapshots into content-addressed blobs, doing as little work as it can.
///
/// A session stores the same tree over and over with a few nodes changed, so the encoder
/// keeps, per document, the last tree it stored with the hash of every subtree. A node whose
/// own content is unchanged and whose children hashed the same as last time has the same
/// hash: it is neither encoded nor hashed again, and when the database is known to hold
/// it, not written either. A node that is the very value stored last time (the runtime
/// hands back last run's node for a subtree that came out the same) is not even visited:
/// its subtree is skipped whole. Only the changed nodes and their ancestors cost anything.
/// Source locations are stored apart from the nodes, one blob per tree, so an edit that
/// shifts lines changes that blob only. Source files (by path) and states (the last few
/// seen) are remembered the same way.
///
/// What the database holds is tracked in `stored`, filled only after a commit and emptied
/// when a prune (in this process or another) may have deleted blobs.
struct SnapshotEncoder {
    /// A state object whose canonical JSON is longer than this is stored member by member,
    /// so that changing one member does not store the others again.
    static let stateSplitThreshold = 2048
    /// Members of a split object shorter than this stay inline in the object's blob.
    static let stateInlineLimit = 256
    /// How many recent states are remembered with their hashes.
    static let recentStateCount = 4
    /// An array longer than this is stored in runs of this many elements.
    static let stateChunkSize = 32

    private struct StateEntry {
        var value: JSONValue
        var hash: ContentHash
        var rawLength: Int
    }

    /// Blob and program hashes the database holds.
    private var stored: Set<ContentHash> = []
    /// Hashes the transaction under way writes; they join `stored` on commit.
    private var staged: Set<ContentHash> = []
    /// Changes whenever what `stored` and `staged` say may no longer hold (a rollback, a
    /// prune): a tree node found known in the current epoch is known without looking it
    /// up, which saves two set lookups for each unchanged node of every snapshot.
    private var knowledgeEpoch = 0
    private var lastTrees: [String: HashedNode] = [:]
    private var lastSources: [String: SourceTable] = [:]
    private var sources: [String: (text: String, hash: ContentHash)] = [:]
    private var recentStates: [StateEntry] = []
    /// The parts of states stored apart, by their path in the state.
    private var stateParts: [String: StateEntry] = [:]
    private let compressor = BlobCompressor()

    init() {}

    /// The transaction that wrote the staged blobs committed.
    mutating func commit() {
        stored.formUnion(staged)
        staged.removeAll()
        // A bound on memory for very long sessions; forgetting only costs redundant writes.
        if stored.count > 2_000_000 {
            stored.removeAll()
            knowledgeEpoch += 1
        }
    }

    /// The transaction that wrote the staged blobs rolled back.
    mutating func rollback() {
        staged.removeAll()
        knowledgeEpoch += 1
    }

    /// Blobs may have been deleted: trust nothing about what the database holds. The
    /// hashes themselves stay valid, they depend on content only.
    mutating func forgetStoredBlobs() {
        stored.removeAll()
        staged.removeAll()
        knowledgeEpoch += 1
    }

    private func isKnown(_ hash: ContentHash) -> Bool {
        stored.contains(hash) || staged.contains(hash)
    }

    private mutating func emit(_ blob: PendingBlob, into blobs: inout [PendingBlob]) {
        staged.insert(blob.hash)
        blobs.append(blob)
    }

    mutating func encode(_ snapshot: Snapshot) -> EncodedSnapshot {
        var blobs: [PendingBlob] = []
        let (programHash, newFiles) = encodeProgram(snapshot.program, blobs: &blobs)
        var irHash: ContentHash?
        var irBytes = 0
        if let document = snapshot.ir {
            (irHash, irBytes) = encodeDocument(document, name: snapshot.document, blobs: &blobs)
        }
        var stateBytes = 0
        var stateBeforeHash: ContentHash?
        var stateAfterHash: ContentHash?
        if let state = snapshot.stateBefore {
            let (hash, length) = encodeState(state, blobs: &blobs)
            stateBeforeHash = hash
            stateBytes += length
        }
        if let state = snapshot.stateAfter {
            let (hash, length) = encodeState(state, blobs: &blobs)
            stateAfterHash = hash
            stateBytes += length
        }
        return EncodedSnapshot(
            snapshot: snapshot, programHash: programHash, newProgramFiles: newFiles, irHash: irHash, irBytes: irBytes,
            stateBeforeHash: stateBeforeHash, stateAfterHash: stateAfterHash, stateBytes: stateBytes, blobs: blobs)
    }

    // MARK: Programs

    /// The program's address: the hash of its manifest, `[[path, source hash], ...]`.
    static let programDomain = Array("program".utf8) + [0]

    static func programHash(of files: [(path: String, source: ContentHash)]) -> ContentHash {
        var manifest: [UInt8] = [UInt8(ascii: "[")]
        for (index, file) in files.enumerated() {
            if index > 0 { manifest.append(UInt8(ascii: ",")) }
            manifest.append(UInt8(ascii: "["))
            JSONBytes.appendString(file.path, to: &manifest)
            manifest.append(UInt8(ascii: ","))
            file.source.appendQuotedHex(to: &manifest)
            manifest.append(UInt8(ascii: "]"))
        }
        manifest.append(UInt8(ascii: "]"))
        return ContentHash.of(domain: programDomain, bytes: manifest)
    }

    private mutating func encodeProgram(
        _ program: [ProgramFile], blobs: inout [PendingBlob]
    ) -> (ContentHash, [(path: String, source: ContentHash)]?) {
        var files: [(path: String, source: ContentHash)] = []
        files.reserveCapacity(program.count)
        for file in program {
            let hash: ContentHash
            if let cached = sources[file.path], cached.text == file.text {
                hash = cached.hash
                if !isKnown(hash) { emit(PendingBlob(kind: .source, raw: Array(file.text.utf8), hash: hash, compressor: compressor), into: &blobs) }
            } else {
                let bytes = Array(file.text.utf8)
                hash = ContentHash.of(kind: .source, bytes: bytes)
                if sources.count > 10_000 { sources.removeAll() }
                sources[file.path] = (file.text, hash)
                if !isKnown(hash) { emit(PendingBlob(kind: .source, raw: bytes, hash: hash, compressor: compressor), into: &blobs) }
            }
            files.append((file.path, hash))
        }
        let programHash = Self.programHash(of: files)
        if isKnown(programHash) { return (programHash, nil) }
        staged.insert(programHash)
        return (programHash, files)
    }

    // MARK: The IR

    /// A node of the last tree stored for a document, with its subtree's hash. The tree of
    /// these mirrors the document, so the next tree is compared position by position
    /// (falling back to ids among siblings) without hashing a single id.
    private final class HashedNode {
        /// The node's id, apart so that matching siblings does not copy the node.
        let id: String
        /// The node as last seen, exactly the last tree's node at this place (its source
        /// and its children's storage included: `isSameValue` relies on it). Kept in
        /// memory of its own and compared through pointers: a class's stored struct is
        /// copied (a dozen retains and releases) to call a method on it, on every node of
        /// every snapshot.
        private let node: UnsafeMutablePointer<Node>
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

    /// The source locations of the last tree stored for a document.
    private struct SourceTable {
        var locations: [SourceLocation?]
        var hash: ContentHash
        /// The length of the locations' JSON inside the IR: what they add to its bytes.
        var length: Int
    }

    private mutating func encodeDocument(
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
    private mutating func encodeNode(
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
    private struct CounterpartMatcher {
        let earlier: [HashedNode]
        /// Where the parent was in the last tree's visiting order.
        let parentIndex: Int
        /// Positions by id, made the first time a child is not where its former self was.
        private var byID: [String: Int]?
        /// Which of `earlier` a child has been matched with, from then on (every one before
        /// was matched by position): siblings with the same id must not share a former
        /// self, whose locations are at one place in the last tree.
        private var claimed: [Bool] = []
        private var firstUnmatched = 0
        /// Where each of `earlier` was in the last tree's visiting order, made with `byID`.
        private var starts: [Int]?
        /// Until then, children are asked for in order: `earlier[scanned]` was at `scannedStart`.
        private var scanned = 0
        private var scannedStart: Int

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

        private mutating func start(of position: Int) -> Int {
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
    private mutating func nodeBlob(
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
    private mutating func storeChildRuns(
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

    /// A tree's source locations in visiting order, compared with the last tree's as they
    /// come: while they are the same, which they are unless an edit moved lines, nothing is
    /// copied (making the list and comparing it afterwards was 7% of a snapshot).
    private struct LocationRecorder {
        private let last: [SourceLocation?]
        /// How many of `last` the tree has repeated, when it has repeated all so far.
        private var repeated = 0
        /// The tree's locations, from the first that differs from `last` on.
        private var recorded: [SourceLocation?]?

        init(last: [SourceLocation?]) {
            self.last = last
        }

        mutating func record(_ node: UnsafePointer<Node>) {
            if recorded == nil {
                if repeated < last.count, last[repeated] == node.pointee.source {
                    repeated += 1
                    return
                }
                var copy = Array(last.prefix(repeated))
                copy.reserveCapacity(max(64, last.count))
                recorded = copy
            }
            recorded!.append(node.pointee.source)
        }

        /// Records a subtree the last tree had, whose `count` locations are the last list's
        /// from `start` on. False, recording nothing, when the last list does not hold them.
        mutating func repeatLast(from start: Int, count: Int) -> Bool {
            guard start >= 0, start + count <= last.count else { return false }
            if recorded == nil {
                if repeated == start {
                    repeated += count
                    return true
                }
                var copy = Array(last.prefix(repeated))
                copy.reserveCapacity(max(64, last.count))
                recorded = copy
            }
            recorded!.append(contentsOf: last[start..<(start + count)])
            return true
        }

        /// Whether the tree's locations are exactly the last tree's.
        var repeatsLast: Bool { recorded == nil && repeated == last.count }

        /// The tree's locations.
        var locations: [SourceLocation?] { recorded ?? Array(last.prefix(repeated)) }
    }

    /// The tree's source locations in visiting order, as one blob: an edit that inserts a
    /// line shifts the locations of every node below it, and stores this one blob rather
    /// than all of those nodes again.
    ///
    /// The blob is compact, `{"files": [NAME...], "locations": [[FILE, LINE, COLUMN] or
    /// [FILE, LINE, COLUMN, COMPONENT] or null...]}`, FILE an index into `files`: about a
    /// quarter of the locations' JSON in the IR, which matters because a run that adds or
    /// removes a node changes it.
    private mutating func encodeSources(
        _ recorder: LocationRecorder, name: String, blobs: inout [PendingBlob]
    ) -> SourceTable {
        if let last = lastSources[name], recorder.repeatsLast, isKnown(last.hash) { return last }
        let locations = recorder.locations
        var files: [(name: String, quotedLength: Int)] = []
        var fileIndexes: [String: Int] = [:]
        var list: [UInt8] = []
        list.reserveCapacity(locations.count * 14)
        // What the locations add to the IR's canonical JSON: `null`, or
        // `{"column":C,"file":F,"line":L}` with `,"component":N` when there is one.
        var length = 0
        var previousFile = -1
        for (index, location) in locations.enumerated() {
            if index > 0 { list.append(UInt8(ascii: ",")) }
            guard let location else {
                list.append(contentsOf: Array("null".utf8))
                length += 4
                continue
            }
            var file = previousFile
            if file < 0 || files[file].name != location.file {
                if let known = fileIndexes[location.file] {
                    file = known
                } else {
                    var quoted: [UInt8] = []
                    JSONBytes.appendString(location.file, to: &quoted)
                    file = files.count
                    files.append((location.file, quoted.count))
                    fileIndexes[location.file] = file
                }
                previousFile = file
            }
            list.append(UInt8(ascii: "["))
            JSONBytes.appendInteger(file, to: &list)
            list.append(UInt8(ascii: ","))
            var start = list.count
            JSONBytes.appendInteger(location.line, to: &list)
            length += 27 + files[file].quotedLength + list.count - start
            list.append(UInt8(ascii: ","))
            start = list.count
            JSONBytes.appendInteger(location.column, to: &list)
            length += list.count - start
            if let component = location.component {
                list.append(UInt8(ascii: ","))
                start = list.count
                JSONBytes.appendString(component, to: &list)
                length += 13 + list.count - start
            }
            list.append(UInt8(ascii: "]"))
        }
        var bytes: [UInt8] = Array(#"{"files":["#.utf8)
        bytes.reserveCapacity(list.count + 64)
        for (index, file) in files.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            JSONBytes.appendString(file.name, to: &bytes)
        }
        bytes.append(contentsOf: Array(#"],"locations":["#.utf8))
        bytes.append(contentsOf: list)
        bytes.append(contentsOf: Array("]}".utf8))
        let hash = ContentHash.of(kind: .irSources, bytes: bytes)
        if !isKnown(hash) { emit(PendingBlob(kind: .irSources, raw: bytes, hash: hash, compressor: compressor), into: &blobs) }
        let table = SourceTable(locations: locations, hash: hash, length: length)
        lastSources[name] = table
        return table
    }

    // MARK: State

    private mutating func encodeState(_ state: JSONValue, blobs: inout [PendingBlob]) -> (ContentHash, Int) {
        if let index = recentStates.firstIndex(where: { $0.value.isExactlyEqual(to: state) }) {
            let entry = recentStates.remove(at: index)
            recentStates.insert(entry, at: 0)
            if isKnown(entry.hash) { return (entry.hash, entry.rawLength) }
        }
        if stateParts.count > 10_000 { stateParts.removeAll() }
        let (hash, length) = storeFreshState(state, path: "", encoded: nil, blobs: &blobs)
        recentStates.removeAll { $0.hash == hash }
        recentStates.insert(StateEntry(value: state, hash: hash, rawLength: length), at: 0)
        if recentStates.count > Self.recentStateCount { recentStates.removeLast() }
        return (hash, length)
    }

    /// A part of a state (a large member, a run of array elements) stored as its own blob:
    /// the hash and length of the part last stored at a path, so that a part equal to it is
    /// neither encoded nor hashed again.
    private mutating func storeStatePart(
        _ value: JSONValue, path: String, encoded: [UInt8]?, blobs: inout [PendingBlob]
    ) -> (ContentHash, Int) {
        if let part = stateParts[path], isKnown(part.hash), part.value.isExactlyEqual(to: value) {
            return (part.hash, part.rawLength)
        }
        let (hash, length) = storeFreshState(value, path: path, encoded: encoded, blobs: &blobs)
        stateParts[path] = StateEntry(value: value, hash: hash, rawLength: length)
        return (hash, length)
    }

    /// Stores a state value: a large object member by member, a long array in runs of
    /// elements, anything else whole. `encoded` is its canonical JSON when the caller has it.
    private mutating func storeFreshState(
        _ value: JSONValue, path: String, encoded: [UInt8]?, blobs: inout [PendingBlob]
    ) -> (ContentHash, Int) {
        switch value {
        case .object(let members) where members.count > 1 && (encoded.map { $0.count > Self.stateSplitThreshold } ?? true):
            return storeObject(members, path: path, blobs: &blobs)
        case .array(let elements) where elements.count > Self.stateChunkSize:
            return storeArray(elements, path: path, blobs: &blobs)
        default:
            return storeStateLeaf(encoded ?? CanonicalJSONWriter().bytes(value), blobs: &blobs)
        }
    }

    private mutating func storeObject(
        _ members: [String: JSONValue], path: String, blobs: inout [PendingBlob]
    ) -> (ContentHash, Int) {
        let writer = CanonicalJSONWriter()
        // A member stored apart last time and unchanged is not encoded again.
        enum Member {
            case encoded([UInt8])
            case stored(ContentHash, Int)
        }
        var parts: [(key: String, quotedKey: [UInt8], member: Member)] = []
        parts.reserveCapacity(members.count)
        var length = 1 + 2 * members.count  // braces, colons and commas
        for key in JSONBytes.sortedKeys(members.keys) {
            var quotedKey: [UInt8] = []
            JSONBytes.appendString(key, to: &quotedKey)
            let memberPath = path + "." + key
            if let part = stateParts[memberPath], isKnown(part.hash), part.value.isExactlyEqual(to: members[key]!) {
                parts.append((key, quotedKey, .stored(part.hash, part.rawLength)))
                length += quotedKey.count + part.rawLength
            } else if let stored = storeLongArrayAgain(members[key]!, path: memberPath, blobs: &blobs) {
                parts.append((key, quotedKey, .stored(stored.hash, stored.length)))
                length += quotedKey.count + stored.length
            } else {
                let bytes = writer.bytes(members[key]!)
                parts.append((key, quotedKey, .encoded(bytes)))
                length += quotedKey.count + bytes.count
            }
        }
        guard length > Self.stateSplitThreshold else {
            return storeStateLeaf(writer.bytes(.object(members)), blobs: &blobs)
        }
        var table: [String: JSONValue] = [:]
        var references: [ContentHash] = []
        for part in parts {
            switch part.member {
            case .encoded(let bytes) where bytes.count < Self.stateInlineLimit:
                table[part.key] = .object(["inline": members[part.key]!])
            case .encoded(let bytes):
                let (hash, _) = storeStatePart(members[part.key]!, path: path + "." + part.key, encoded: bytes, blobs: &blobs)
                table[part.key] = .object(["blob": .string(hash.hex)])
                references.append(hash)
            case .stored(let hash, _):
                table[part.key] = .object(["blob": .string(hash.hex)])
                references.append(hash)
            }
        }
        let raw = writer.bytes(.object(table))
        let hash = ContentHash.of(kind: .stateObject, bytes: raw)
        if !isKnown(hash) {
            emit(PendingBlob(kind: .stateObject, raw: raw, hash: hash, references: references, compressor: compressor), into: &blobs)
        }
        return (hash, length)
    }

    /// A member that was a long array stored in runs last time, stored in runs again: only
    /// the runs that changed are encoded. Encoding the whole array only to learn its length,
    /// as other changed members are, was half the cost of storing a state in which one todo
    /// of 300 changed. Nil when it is not such an array, or has become short enough to be
    /// written inline (its runs may then be stored without being referred to; a prune
    /// removes them).
    private mutating func storeLongArrayAgain(
        _ value: JSONValue, path: String, blobs: inout [PendingBlob]
    ) -> (hash: ContentHash, length: Int)? {
        guard case .array(let elements) = value, elements.count > Self.stateChunkSize,
            let last = stateParts[path], last.rawLength >= Self.stateInlineLimit
        else { return nil }
        let (hash, length) = storeStatePart(value, path: path, encoded: nil, blobs: &blobs)
        return length >= Self.stateInlineLimit ? (hash, length) : nil
    }

    /// A long array in runs of `stateChunkSize` elements, each a blob of its own, so that
    /// changing one element stores one run: `{"runs": [HASH...]}`.
    private mutating func storeArray(
        _ elements: [JSONValue], path: String, blobs: inout [PendingBlob]
    ) -> (ContentHash, Int) {
        var references: [ContentHash] = []
        var length = 2 + (elements.count - 1)  // brackets and commas
        for start in stride(from: 0, to: elements.count, by: Self.stateChunkSize) {
            let run = JSONValue.array(Array(elements[start..<min(elements.count, start + Self.stateChunkSize)]))
            let (hash, runLength) = storeStatePart(run, path: "\(path)[\(start)]", encoded: nil, blobs: &blobs)
            references.append(hash)
            length += runLength - 2 - (min(elements.count, start + Self.stateChunkSize) - start - 1)
        }
        let raw = CanonicalJSONWriter().bytes(.object(["runs": .array(references.map { .string($0.hex) })]))
        let hash = ContentHash.of(kind: .stateArray, bytes: raw)
        if !isKnown(hash) {
            emit(PendingBlob(kind: .stateArray, raw: raw, hash: hash, references: references, compressor: compressor), into: &blobs)
        }
        return (hash, length)
    }

    private mutating func storeStateLeaf(_ raw: [UInt8], blobs: inout [PendingBlob]) -> (ContentHash, Int) {
        let hash = ContentHash.of(kind: .state, bytes: raw)
        if !isKnown(hash) { emit(PendingBlob(kind: .state, raw: raw, hash: hash, compressor: compressor), into: &blobs) }
        return (hash, raw.count)
    }
}
