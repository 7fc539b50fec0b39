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
