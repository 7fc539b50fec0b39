/// A blob ready to insert: hashed, and compressed where it pays.
struct PendingBlob {
    /// Its address.
    var hash: ContentHash
    /// What it holds.
    var kind: BlobKind
    /// The length of the raw bytes.
    var size: Int
    /// The bytes to store (see `BlobCodec`).
    var data: [UInt8]
    /// The blobs it refers to, for the sweep of `SnapshotStore.prune`.
    var references: [ContentHash]

    init(kind: BlobKind, raw: [UInt8], hash: ContentHash, references: [ContentHash] = [], compressor: BlobCompressor) {
        self.hash = hash
        self.kind = kind
        self.size = raw.count
        self.data = compressor.encode(raw)
        self.references = references
    }

    /// The references as stored in the `refs` column: 16 bytes each, or `nil` for none.
    var packedReferences: [UInt8]? {
        guard !references.isEmpty else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(references.count * ContentHash.byteCount)
        for reference in references { reference.appendBytes(to: &bytes) }
        return bytes
    }
}
