import ViewTree
/// A distinct program of a document's history, for bisecting: the files, and the first
/// snapshot that ran them.
public struct StoredProgram: Hashable, Sendable {
    /// The program's address.
    public var hash: ContentHash
    /// The first kept snapshot that ran this program.
    public var firstSnapshotID: Int64
    /// The files, in order.
    public var files: [ProgramFile]

    /// Creates a stored program.
    public init(hash: ContentHash, firstSnapshotID: Int64, files: [ProgramFile]) {
        self.hash = hash
        self.firstSnapshotID = firstSnapshotID
        self.files = files
    }
}
