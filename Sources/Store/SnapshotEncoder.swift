import ViewTree

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

    // What the encoder remembers between snapshots. Internal rather than private only so
    // that its extensions (one file per kind of content) reach it; nothing else in the
    // module touches it.

    /// Blob and program hashes the database holds.
    var stored: Set<ContentHash> = []
    /// Hashes the transaction under way writes; they join `stored` on commit.
    var staged: Set<ContentHash> = []
    /// Changes whenever what `stored` and `staged` say may no longer hold (a rollback, a
    /// prune): a tree node found known in the current epoch is known without looking it
    /// up, which saves two set lookups for each unchanged node of every snapshot.
    var knowledgeEpoch = 0
    /// The last tree stored for each document.
    var lastTrees: [String: HashedNode] = [:]
    /// The source locations of the last tree stored for each document.
    var lastSources: [String: SourceTable] = [:]
    /// Each source file's last text and its hash, by path.
    var sources: [String: (text: String, hash: ContentHash)] = [:]
    /// The states seen last, newest first.
    var recentStates: [StateEntry] = []
    /// The parts of states stored apart, by their path in the state.
    var stateParts: [String: StateEntry] = [:]
    let compressor = BlobCompressor()

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

    func isKnown(_ hash: ContentHash) -> Bool {
        stored.contains(hash) || staged.contains(hash)
    }

    mutating func emit(_ blob: PendingBlob, into blobs: inout [PendingBlob]) {
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
}
