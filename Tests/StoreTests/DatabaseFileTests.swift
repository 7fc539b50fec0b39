import Foundation
import Store
import XCTest

final class DatabaseFileTests: XCTestCase {
    func testANonSQLiteFileIsRefusedAndLeftAlone() throws {
        let path = try temporaryFolder(self) + "/notes.sqlite"
        let content = Data("These are my notes, not a database.\n".utf8)
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: content))
        XCTAssertThrowsError(try SnapshotStore(path: path)) { error in
            guard case .notADatabase(let errorPath, _)? = error as? StoreError else { return XCTFail("\(error)") }
            XCTAssertEqual(errorPath, path)
            XCTAssertTrue("\(error)".contains("left untouched"))
        }
        XCTAssertEqual(fileBytes(path), content)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path + "-wal"))
    }

    func testAnotherApplicationsDatabaseIsRefusedAndLeftAlone() throws {
        let path = try temporaryFolder(self) + "/app.sqlite"
        _ = try sqlite3(path, "CREATE TABLE users (id INTEGER PRIMARY KEY, name TEXT); INSERT INTO users VALUES (1, 'ada');")
        let before = fileBytes(path)
        XCTAssertThrowsError(try SnapshotStore(path: path)) { error in
            XCTAssertEqual(error as? StoreError, .foreignDatabase(path: path, reason: "its tables are users"))
        }
        XCTAssertThrowsError(try SnapshotStore(path: path, readOnly: true))
        XCTAssertEqual(fileBytes(path), before)
        XCTAssertEqual(try sqlite3(path, "PRAGMA journal_mode"), "delete", "not switched to WAL")

        let tagged = try temporaryFolder(self) + "/tagged.sqlite"
        _ = try sqlite3(tagged, "PRAGMA application_id = 1234; CREATE TABLE t (x);")
        XCTAssertThrowsError(try SnapshotStore(path: tagged)) { error in
            XCTAssertEqual(error as? StoreError, .foreignDatabase(path: tagged, reason: "application id 0x4d2"))
        }
    }

    func testAnEmptyFileOrEmptyDatabaseBecomesAStore() throws {
        let folder = try temporaryFolder(self)
        XCTAssertTrue(FileManager.default.createFile(atPath: folder + "/empty.sqlite", contents: Data()))
        XCTAssertNoThrow(try SnapshotStore(path: folder + "/empty.sqlite").append(todoSnapshot()))
        _ = try sqlite3(folder + "/blank.sqlite", "PRAGMA user_version = 0; VACUUM;")
        XCTAssertNoThrow(try SnapshotStore(path: folder + "/blank.sqlite").append(todoSnapshot()))
    }

    func testAFolderIsNotADatabase() throws {
        let folder = try temporaryFolder(self)
        XCTAssertThrowsError(try SnapshotStore(path: folder)) { error in
            XCTAssertEqual(error as? StoreError, .notADatabase(path: folder, reason: "it is a folder"))
        }
    }

    func testACorruptStoreIsAClearErrorAndIsNotOverwritten() throws {
        let path = try temporaryFolder(self) + "/store.sqlite"
        do {
            let store = try SnapshotStore(path: path)
            for index in 0..<5 { try store.append(todoSnapshot(count: index, second: index)) }
            try store.checkpoint()
        }
        // Scribble over the schema's page, after the 100-byte header.
        var bytes = [UInt8](fileBytes(path)!)
        for index in 100..<4000 { bytes[index] = UInt8(truncatingIfNeeded: index &* 7) }
        try Data(bytes).write(to: URL(fileURLWithPath: path))

        for readOnly in [false, true] {
            XCTAssertThrowsError(try SnapshotStore(path: path, readOnly: readOnly).summaries()) { error in
                guard case .corruptDatabase? = error as? StoreError else { return XCTFail("\(error)") }
                XCTAssertTrue("\(error)".contains("left untouched"))
            }
        }
        XCTAssertEqual(fileBytes(path).map { [UInt8]($0) }, bytes)
    }

    func testAStoreDamagedPastItsSchemaIsNotWrittenTo() throws {
        let path = try temporaryFolder(self) + "/store.sqlite"
        do {
            let store = try SnapshotStore(path: path)
            for index in 0..<40 { try store.append(todoSnapshot(count: index, second: index)) }
            try store.checkpoint()
        }
        // Everything in the main file, then a page in the middle scribbled over: the schema
        // still reads, so only a check of every page finds it.
        _ = try sqlite3(path, "PRAGMA journal_mode = DELETE;")
        var bytes = [UInt8](fileBytes(path)!)
        let pageSize = 4096
        XCTAssertGreaterThan(bytes.count, 6 * pageSize)
        for index in (5 * pageSize)..<(5 * pageSize + 1000) { bytes[index] = UInt8(truncatingIfNeeded: index &* 31 &+ 7) }
        try Data(bytes).write(to: URL(fileURLWithPath: path))

        XCTAssertThrowsError(try SnapshotStore(path: path)) { error in
            guard case .corruptDatabase? = error as? StoreError else { return XCTFail("\(error)") }
        }
        XCTAssertEqual(fileBytes(path).map { [UInt8]($0) }, bytes)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path + "-wal"))
    }

    func testAlteredDataIsReportedNeverReadAsAnotherSnapshot() throws {
        let path = try temporaryFolder(self) + "/store.sqlite"
        let store = try SnapshotStore(path: path)
        let id = try store.append(todoSnapshot())
        // Point the program at another text, as a hand edit of the database would.
        _ = try sqlite3(path, "INSERT INTO blobs (hash, kind, size, data) VALUES (randomblob(16), 'source', 5, 'hello')")
        _ = try sqlite3(path, "UPDATE program_files SET source = (SELECT hash FROM blobs WHERE data = 'hello') WHERE position = 0")
        XCTAssertThrowsError(try store.snapshot(id: id)) { error in
            guard case .damagedData? = error as? StoreError else { return XCTFail("\(error)") }
        }
        let other = try store.append(todoSnapshot(app: "// another program\n"))
        _ = try sqlite3(path, "UPDATE blobs SET data = CAST('// an altered program\n' AS BLOB), size = 22 WHERE kind = 'source' AND size = 19")
        XCTAssertThrowsError(try store.snapshot(id: other)) { error in
            XCTAssertTrue("\(error)".contains("does not match its hash"), "\(error)")
        }
        XCTAssertFalse(try store.damagedBlobs().isEmpty)

        // A size no data could inflate to is damage, not 100 GB to allocate.
        let sized = try store.append(todoSnapshot(app: "// sized\n" + String(repeating: "Text(\"a\")\n", count: 200)))
        _ = try sqlite3(path, "UPDATE blobs SET size = 99999999999 WHERE kind = 'source' AND length(data) < size")
        XCTAssertThrowsError(try store.snapshot(id: sized)) { error in
            guard case .damagedData(_, let detail)? = error as? StoreError else { return XCTFail("\(error)") }
            XCTAssertTrue(detail.contains("99999999999"), detail)
        }

        // A column holding the wrong type is an error too, not a crash.
        let intact = try store.append(todoSnapshot(app: "// intact\n"))
        XCTAssertNoThrow(try store.snapshot(id: intact))
        _ = try sqlite3(path, "UPDATE snapshots SET duration_ns = 'soon' WHERE id = \(intact)")
        XCTAssertThrowsError(try store.snapshot(id: intact)) { error in
            guard case .damagedData(_, let detail)? = error as? StoreError else { return XCTFail("\(error)") }
            XCTAssertTrue(detail.contains("duration_ns"), detail)
        }
        XCTAssertThrowsError(try store.summaries())
    }

    func testAReaderNeedsAnExistingStoreAndCannotWrite() throws {
        let path = try temporaryFolder(self) + "/missing.sqlite"
        XCTAssertThrowsError(try SnapshotStore(path: path, readOnly: true)) { error in
            XCTAssertEqual(error as? StoreError, .noDatabase(path: path))
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: path))
        try SnapshotStore(path: path).append(todoSnapshot())
        let reader = try SnapshotStore(path: path, readOnly: true)
        XCTAssertThrowsError(try reader.append(todoSnapshot())) { error in
            XCTAssertEqual(error as? StoreError, .readOnly(path: path))
        }
    }

    func testAStoreOfANewerWorkbenchIsRefused() throws {
        let path = try temporaryFolder(self) + "/store.sqlite"
        try SnapshotStore(path: path).append(todoSnapshot())
        _ = try sqlite3(path, "INSERT INTO grdb_migrations VALUES ('v99: from the future')")
        XCTAssertThrowsError(try SnapshotStore(path: path)) { error in
            XCTAssertEqual(error as? StoreError, .newerDatabase(path: path))
        }
    }

    func testTheFileIsInWALModeAndReadableWithTheSQLiteShell() throws {
        let path = try temporaryFolder(self) + "/store.sqlite"
        let store = try SnapshotStore(path: path)
        try store.append(todoSnapshot())
        XCTAssertEqual(try sqlite3(path, "PRAGMA journal_mode"), "wal")
        XCTAssertEqual(try sqlite3(path, "PRAGMA application_id"), String(0x5742_7374))
        // The queries docs/store.md shows.
        XCTAssertEqual(
            try sqlite3(path, "SELECT id, reason, document, is_crash FROM snapshots ORDER BY id DESC LIMIT 20"),
            "1|reload|app|0")
        XCTAssertEqual(
            try sqlite3(path, """
                SELECT f.path FROM snapshots s JOIN program_files f ON f.program = s.program
                WHERE s.id = 1 ORDER BY f.position
                """),
            "app.swift\ncomponents.swift")
        XCTAssertEqual(
            try sqlite3(path, """
                SELECT CAST(sqlar_uncompress(b.data, b.size) AS TEXT) FROM snapshots s
                JOIN program_files f ON f.program = s.program JOIN blobs b ON b.hash = f.source
                WHERE s.id = 1 AND f.path = 'components.swift'
                """),
            componentsSource.trimmingCharacters(in: .whitespacesAndNewlines))
        let document = try sqlite3(path, """
            SELECT CAST(sqlar_uncompress(b.data, b.size) AS TEXT) FROM snapshots s JOIN blobs b ON b.hash = s.ir
            WHERE s.id = 1
            """)
        XCTAssertTrue(document.hasPrefix(#"{"capabilities":["#), document)
    }
}
