import XCTest
@testable import Watcher

/// Edits, creations, deletions, renames and moves of single files.
final class FileChangeTests: WatcherTestCase {
    func testEditingAFileReportsItModified() throws {
        try write("app.swift")
        let batches = try startWatcher()
        try write("app.swift", "let x = 2\n")
        XCTAssertEqual(batches.nextBatch()?.changes, [path("app.swift"): .modified])
    }

    func testTheFilesFoundAtStartAreListed() throws {
        try makeFolder("views")
        try write("app.swift")
        try write("views/list.vml")
        try write("notes.txt")
        try startWatcher(fileExtensions: ["swift", "vml"])
        XCTAssertEqual(watcher?.initialFiles, [path("app.swift"), path("views/list.vml")])
    }

    func testCreatingAFileReportsItCreated() throws {
        let batches = try startWatcher()
        try write("new.swift")
        XCTAssertEqual(batches.nextBatch()?.changes, [path("new.swift"): .created])
    }

    func testDeletingAFileReportsItRemoved() throws {
        try write("old.swift")
        let batches = try startWatcher()
        try remove("old.swift")
        XCTAssertEqual(batches.nextBatch()?.changes, [path("old.swift"): .removed])
    }

    func testAFileDeletedAndRecreatedInOneBurstIsModified() throws {
        try write("app.swift")
        let batches = try startWatcher()
        try remove("app.swift")
        try write("app.swift", "let x = 2\n")
        XCTAssertEqual(batches.nextBatch()?.changes, [path("app.swift"): .modified])
    }

    func testAFileDeletedThenRecreatedLaterIsRemovedThenCreatedAndStillWatched() throws {
        try write("app.swift")
        let batches = try startWatcher()
        try remove("app.swift")
        XCTAssertEqual(batches.nextBatch()?.changes, [path("app.swift"): .removed])
        try write("app.swift", "let x = 2\n")
        XCTAssertEqual(batches.nextBatch()?.changes, [path("app.swift"): .created])
        try write("app.swift", "let x = 3\n")
        XCTAssertEqual(batches.nextBatch()?.changes, [path("app.swift"): .modified])
    }

    func testAFileCreatedAndDeletedWithinABurstIsNotReported() throws {
        let batches = try startWatcher()
        try write("scratch.swift")
        try remove("scratch.swift")
        try write("kept.swift")
        XCTAssertEqual(batches.nextBatch()?.changes, [path("kept.swift"): .created])
    }

    func testRenamingAFileRemovesTheOldPathAndCreatesTheNew() throws {
        try write("old.swift")
        let batches = try startWatcher()
        try rename("old.swift", "new.swift")
        let batch = try XCTUnwrap(batches.nextBatch())
        XCTAssertEqual(batch.changes, [path("old.swift"): .removed, path("new.swift"): .created])
        XCTAssertEqual(batch.paths(.removed), [path("old.swift")])
        XCTAssertEqual(batch.paths(.created), [path("new.swift")])
        XCTAssertEqual(batch.paths(.modified), [])
    }

    func testRenamingAFileOverAnotherModifiesTheTarget() throws {
        try write("a.swift")
        try write("b.swift")
        let batches = try startWatcher()
        try rename("a.swift", "b.swift")
        XCTAssertEqual(batches.nextBatch()?.changes, [path("a.swift"): .removed, path("b.swift"): .modified])
    }

    func testMovingAFileOutOfTheTreeRemovesIt() throws {
        try makeFolder("watched")
        try makeFolder("outside")
        try write("watched/app.swift")
        let batches = try startWatcher(roots: [path("watched")])
        try rename("watched/app.swift", "outside/app.swift")
        XCTAssertEqual(batches.nextBatch()?.changes, [path("watched/app.swift"): .removed])
        try write("outside/app.swift", "let x = 2\n")
        XCTAssertEqual(batches.batchesArriving(within: .milliseconds(500)), [])
    }

    func testMovingAFileIntoTheTreeCreatesIt() throws {
        try makeFolder("watched")
        try makeFolder("outside")
        try write("outside/app.swift")
        let batches = try startWatcher(roots: [path("watched")])
        try rename("outside/app.swift", "watched/app.swift")
        XCTAssertEqual(batches.nextBatch()?.changes, [path("watched/app.swift"): .created])
    }

    func testOnlyTheGivenExtensionsAreReported() throws {
        let batches = try startWatcher(fileExtensions: ["swift", "vml"])
        try write("app.swift")
        try write("screen.vml")
        try write("README.md")
        try write("swift")
        XCTAssertEqual(batches.nextBatch()?.changes, [path("app.swift"): .created, path("screen.vml"): .created])
    }

    func testTouchingAFileReportsItModified() throws {
        try write("app.swift")
        let batches = try startWatcher()
        XCTAssertEqual(utimes(path("app.swift"), nil), 0)
        XCTAssertEqual(batches.nextBatch()?.changes, [path("app.swift"): .modified])
    }

    func testSeveralRootsAreWatchedTogether() throws {
        try makeFolder("scripts")
        try makeFolder("screens")
        let batches = try startWatcher(roots: [path("scripts"), path("screens"), path("scripts")])
        XCTAssertEqual(watcher?.roots, [path("screens"), path("scripts")])
        try write("scripts/app.swift")
        try write("screens/main.vml")
        XCTAssertEqual(batches.nextBatch()?.changes, [path("scripts/app.swift"): .created, path("screens/main.vml"): .created])
    }

    func testARootThatIsASymlinkIsFollowedAndReportedUnderItsOwnPath() throws {
        try makeFolder("real/views")
        XCTAssertEqual(symlink(path("real"), path("link")), 0)
        let batches = try startWatcher(roots: [path("link")])
        try write("real/views/list.swift")
        XCTAssertEqual(batches.nextBatch()?.changes, [path("link/views/list.swift"): .created])
    }
}
