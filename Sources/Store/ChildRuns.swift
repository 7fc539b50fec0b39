/// How a long child list is cut into runs, each stored as an `ir-children` blob.
///
/// A list with hundreds of children (a `List` of rows) is rewritten whole whenever one
/// child changes if its node holds every child's hash: 34 bytes a child, hashed, compressed
/// and written again on each toggle of a row. Stored in runs, a change rewrites the node
/// (one hash per run) and the one run that holds the child.
///
/// Where a run ends depends on the children's hashes, not on their positions: a child
/// inserted or removed changes the run it falls in, and the runs after it keep their
/// bytes. A run ends after a child whose hash has its low four bits clear (one chance in
/// 16), but is never shorter than `minimumLength` (a list of identical children would
/// otherwise end a run at each) nor longer than `maximumLength`: about 20 on average.
enum ChildRuns {
    /// A node with more children than this stores them in runs.
    static let threshold = 64
    static let minimumLength = 4
    static let maximumLength = 64

    /// Where each run of `hashes` ends (exclusive), in order; the last is `hashes.count`.
    static func ends(of hashes: ArraySlice<ContentHash>) -> [Int] {
        var ends: [Int] = []
        ends.reserveCapacity(hashes.count / 8 + 1)
        var start = hashes.startIndex
        for index in hashes.indices {
            let length = index - start + 1
            if length == maximumLength || (length >= minimumLength && hashes[index].low & 0xF == 0) {
                ends.append(index + 1)
                start = index + 1
            }
        }
        if start < hashes.endIndex { ends.append(hashes.endIndex) }
        return ends
    }

    /// A run's bytes: the JSON array of its children's hashes.
    static func bytes(of hashes: ArraySlice<ContentHash>) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(2 + hashes.count * (ContentHash.quotedHexLength + 1))
        appendList(hashes, to: &bytes)
        return bytes
    }

    /// Appends the node's value of `children`: `{"runs":[HASH...]}`.
    static func appendRunList(_ runs: [ChildRun], to output: inout [UInt8]) {
        output.append(contentsOf: #"{"runs":"#.utf8)
        appendList(runs.map(\.hash), to: &output)
        output.append(UInt8(ascii: "}"))
    }

    /// The length `appendRunList` adds for `count` runs.
    static func runListLength(_ count: Int) -> Int {
        #"{"runs":[]}"#.utf8.count + count * ContentHash.quotedHexLength + max(0, count - 1)
    }

    private static func appendList<Hashes: Collection<ContentHash>>(_ hashes: Hashes, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "["))
        for (index, hash) in hashes.enumerated() {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            hash.appendQuotedHex(to: &output)
        }
        output.append(UInt8(ascii: "]"))
    }
}

/// A run of a stored node's children: where it ends among them and its blob's hash.
struct ChildRun: Equatable {
    var end: Int
    var hash: ContentHash
}
