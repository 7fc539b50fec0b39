import ViewTree

// States: the last few remembered with their hashes; a large object stored member by
// member and a long array in runs, so that one change does not store the rest again.
extension SnapshotEncoder {
    /// A state (or a part of one) remembered with its hash.
    struct StateEntry {
        var value: JSONValue
        var hash: ContentHash
        var rawLength: Int
    }

    mutating func encodeState(_ state: JSONValue, blobs: inout [PendingBlob]) -> (ContentHash, Int) {
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
    mutating func storeStatePart(
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
    mutating func storeFreshState(
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

    mutating func storeObject(
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
    mutating func storeLongArrayAgain(
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
    mutating func storeArray(
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

    mutating func storeStateLeaf(_ raw: [UInt8], blobs: inout [PendingBlob]) -> (ContentHash, Int) {
        let hash = ContentHash.of(kind: .state, bytes: raw)
        if !isKnown(hash) { emit(PendingBlob(kind: .state, raw: raw, hash: hash, compressor: compressor), into: &blobs) }
        return (hash, raw.count)
    }
}
