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
/// remembers, per document and node id, the node it last saw and the hash of its subtree.
/// A node whose own content is unchanged and whose children hashed the same as last time
/// has the same hash: it is neither encoded nor hashed again, and when the database is
/// known to hold it, not written either. Only the changed nodes and their ancestors cost
/// anything. The same goes for source files (by path) and states (the last few seen).
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

    private struct SubtreeEntry {
        var node: Node
        var childHashes: [ContentHash]
        var hash: ContentHash
        var rawLength: Int
    }

    private struct StateEntry {
        var value: JSONValue
        var hash: ContentHash
        var rawLength: Int
    }

    /// Blob and program hashes the database holds.
    private var stored: Set<ContentHash> = []
    /// Hashes the transaction under way writes; they join `stored` on commit.
    private var staged: Set<ContentHash> = []
    private var subtrees: [String: [String: SubtreeEntry]] = [:]
    private var sources: [String: (text: String, hash: ContentHash)] = [:]
    private var recentStates: [StateEntry] = []
    private let compressor = BlobCompressor()

    init() {}

    /// The transaction that wrote the staged blobs committed.
    mutating func commit() {
        stored.formUnion(staged)
        staged.removeAll()
        // A bound on memory for very long sessions; forgetting only costs redundant writes.
        if stored.count > 2_000_000 { stored.removeAll() }
    }

    /// The transaction that wrote the staged blobs rolled back.
    mutating func rollback() {
        staged.removeAll()
    }

    /// Blobs may have been deleted: trust nothing about what the database holds. The
    /// hashes themselves stay valid, they depend on content only.
    mutating func forgetStoredBlobs() {
        stored.removeAll()
        staged.removeAll()
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
        _ program: [SourceFile], blobs: inout [PendingBlob]
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

    private mutating func encodeDocument(
        _ document: Document, name: String, blobs: inout [PendingBlob]
    ) -> (ContentHash, Int) {
        // Taken out of the dictionary so that updating it does not copy it.
        var cache = subtrees.removeValue(forKey: name) ?? [:]
        var visited = 0
        let (rootHash, rootLength) = encodeNode(document.root, cache: &cache, visited: &visited, blobs: &blobs)
        // Ids that left the tree stay cached until there are many of them.
        if cache.count > 2 * visited + 1024 { cache.removeAll() }
        if subtrees.count >= 64 { subtrees.removeAll() }
        subtrees[name] = cache

        var bytes: [UInt8] = []
        bytes.reserveCapacity(256)
        IRJSONEncoder.writeDocument(document, into: &bytes) { _, output in rootHash.appendQuotedHex(to: &output) }
        let hash = ContentHash.of(kind: .irDocument, bytes: bytes)
        if !isKnown(hash) {
            emit(PendingBlob(kind: .irDocument, raw: bytes, hash: hash, references: [rootHash], compressor: compressor), into: &blobs)
        }
        return (hash, bytes.count - ContentHash.quotedHexLength + rootLength)
    }

    /// The subtree's hash and the length of its full canonical JSON.
    private mutating func encodeNode(
        _ node: Node, cache: inout [String: SubtreeEntry], visited: inout Int, blobs: inout [PendingBlob]
    ) -> (ContentHash, Int) {
        visited += 1
        var childHashes: [ContentHash] = []
        var childrenLength = 0
        if !node.children.isEmpty || !node.slots.isEmpty {
            childHashes.reserveCapacity(node.children.count)
            // The order of writeNode's calls to writeChild: children, then slots by name.
            for child in node.children {
                let (hash, length) = encodeNode(child, cache: &cache, visited: &visited, blobs: &blobs)
                childHashes.append(hash)
                childrenLength += length
            }
            if !node.slots.isEmpty {
                for name in JSONBytes.sortedKeys(node.slots.keys) {
                    for slotNode in node.slots[name]! {
                        let (hash, length) = encodeNode(slotNode, cache: &cache, visited: &visited, blobs: &blobs)
                        childHashes.append(hash)
                        childrenLength += length
                    }
                }
            }
        }

        if let entry = cache[node.id], entry.childHashes == childHashes, entry.node.hasSameOwnContent(as: node) {
            if !isKnown(entry.hash) {
                let bytes = Self.nodeBytes(node, childHashes: childHashes)
                emit(PendingBlob(kind: .irNode, raw: bytes, hash: entry.hash, references: childHashes, compressor: compressor), into: &blobs)
            }
            return (entry.hash, entry.rawLength)
        }

        let bytes = Self.nodeBytes(node, childHashes: childHashes)
        let hash = ContentHash.of(kind: .irNode, bytes: bytes)
        let length = bytes.count - childHashes.count * ContentHash.quotedHexLength + childrenLength
        cache[node.id] = SubtreeEntry(node: node, childHashes: childHashes, hash: hash, rawLength: length)
        if !isKnown(hash) {
            emit(PendingBlob(kind: .irNode, raw: bytes, hash: hash, references: childHashes, compressor: compressor), into: &blobs)
        }
        return (hash, length)
    }

    /// The node's canonical JSON with each child and slot node replaced by its hash.
    static func nodeBytes(_ node: Node, childHashes: [ContentHash]) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(256 + childHashes.count * ContentHash.quotedHexLength)
        var next = 0
        IRJSONEncoder.writeNode(node, into: &bytes) { _, output in
            childHashes[next].appendQuotedHex(to: &output)
            next += 1
        }
        return bytes
    }

    // MARK: State

    private mutating func encodeState(_ state: JSONValue, blobs: inout [PendingBlob]) -> (ContentHash, Int) {
        if let index = recentStates.firstIndex(where: { $0.value.isExactlyEqual(to: state) }) {
            let entry = recentStates.remove(at: index)
            recentStates.insert(entry, at: 0)
            if isKnown(entry.hash) { return (entry.hash, entry.rawLength) }
        }
        let (hash, length) = storeState(state, encoded: nil, blobs: &blobs)
        recentStates.removeAll { $0.hash == hash }
        recentStates.insert(StateEntry(value: state, hash: hash, rawLength: length), at: 0)
        if recentStates.count > Self.recentStateCount { recentStates.removeLast() }
        return (hash, length)
    }

    /// Stores a state value, a large object member by member; `encoded` is its canonical
    /// JSON when the caller has it.
    private mutating func storeState(
        _ value: JSONValue, encoded: [UInt8]?, blobs: inout [PendingBlob]
    ) -> (ContentHash, Int) {
        guard case .object(let members) = value, members.count > 1,
            encoded.map({ $0.count > Self.stateSplitThreshold }) ?? true
        else { return storeStateLeaf(encoded ?? CanonicalJSONWriter().bytes(value), blobs: &blobs) }

        let writer = CanonicalJSONWriter()
        var memberBytes: [(quotedKey: [UInt8], key: String, bytes: [UInt8])] = []
        memberBytes.reserveCapacity(members.count)
        var length = 1 + 2 * members.count  // braces, colons and commas
        for key in JSONBytes.sortedKeys(members.keys) {
            let bytes = writer.bytes(members[key]!)
            var quotedKey: [UInt8] = []
            JSONBytes.appendString(key, to: &quotedKey)
            length += quotedKey.count + bytes.count
            memberBytes.append((quotedKey, key, bytes))
        }
        guard length > Self.stateSplitThreshold else {
            var raw: [UInt8] = [UInt8(ascii: "{")]
            raw.reserveCapacity(length)
            for (index, member) in memberBytes.enumerated() {
                if index > 0 { raw.append(UInt8(ascii: ",")) }
                raw.append(contentsOf: member.quotedKey)
                raw.append(UInt8(ascii: ":"))
                raw.append(contentsOf: member.bytes)
            }
            raw.append(UInt8(ascii: "}"))
            return storeStateLeaf(raw, blobs: &blobs)
        }

        var parts: [String: JSONValue] = [:]
        var references: [ContentHash] = []
        for member in memberBytes {
            if member.bytes.count < Self.stateInlineLimit {
                parts[member.key] = .object(["inline": members[member.key]!])
            } else {
                let (hash, _) = storeState(members[member.key]!, encoded: member.bytes, blobs: &blobs)
                parts[member.key] = .object(["blob": .string(hash.hex)])
                references.append(hash)
            }
        }
        let raw = writer.bytes(.object(parts))
        let hash = ContentHash.of(kind: .stateObject, bytes: raw)
        if !isKnown(hash) {
            emit(PendingBlob(kind: .stateObject, raw: raw, hash: hash, references: references, compressor: compressor), into: &blobs)
        }
        return (hash, length)
    }

    private mutating func storeStateLeaf(_ raw: [UInt8], blobs: inout [PendingBlob]) -> (ContentHash, Int) {
        let hash = ContentHash.of(kind: .state, bytes: raw)
        if !isKnown(hash) { emit(PendingBlob(kind: .state, raw: raw, hash: hash, compressor: compressor), into: &blobs) }
        return (hash, raw.count)
    }
}
