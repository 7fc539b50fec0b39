import ViewTree

// Source locations: one blob per tree, apart from the nodes, so that an edit that shifts
// lines rewrites that blob only.
extension SnapshotEncoder {
    /// The source locations of the last tree stored for a document.
    struct SourceTable {
        var locations: [SourceLocation?]
        var hash: ContentHash
        /// The length of the locations' JSON inside the IR: what they add to its bytes.
        var length: Int
    }

    /// A tree's source locations in visiting order, compared with the last tree's as they
    /// come: while they are the same, which they are unless an edit moved lines, nothing is
    /// copied (making the list and comparing it afterwards was 7% of a snapshot).
    struct LocationRecorder {
        let last: [SourceLocation?]
        /// How many of `last` the tree has repeated, when it has repeated all so far.
        var repeated = 0
        /// The tree's locations, from the first that differs from `last` on.
        var recorded: [SourceLocation?]?

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
    mutating func encodeSources(
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
}
