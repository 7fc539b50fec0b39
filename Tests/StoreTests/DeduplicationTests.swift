import Foundation
import Store
import ViewTree
import XCTest

final class DeduplicationTests: XCTestCase {
    private var path = ""
    private var store: SnapshotStore!

    override func setUpWithError() throws {
        path = try temporaryFolder(self) + "/store.sqlite"
        store = try SnapshotStore(path: path)
    }

    private func blobCount(_ kind: String? = nil) throws -> Int {
        let filter = kind.map { " WHERE kind = '\($0)'" } ?? ""
        return Int(try sqlite3(path, "SELECT count(*) FROM blobs" + filter)) ?? -1
    }

    func testTheSameRunTwiceStoresNoNewBlob() throws {
        try store.append(todoSnapshot(second: 0))
        let blobs = try blobCount()
        try store.append(todoSnapshot(second: 1))
        XCTAssertEqual(try blobCount(), blobs)
    }

    func testAnEditStoresOnlyTheChangedNodeAndItsAncestors() throws {
        let todos = (0..<50).map { ("Todo \($0)", $0 % 2 == 0) }
        try store.append(todoSnapshot(todos: todos))
        let nodes = try blobCount("ir-node")
        XCTAssertGreaterThan(nodes, 150)

        var renamed = todos
        renamed[7].0 = "Renamed"
        var edited = todoSnapshot(todos: todos)
        edited.ir = todoTree(todos: renamed)
        try store.append(edited)
        // The Toggle, its row, the List and the root: nothing else changed.
        XCTAssertEqual(try blobCount("ir-node"), nodes + 4)

        var padded = edited
        padded.ir = todoTree(todos: renamed, padding: 20)
        try store.append(padded)
        XCTAssertEqual(try blobCount("ir-node"), nodes + 5, "a root modifier changes the root only")
    }

    func testAnEditThatShiftsLinesStoresTheLocationsNotTheNodes() throws {
        let todos = (0..<50).map { ("Todo \($0)", $0 % 2 == 0) }
        var snapshot = todoSnapshot(todos: todos)
        try store.append(snapshot)
        let nodes = try blobCount("ir-node")
        XCTAssertEqual(try blobCount("ir-sources"), 1)

        // A line inserted above the rows' component moves every row down by one.
        snapshot.ir = todoTree(todos: todos)
        snapshot.ir!.root.children[1].children = todos.enumerated().map { row($0.offset, title: $0.element.0, done: $0.element.1, line: 19) }
        let id = try store.append(snapshot)
        XCTAssertEqual(try blobCount("ir-node"), nodes, "no node changed but its location")
        XCTAssertEqual(try blobCount("ir-sources"), 2)
        XCTAssertEqual(try store.snapshot(id: id).snapshot.ir, snapshot.ir, "the locations are put back in place")
    }

    func testAFreshProcessFindsTheSameAddresses() throws {
        try store.append(todoSnapshot(todos: [("Milk", true)]))
        let blobs = try blobCount()
        let other = try SnapshotStore(path: path)
        try other.append(todoSnapshot(todos: [("Milk", true)], second: 5))
        XCTAssertEqual(try blobCount(), blobs)
    }

    func testAnUnchangedSourceFileIsStoredOnce() throws {
        try store.append(todoSnapshot(app: appSource))
        try store.append(todoSnapshot(app: appSource + "// edited\n"))
        try store.append(todoSnapshot(app: appSource + "// edited again\n"))
        XCTAssertEqual(try blobCount("source"), 4, "three versions of app.swift, one of components.swift")
        XCTAssertEqual(try sqlite3(path, "SELECT count(DISTINCT program) FROM program_files"), "3")
    }

    func testAnUnchangedStateIsStoredOnceAndALargeOneMemberByMember() throws {
        let todos = (0..<100).map { ("A todo with a fairly long title, number \($0)", false) }
        try store.append(todoSnapshot(count: 1, todos: todos))
        XCTAssertEqual(try blobCount("state-object"), 2, "count 0 and count 1, both over the split threshold")
        let stateBlobs = try blobCount("state")
        XCTAssertEqual(stateBlobs, 1, "the todos member, shared by both")

        try store.append(todoSnapshot(count: 2, todos: todos))
        XCTAssertEqual(try blobCount("state-object"), 3, "only the new state object")
        XCTAssertEqual(try blobCount("state"), stateBlobs, "the todos were not stored again")
        let fetched = try store.snapshot(id: 2).snapshot
        XCTAssertEqual(fetched.stateAfter, todoState(count: 2, todos: todos))
        XCTAssertEqual(fetched.stateBefore, todoState(count: 1, todos: todos))
    }

    func testStatisticsCompareStoredWithRawBytes() throws {
        let todos = (0..<100).map { ("Todo \($0)", $0 % 2 == 0) }
        for count in 1...9 { try store.append(todoSnapshot(count: count, todos: todos)) }
        try store.checkpoint()
        let statistics = try store.statistics()
        XCTAssertEqual(statistics.snapshotCount, 9)
        let one = todoSnapshot(count: 3, todos: todos)
        let rawOne = IRJSONEncoder.encode(one.ir!).count + one.stateBefore!.canonicalText.utf8.count
            + one.stateAfter!.canonicalText.utf8.count
        XCTAssertEqual(statistics.rawBytes, 9 * rawOne, "raw bytes are the canonical JSON of the IR and both states")
        XCTAssertLessThan(statistics.storedBlobBytes, statistics.uncompressedBlobBytes, "compression paid")
        XCTAssertLessThan(statistics.storedFraction, 0.5)
        XCTAssertEqual(statistics.databaseBytes, fileBytes(path)?.count, "after a checkpoint the file holds it all")
    }
}
