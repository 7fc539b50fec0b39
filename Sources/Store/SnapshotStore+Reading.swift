import Foundation
import GRDB
import ViewTree

extension SnapshotStore {
    /// The snapshot with this id, exactly as appended.
    ///
    /// - Throws: `StoreError.unknownSnapshot` when there is none; `StoreError.damagedData`
    ///   when what is stored no longer matches its hashes.
    public func snapshot(id: Int64) throws(StoreError) -> StoredSnapshot {
        let path = self.path
        return try reading { db in
            guard let row = try Row.fetchOne(db, sql: "SELECT * FROM snapshots WHERE id = ?", arguments: [id]) else {
                throw StoreError.unknownSnapshot(id: id)
            }
            let reader = BlobReader(db: db, path: path)
            let columns = SnapshotRow(row: row, id: id, path: path)
            let reasonName: String = try row.decode(forColumn: "reason")
            guard let reason = Snapshot.Reason(rawValue: reasonName) else { throw columns.malformed("reason") }
            guard let programHash = try columns.hash("program") else { throw columns.malformed("program") }
            let program = try Self.programFiles(programHash, db: db, reader: reader, path: path)
            guard let recorded = try columns.json("recorded")?.arrayValue else { throw columns.malformed("recorded") }

            let snapshot = Snapshot(
                time: SnapshotColumns.date(microseconds: try row.decode(forColumn: "time_us")),
                reason: reason,
                document: try row.decode(forColumn: "document"),
                program: program,
                stateBefore: try columns.hash("state_before").map(reader.state),
                stateAfter: try columns.hash("state_after").map(reader.state),
                action: try row.decode(forColumn: "action"),
                payload: try columns.json("payload"),
                recordedResults: recorded,
                ir: try columns.hash("ir").map { try reader.document($0) },
                diagnostics: try columns.diagnostics(),
                failure: try columns.failure(),
                duration: .nanoseconds(try row.decode(Int64.self, forColumn: "duration_ns")))
            return StoredSnapshot(id: id, programHash: programHash, snapshot: snapshot)
        }
    }

    /// The program's files, checked against the program's hash so that an altered file
    /// list is an error rather than a different program.
    static func programFiles(_ program: ContentHash, db: Database, reader: BlobReader, path: String) throws -> [ProgramFile] {
        let manifest = try programManifest(program, db: db, path: path)
        guard SnapshotEncoder.programHash(of: manifest) == program else {
            throw StoreError.damagedData(path: path, detail: "the files of program \(program) do not match its hash")
        }
        return try manifest.map { ProgramFile(path: $0.path, text: try reader.text($0.source)) }
    }

    /// A program's file list: each file's path and the hash of its text, in order.
    static func programManifest(_ program: ContentHash, db: Database, path: String) throws -> [(path: String, source: ContentHash)] {
        let rows = try Row.fetchAll(
            db.cachedStatement(sql: "SELECT path, source FROM program_files WHERE program = ? ORDER BY position"),
            arguments: [Data(program.bytes)])
        return try rows.map { row in
            guard let source = ContentHash(bytes: [UInt8](try row.decode(Data.self, forColumn: "source"))) else {
                throw StoreError.damagedData(path: path, detail: "program \(program) has a malformed source hash")
            }
            return (try row.decode(forColumn: "path"), source)
        }
    }

    /// The history, newest first: every snapshot, or only crashes, at most `limit`.
    public func summaries(crashesOnly: Bool = false, limit: Int? = nil) throws(StoreError) -> [SnapshotSummary] {
        try reading { db in
            var sql = "SELECT \(SnapshotSummary.columns) FROM snapshots"
            if crashesOnly { sql += " WHERE is_crash = 1" }
            sql += " ORDER BY id DESC LIMIT ?"
            return try Row.fetchAll(db, sql: sql, arguments: [limit.map { max(0, $0) } ?? -1]).map(SnapshotSummary.init(row:))
        }
    }

    /// The distinct programs of the snapshot's document, oldest first, up to and including
    /// the snapshot's own: what `workbench bisect` replays the crash on. Each comes with the
    /// first kept snapshot that ran it.
    public func programs(upTo id: Int64) throws(StoreError) -> [StoredProgram] {
        let path = self.path
        return try reading { db in
            guard let document = try String.fetchOne(db, sql: "SELECT document FROM snapshots WHERE id = ?", arguments: [id])
            else { throw StoreError.unknownSnapshot(id: id) }
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT program, min(id) AS first FROM snapshots
                    WHERE document = ? AND id <= ? GROUP BY program ORDER BY first
                    """,
                arguments: [document, id])
            let reader = BlobReader(db: db, path: path)
            return try rows.map { row in
                guard let hash = ContentHash(bytes: [UInt8](try row.decode(Data.self, forColumn: "program"))) else {
                    throw StoreError.damagedData(path: path, detail: "a snapshot has a malformed program hash")
                }
                return StoredProgram(
                    hash: hash, firstSnapshotID: try row.decode(forColumn: "first"),
                    files: try Self.programFiles(hash, db: db, reader: reader, path: path))
            }
        }
    }
}
