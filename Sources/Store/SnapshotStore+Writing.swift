import Foundation
import GRDB
import ViewTree

extension SnapshotStore {
    /// Stores a snapshot durably and returns its id.
    @discardableResult
    public func append(_ snapshot: Snapshot) throws(StoreError) -> Int64 {
        try append(contentsOf: [snapshot])[0]
    }

    /// Stores several snapshots in one transaction (one sync to disk for all of them) and
    /// returns their ids in order: for a writer that queues snapshots while the previous
    /// commit is under way. Either all are stored or none.
    @discardableResult
    public func append(contentsOf snapshots: [Snapshot]) throws(StoreError) -> [Int64] {
        guard !isReadOnly else { throw .readOnly(path: path) }
        guard !snapshots.isEmpty else { return [] }
        let path = self.path
        return try writer.withLock { state throws(StoreError) -> [Int64] in
            do {
                return try Self.insert(snapshots, state: &state, into: queue)
            } catch let error as DatabaseError where error.resultCode == .SQLITE_READONLY {
                // Opened for reading only, when the file could not be written: once it
                // can, storing resumes on a new connection.
                guard let writable = reopenedForWriting() else { throw StoreError(error, path: path) }
                do {
                    return try Self.insert(snapshots, state: &state, into: writable)
                } catch {
                    throw StoreError(error, path: path)
                }
            } catch {
                throw StoreError(error, path: path)
            }
        }
    }

    /// Writes snapshots in one transaction; the encoder's caches follow what was committed.
    ///
    /// Encoding runs inside the write transaction: which blobs must be written depends on
    /// what the database holds, and only the transaction can tell (a prune in another
    /// process may have deleted some). For an edit it takes well under a millisecond;
    /// readers are not blocked meanwhile (WAL).
    private static func insert(_ snapshots: [Snapshot], state: inout WriterState, into queue: DatabaseQueue) throws -> [Int64] {
        var ids: [Int64] = []
        do {
            try queue.inTransaction(.immediate) { db in
                try synchronizePruneGeneration(db, state: &state)
                for snapshot in snapshots {
                    ids.append(try insert(state.encoder.encode(snapshot), into: db))
                }
                return .commit
            }
            state.encoder.commit()
        } catch {
            state.encoder.rollback()
            throw error
        }
        return ids
    }

    /// Forgets which blobs the database holds when a prune ran since this process last
    /// looked, so that a blob it deleted is written again rather than referred to.
    static func synchronizePruneGeneration(_ db: Database, state: inout WriterState) throws {
        let generation = try Int64.fetchOne(db, sql: "SELECT value FROM store_meta WHERE key = 'pruneGeneration'")
        if generation != state.pruneGeneration {
            state.encoder.forgetStoredBlobs()
            state.pruneGeneration = generation
        }
    }

    private static func insert(_ encoded: EncodedSnapshot, into db: Database) throws -> Int64 {
        try BlobInsertion.insert(encoded.blobs, into: db)
        if let files = encoded.newProgramFiles {
            let insertFile = try db.cachedStatement(
                sql: "INSERT OR IGNORE INTO program_files (program, position, path, source) VALUES (?, ?, ?, ?)")
            let program = Data(encoded.programHash.bytes)
            for (position, file) in files.enumerated() {
                try insertFile.execute(arguments: [program, position, file.path, Data(file.source.bytes)])
            }
        }
        let snapshot = encoded.snapshot
        let insertSnapshot = try db.cachedStatement(
            sql: """
                INSERT INTO snapshots (time_us, reason, document, program, state_before, state_after, action,
                    payload, recorded, ir, diagnostics, failure, is_crash, problem, duration_ns, ir_bytes, state_bytes)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
        let arguments: [(any DatabaseValueConvertible)?] = [
            SnapshotColumns.microseconds(snapshot.time),
            snapshot.reason.rawValue,
            snapshot.document,
            Data(encoded.programHash.bytes),
            encoded.stateBeforeHash.map { Data($0.bytes) },
            encoded.stateAfterHash.map { Data($0.bytes) },
            snapshot.action,
            snapshot.payload.map(\.canonicalText),
            JSONValue.array(snapshot.recordedResults).canonicalText,
            encoded.irHash.map { Data($0.bytes) },
            JSONValue.array(snapshot.diagnostics.map(\.jsonValue)).canonicalText,
            snapshot.failure.map(\.jsonValue.canonicalText),
            snapshot.isCrash,
            SnapshotColumns.problem(of: snapshot),
            SnapshotColumns.nanoseconds(snapshot.duration),
            encoded.irBytes,
            encoded.stateBytes,
        ]
        try insertSnapshot.execute(arguments: StatementArguments(arguments))
        return db.lastInsertedRowID
    }
}
