/// What a store holds, against what it was given: `workbench-bench store` and the
/// storage goal of docs/store.md read these.
public struct StoreStatistics: Hashable, Sendable {
    /// Snapshots kept.
    public var snapshotCount: Int
    /// Crash snapshots among them.
    public var crashCount: Int
    /// The canonical JSON length of the IR of every kept snapshot, added up.
    public var rawIRBytes: Int
    /// The canonical JSON length of every kept snapshot's states (before and after).
    public var rawStateBytes: Int
    /// Distinct blobs.
    public var blobCount: Int
    /// Their bytes as stored (compressed where it paid).
    public var storedBlobBytes: Int
    /// Their bytes uncompressed.
    public var uncompressedBlobBytes: Int
    /// The database's size: pages in use and free, indexes, rows and all.
    public var databaseBytes: Int
    /// The part of `databaseBytes` in free pages, reused by later writes.
    public var freeBytes: Int

    /// Creates statistics.
    public init(
        snapshotCount: Int, crashCount: Int, rawIRBytes: Int, rawStateBytes: Int, blobCount: Int,
        storedBlobBytes: Int, uncompressedBlobBytes: Int, databaseBytes: Int, freeBytes: Int
    ) {
        self.snapshotCount = snapshotCount
        self.crashCount = crashCount
        self.rawIRBytes = rawIRBytes
        self.rawStateBytes = rawStateBytes
        self.blobCount = blobCount
        self.storedBlobBytes = storedBlobBytes
        self.uncompressedBlobBytes = uncompressedBlobBytes
        self.databaseBytes = databaseBytes
        self.freeBytes = freeBytes
    }

    /// The raw IR and state JSON the kept snapshots saved.
    public var rawBytes: Int { rawIRBytes + rawStateBytes }

    /// The database's size as a fraction of the raw JSON it saved.
    public var storedFraction: Double {
        rawBytes == 0 ? 0 : Double(databaseBytes) / Double(rawBytes)
    }
}
