import Foundation
import GRDB
@testable import Store
import ViewTree
import XCTest

/// Stores written by earlier versions of the schema and of the blob formats stay readable
/// and writable.
final class MigrationTests: XCTestCase {
    func testAStoreOfTheFirstSchemaIsUpgradedWithItsSnapshotsIntact() throws {
        let path = try temporaryFolder(self) + "/store.sqlite"
        let text = Array("print(\"written before the upgrade\")\n".utf8)
        let old = ContentHash.of(kind: .source, bytes: text)
        do {
            let queue = try DatabaseQueue(path: path)
            try StoreSchema.migrator.migrate(queue, upTo: StoreSchema.firstMigration)
            try queue.write { db in
                try db.execute(
                    sql: "INSERT INTO blobs (hash, kind, size, data) VALUES (?, 'source', ?, ?)",
                    arguments: [Data(old.bytes), text.count, Data(text)])
            }
        }
        let store = try SnapshotStore(path: path)
        XCTAssertEqual(try sqlite3(path, "SELECT count(*) FROM grdb_migrations"), "3")
        XCTAssertEqual(try sqlite3(path, "SELECT count(*) FROM blobs WHERE hash = x'\(old.hex)'"), "1", "the old rows were kept")
        let todos = (0..<100).map { ("Todo \($0)", $0 % 3 == 0) }
        let id = try store.append(todoSnapshot(todos: todos))
        XCTAssertEqual(try store.snapshot(id: id).snapshot, todoSnapshot(todos: todos))
        XCTAssertEqual(try sqlite3(path, "SELECT count(*) FROM blobs WHERE kind = 'state-array'"), "1")
        XCTAssertNotEqual(try sqlite3(path, "SELECT count(*) FROM blobs WHERE kind = 'ir-children'"), "0", "the 100 rows are stored in runs")
        XCTAssertEqual(try store.integrityCheck(), ["ok"])
        XCTAssertEqual(try store.damagedBlobs(), [])
    }

    func testLocationsStoredAsTheIRWritesThemAreRead() throws {
        // The first stores kept a tree's locations as a JSON array of source objects.
        let path = try temporaryFolder(self) + "/store.sqlite"
        let snapshot = todoSnapshot(todos: [("Milk", true), ("Eggs", false)])
        let id = try SnapshotStore(path: path).append(snapshot)

        var locations: [UInt8] = [UInt8(ascii: "[")]
        var first = true
        snapshot.ir!.root.forEachNode { node in
            if !first { locations.append(UInt8(ascii: ",")) }
            first = false
            IRJSONEncoder.write(node.source, into: &locations)
        }
        locations.append(UInt8(ascii: "]"))
        let sourcesHash = ContentHash.of(kind: .irSources, bytes: locations)
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            let documentHash = ContentHash(bytes: [UInt8](try Data.fetchOne(db, sql: "SELECT ir FROM snapshots WHERE id = ?", arguments: [id])!))!
            let documentJSON = try JSONParser.parse(
                bytes: [UInt8](try Data.fetchOne(db, sql: "SELECT data FROM blobs WHERE hash = ?", arguments: [Data(documentHash.bytes)])!))
            guard case .object(var members) = documentJSON, case .object(var root) = members["root"] else {
                return XCTFail("unexpected document blob")
            }
            root["sources"] = .string(sourcesHash.hex)
            members["root"] = .object(root)
            let document = CanonicalJSONWriter().bytes(.object(members))
            let newDocumentHash = ContentHash.of(kind: .irDocument, bytes: document)
            try db.execute(
                sql: "INSERT INTO blobs (hash, kind, size, data) VALUES (?, 'ir-sources', ?, ?), (?, 'ir-document', ?, ?)",
                arguments: [
                    Data(sourcesHash.bytes), locations.count, Data(locations), Data(newDocumentHash.bytes), document.count,
                    Data(document),
                ])
            try db.execute(sql: "UPDATE snapshots SET ir = ? WHERE id = ?", arguments: [Data(newDocumentHash.bytes), id])
        }
        XCTAssertEqual(try SnapshotStore(path: path, readOnly: true).snapshot(id: id).snapshot.ir, snapshot.ir)
    }
}
