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
            func hash(_ column: String) throws -> ContentHash? {
                guard let data = try row.decode(Data?.self, forColumn: column) else { return nil }
                guard let hash = ContentHash(bytes: [UInt8](data)) else {
                    throw StoreError.damagedData(path: path, detail: "snapshot #\(id) has a malformed \(column) hash")
                }
                return hash
            }
            func json(_ column: String) throws -> JSONValue? {
                guard let text = try row.decode(String?.self, forColumn: column) else { return nil }
                do {
                    return try JSONParser.parse(text)
                } catch {
                    throw StoreError.damagedData(path: path, detail: "snapshot #\(id) has malformed JSON in \(column)")
                }
            }
            func decodingFailed(_ column: String) -> StoreError {
                .damagedData(path: path, detail: "snapshot #\(id) has a malformed \(column)")
            }

            let reasonName: String = try row.decode(forColumn: "reason")
            guard let reason = Snapshot.Reason(rawValue: reasonName) else { throw decodingFailed("reason") }
            guard let programHash = try hash("program") else { throw decodingFailed("program") }
            let program = try Self.programFiles(programHash, db: db, reader: reader, path: path)

            var diagnostics: [Diagnostic] = []
            for element in try json("diagnostics")?.arrayValue ?? [] {
                guard let diagnostic = try? Diagnostic(json: element) else { throw decodingFailed("diagnostics") }
                diagnostics.append(diagnostic)
            }
            var failure: RuntimeFailure?
            if let failureJSON = try json("failure") {
                guard let decoded = try? RuntimeFailure(json: failureJSON) else { throw decodingFailed("failure") }
                failure = decoded
            }
            guard let recorded = try json("recorded")?.arrayValue else { throw decodingFailed("recorded") }

            let snapshot = Snapshot(
                time: SnapshotColumns.date(microseconds: try row.decode(forColumn: "time_us")),
                reason: reason,
                document: try row.decode(forColumn: "document"),
                program: program,
                stateBefore: try hash("state_before").map(reader.state),
                stateAfter: try hash("state_after").map(reader.state),
                action: try row.decode(forColumn: "action"),
                payload: try json("payload"),
                recordedResults: recorded,
                ir: try hash("ir").map(reader.document),
                diagnostics: diagnostics,
                failure: failure,
                duration: .nanoseconds(try row.decode(Int64.self, forColumn: "duration_ns")))
            return StoredSnapshot(id: id, programHash: programHash, snapshot: snapshot)
        }
    }

    /// The program's files, checked against the program's hash so that an altered file
    /// list is an error rather than a different program.
    static func programFiles(_ program: ContentHash, db: Database, reader: BlobReader, path: String) throws -> [ProgramFile] {
        let rows = try Row.fetchAll(
            db.cachedStatement(sql: "SELECT path, source FROM program_files WHERE program = ? ORDER BY position"),
            arguments: [Data(program.bytes)])
        var manifest: [(path: String, source: ContentHash)] = []
        for row in rows {
            guard let source = ContentHash(bytes: [UInt8](try row.decode(Data.self, forColumn: "source"))) else {
                throw StoreError.damagedData(path: path, detail: "program \(program) has a malformed source hash")
            }
            manifest.append((try row.decode(forColumn: "path"), source))
        }
        guard SnapshotEncoder.programHash(of: manifest) == program else {
            throw StoreError.damagedData(path: path, detail: "the files of program \(program) do not match its hash")
        }
        return try manifest.map { ProgramFile(path: $0.path, text: try reader.text($0.source)) }
    }

    /// The history, newest first: every snapshot, or only crashes, at most `limit`.
    public func summaries(crashesOnly: Bool = false, limit: Int? = nil) throws(StoreError) -> [SnapshotSummary] {
        try reading { db in
            var sql = "SELECT id, time_us, reason, document, action, is_crash, problem, duration_ns FROM snapshots"
            if crashesOnly { sql += " WHERE is_crash = 1" }
            sql += " ORDER BY id DESC LIMIT ?"
            return try Row.fetchAll(db, sql: sql, arguments: [limit.map { max(0, $0) } ?? -1]).map { row in
                SnapshotSummary(
                    id: try row.decode(forColumn: "id"),
                    time: SnapshotColumns.date(microseconds: try row.decode(forColumn: "time_us")),
                    reason: Snapshot.Reason(rawValue: try row.decode(forColumn: "reason")) ?? .load,
                    document: try row.decode(forColumn: "document"), action: try row.decode(forColumn: "action"),
                    isCrash: try row.decode(forColumn: "is_crash"), problem: try row.decode(forColumn: "problem"),
                    duration: .nanoseconds(try row.decode(Int64.self, forColumn: "duration_ns")))
            }
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
