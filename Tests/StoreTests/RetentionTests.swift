import Foundation
import Store
import ViewTree
import XCTest

final class RetentionTests: XCTestCase {
    private let crash = RuntimeFailure(
        kind: "nilUnwrap", message: "unexpectedly found nil", frames: [StackFrame(function: "body", file: "app.swift", line: 2, column: 5)])

    /// Twenty edits, each of a different program and tree; every fifth is a crash.
    private func history(_ store: SnapshotStore) throws -> [Int64] {
        try (0..<20).map { index in
            try store.append(
                todoSnapshot(
                    count: index, todos: [("Todo \(index)", index % 2 == 0)], app: appSource + "// edit \(index)\n",
                    failure: index % 5 == 4 ? crash : nil, second: index))
        }
    }

    func testPruningKeepsTheLastNAndEveryCrashAndTheyStayReadable() throws {
        let path = try temporaryFolder(self) + "/store.sqlite"
        let store = try SnapshotStore(path: path)
        let ids = try history(store)
        let blobsBefore = try store.statistics().blobCount

        let report = try store.prune(keepLast: 5)
        let kept = try store.summaries().map(\.id)
        let expected = Set(ids.suffix(5)).union([ids[4], ids[9], ids[14], ids[19]])
        XCTAssertEqual(Set(kept), expected)
        XCTAssertEqual(report.deletedSnapshots, 20 - expected.count)
        XCTAssertGreaterThan(report.deletedBlobs, 0)
        XCTAssertLessThan(try store.statistics().blobCount, blobsBefore)

        for id in kept {
            let index = ids.firstIndex(of: id)!
            let expectedSnapshot = todoSnapshot(
                count: index, todos: [("Todo \(index)", index % 2 == 0)], app: appSource + "// edit \(index)\n",
                failure: index % 5 == 4 ? crash : nil, second: index)
            XCTAssertEqual(try store.snapshot(id: id).snapshot, expectedSnapshot, "snapshot \(id) survived the prune whole")
        }
        XCTAssertEqual(try store.damagedBlobs(), [])
        XCTAssertEqual(try store.integrityCheck(), ["ok"])
        XCTAssertEqual(try sqlite3(path, "SELECT count(*) FROM program_files WHERE program NOT IN (SELECT program FROM snapshots)"), "0")
    }

    func testIdsAreNeverReusedAfterAPrune() throws {
        let store = try SnapshotStore(path: try temporaryFolder(self) + "/store.sqlite")
        let ids = try history(store)
        try store.prune(keepLast: 1)
        let next = try store.append(todoSnapshot(second: 99))
        XCTAssertGreaterThan(next, ids.last!)
    }

    func testPruningToTheSameNumberAgainDeletesNothing() throws {
        let store = try SnapshotStore(path: try temporaryFolder(self) + "/store.sqlite")
        _ = try history(store)
        try store.prune(keepLast: 8)
        XCTAssertEqual(try store.prune(keepLast: 8), PruneReport(deletedSnapshots: 0, deletedBlobs: 0, deletedPrograms: 0))
    }

    func testAWriterInAnotherProcessRewritesBlobsAPruneDeleted() throws {
        // Two store instances stand for two processes: each remembers which blobs the
        // database holds, and a prune by one must not leave the other referring to
        // blobs that are gone.
        let path = try temporaryFolder(self) + "/store.sqlite"
        let daemon = try SnapshotStore(path: path)
        let recorder = try SnapshotStore(path: path)
        let old = todoSnapshot(count: 1, todos: [("Old", false)], app: appSource + "// old\n")
        try recorder.append(old)
        try daemon.append(todoSnapshot(count: 2, second: 1))
        try daemon.prune(keepLast: 1)

        let again = try recorder.append(old)
        XCTAssertEqual(try recorder.snapshot(id: again).snapshot, old)
        XCTAssertEqual(try daemon.damagedBlobs(), [])
    }
}
