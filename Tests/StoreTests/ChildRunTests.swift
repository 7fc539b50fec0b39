import Foundation
@testable import Store
import ViewTree
import XCTest

/// A long child list is stored in runs, so that changing, inserting or removing one child
/// writes one run and not the whole list again (`ChildRuns`).
final class ChildRunTests: XCTestCase {
    private func todos(_ count: Int, toggled: Int? = nil) -> [(String, Bool)] {
        (0..<count).map { ("Todo \($0)", ($0 % 3 == 0) != ($0 == toggled)) }
    }

    /// The blobs a snapshot added, by kind, with their raw sizes.
    private func newBlobs(in path: String, after count: Int) throws -> [(kind: String, size: Int)] {
        try sqlite3(path, "SELECT kind || ' ' || size FROM blobs WHERE rowid > \(count) ORDER BY rowid")
            .split(separator: "\n").map { line in
                let parts = line.split(separator: " ")
                return (String(parts[0]), Int(parts[1])!)
            }
    }

    private func blobCount(_ path: String) throws -> Int {
        Int(try sqlite3(path, "SELECT max(rowid) FROM blobs"))!
    }

    func testALongListIsStoredInRunsAndReadBackExactly() throws {
        let path = try temporaryFolder(self) + "/store.sqlite"
        let store = try SnapshotStore(path: path)
        let snapshot = todoSnapshot(todos: todos(300))
        let id = try store.append(snapshot)
        XCTAssertEqual(try store.snapshot(id: id).snapshot, snapshot)
        XCTAssertEqual(try SnapshotStore(path: path, readOnly: true).snapshot(id: id).snapshot.ir, snapshot.ir)

        let runs = Int(try sqlite3(path, "SELECT count(*) FROM blobs WHERE kind = 'ir-children'"))!
        XCTAssertGreaterThan(runs, 300 / ChildRuns.maximumLength)
        XCTAssertLessThan(runs, 300 / ChildRuns.minimumLength)
        let listNode = try sqlite3(
            path, "SELECT max(size) FROM blobs WHERE kind = 'ir-node'")
        XCTAssertLessThan(Int(listNode)!, 2000, "the list's node holds its runs, not its 300 children")
        XCTAssertEqual(try store.damagedBlobs(), [])
    }

    func testTheStoredLengthIsTheIRsOwn() throws {
        let path = try temporaryFolder(self) + "/store.sqlite"
        let store = try SnapshotStore(path: path)
        let snapshot = todoSnapshot(todos: todos(200))
        let id = try store.append(snapshot)
        var bytes: [UInt8] = []
        IRJSONEncoder.writeDocument(snapshot.ir!, into: &bytes) { root, output in IRJSONEncoder.write(root, into: &output) }
        XCTAssertEqual(try sqlite3(path, "SELECT ir_bytes FROM snapshots WHERE id = \(id)"), "\(bytes.count)")
    }

    func testTogglingOneRowWritesOneRunAndTheNodesAboveIt() throws {
        let path = try temporaryFolder(self) + "/store.sqlite"
        let store = try SnapshotStore(path: path)
        try store.append(todoSnapshot(todos: todos(300)))
        let before = try blobCount(path)
        let toggled = todoSnapshot(todos: todos(300, toggled: 150))
        let id = try store.append(toggled)

        let added = try newBlobs(in: path, after: before)
        XCTAssertEqual(added.filter { $0.kind == "ir-children" }.count, 1, "\(added)")
        let nodeBytes = added.filter { $0.kind.hasPrefix("ir-") && $0.kind != "ir-sources" }.reduce(0) { $0 + $1.size }
        XCTAssertLessThan(nodeBytes, 4000, "a toggle writes the row, its run and the path to the root: \(added)")
        XCTAssertEqual(try store.snapshot(id: id).snapshot, toggled)
    }

    func testInsertingARowRewritesOnlyTheRunsAroundIt() throws {
        let path = try temporaryFolder(self) + "/store.sqlite"
        let store = try SnapshotStore(path: path)
        var list = todos(300)
        let first = todoSnapshot(todos: list)
        try store.append(first)
        let before = try blobCount(path)
        // Rows are identified by position in this tree: inserting one changes every row
        // after it. Moving the rows' ids is what a keyed list avoids; here the tree is
        // built by hand with the old rows' ids and bytes kept.
        var document = first.ir!
        var rows = document.root.children[1].children
        rows.insert(row(999, title: "Inserted", done: false), at: 150)
        document.root.children[1].children = rows
        var inserted = first
        inserted.ir = document
        list.insert(("Inserted", false), at: 150)
        let id = try store.append(inserted)

        let runs = try newBlobs(in: path, after: before).filter { $0.kind == "ir-children" }
        XCTAssertLessThanOrEqual(runs.count, 2, "only the run the row falls in (or its two halves)")
        XCTAssertEqual(try store.snapshot(id: id).snapshot.ir, document)
    }

    func testAListThatShrinksBelowTheThresholdIsStoredOneByOneAgain() throws {
        let path = try temporaryFolder(self) + "/store.sqlite"
        let store = try SnapshotStore(path: path)
        let long = try store.append(todoSnapshot(todos: todos(100)))
        let short = todoSnapshot(todos: todos(ChildRuns.threshold))
        let id = try store.append(short)
        XCTAssertEqual(try store.snapshot(id: id).snapshot, short)
        XCTAssertEqual(try store.snapshot(id: long).snapshot, todoSnapshot(todos: todos(100)))
    }

    func testPruningKeepsTheRunsOfKeptSnapshotsAndDeletesTheOthers() throws {
        let path = try temporaryFolder(self) + "/store.sqlite"
        let store = try SnapshotStore(path: path)
        for toggled in 0..<6 { try store.append(todoSnapshot(todos: todos(300, toggled: toggled * 50))) }
        let runsBefore = Int(try sqlite3(path, "SELECT count(*) FROM blobs WHERE kind = 'ir-children'"))!
        try store.prune(keepLast: 1)
        let runsAfter = Int(try sqlite3(path, "SELECT count(*) FROM blobs WHERE kind = 'ir-children'"))!
        XCTAssertLessThan(runsAfter, runsBefore, "the runs only pruned snapshots used are deleted")
        let last = try store.summaries(limit: 1)[0].id
        XCTAssertEqual(try store.snapshot(id: last).snapshot, todoSnapshot(todos: todos(300, toggled: 250)))
        XCTAssertEqual(try store.damagedBlobs(), [])

        // A run deleted by the prune is written again when a tree uses it once more.
        let again = try store.append(todoSnapshot(todos: todos(300, toggled: 0)))
        XCTAssertEqual(try store.snapshot(id: again).snapshot, todoSnapshot(todos: todos(300, toggled: 0)))
        XCTAssertEqual(try store.damagedBlobs(), [])
    }

    func testAnAlteredRunIsReportedAsDamage() throws {
        let path = try temporaryFolder(self) + "/store.sqlite"
        let store = try SnapshotStore(path: path)
        let id = try store.append(todoSnapshot(todos: todos(100)))
        // A run altered on disk: the reader names it, and never builds a different tree.
        let run = try sqlite3(path, "SELECT lower(hex(hash)) FROM blobs WHERE kind = 'ir-children' ORDER BY rowid LIMIT 1")
        _ = try sqlite3(path, "UPDATE blobs SET data = CAST('[]' AS BLOB), size = 2 WHERE hash = x'\(run)'")
        XCTAssertThrowsError(try SnapshotStore(path: path, readOnly: true).snapshot(id: id)) { error in
            XCTAssertTrue("\(error)".contains(run), "\(error)")
        }
    }
}
