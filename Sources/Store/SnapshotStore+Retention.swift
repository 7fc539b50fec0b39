import Foundation
import GRDB

extension SnapshotStore {
    /// Deletes every snapshot but the last `keepLast` and the crashes, then every blob and
    /// program no kept snapshot refers to.
    ///
    /// Blobs are collected by mark and sweep in the same transaction: the roots are the
    /// kept snapshots' IR, states and programs, and each blob lists what it refers to in
    /// its `refs` column. A blob still reachable is never deleted. A writer in another
    /// process notices the prune (the `pruneGeneration` in `store_meta`) and writes its
    /// blobs again instead of referring to ones that may be gone.
    @discardableResult
    public func prune(keepLast: Int) throws(StoreError) -> PruneReport {
        guard !isReadOnly else { throw .readOnly(path: path) }
        let path = self.path
        let queue = self.queue
        return try writer.withLock { state throws(StoreError) -> PruneReport in
            var report = PruneReport(deletedSnapshots: 0, deletedBlobs: 0, deletedPrograms: 0)
            do {
                try queue.inTransaction(.immediate) { db in
                    try db.execute(
                        sql: """
                            DELETE FROM snapshots WHERE is_crash = 0
                            AND id NOT IN (SELECT id FROM snapshots ORDER BY id DESC LIMIT ?)
                            """,
                        arguments: [max(0, keepLast)])
                    report.deletedSnapshots = db.changesCount
                    guard report.deletedSnapshots > 0 else { return .commit }

                    try db.execute(sql: "DELETE FROM program_files WHERE program NOT IN (SELECT program FROM snapshots)")
                    report.deletedPrograms = db.changesCount
                    report.deletedBlobs = try Self.sweepUnreachableBlobs(db)
                    try db.execute(sql: "UPDATE store_meta SET value = value + 1 WHERE key = 'pruneGeneration'")
                    return .commit
                }
                try queue.read { db in try Self.synchronizePruneGeneration(db, state: &state) }
            } catch {
                state.encoder.forgetStoredBlobs()
                throw StoreError(error, path: path)
            }
            return report
        }
    }

    /// Marks every blob reachable from the kept snapshots and programs, deletes the rest,
    /// and returns how many went.
    private static func sweepUnreachableBlobs(_ db: Database) throws -> Int {
        var pending: [Data] = []
        pending += try Data.fetchAll(db, sql: "SELECT DISTINCT source FROM program_files")
        pending += try Data.fetchAll(
            db,
            sql: """
                SELECT ir FROM snapshots WHERE ir IS NOT NULL
                UNION SELECT state_before FROM snapshots WHERE state_before IS NOT NULL
                UNION SELECT state_after FROM snapshots WHERE state_after IS NOT NULL
                """)
        let referenceStatement = try db.makeStatement(sql: "SELECT refs FROM blobs WHERE hash = ?")
        var live: Set<Data> = []
        while let hash = pending.popLast() {
            guard live.insert(hash).inserted else { continue }
            guard let references = try Data.fetchOne(referenceStatement, arguments: [hash]) else { continue }
            let bytes = [UInt8](references)
            for start in stride(from: 0, to: bytes.count - ContentHash.byteCount + 1, by: ContentHash.byteCount) {
                let child = Data(bytes[start..<start + ContentHash.byteCount])
                if !live.contains(child) { pending.append(child) }
            }
        }
        let delete = try db.makeStatement(sql: "DELETE FROM blobs WHERE hash = ?")
        var deleted = 0
        for hash in try Data.fetchAll(db, sql: "SELECT hash FROM blobs") where !live.contains(hash) {
            try delete.execute(arguments: [hash])
            deleted += 1
        }
        return deleted
    }
}

/// What a prune removed.
public struct PruneReport: Hashable, Sendable {
    /// Snapshots deleted.
    public var deletedSnapshots: Int
    /// Blobs no kept snapshot referred to any more.
    public var deletedBlobs: Int
    /// Program file rows no kept snapshot referred to any more.
    public var deletedPrograms: Int

    /// Creates a report.
    public init(deletedSnapshots: Int, deletedBlobs: Int, deletedPrograms: Int) {
        self.deletedSnapshots = deletedSnapshots
        self.deletedBlobs = deletedBlobs
        self.deletedPrograms = deletedPrograms
    }
}
