import Foundation
import XCTest
@testable import Watcher

/// Folders created, deleted, renamed and moved while being watched.
final class FolderTests: WatcherTestCase {
    func testANewFolderIsWatchedAndTheFilesWrittenAtOnceAreReported() throws {
        let batches = try startWatcher()
        try makeFolder("views")
        try write("views/list.swift")
        XCTAssertEqual(batches.nextBatch()?.changes, [path("views/list.swift"): .created])
        try write("views/list.swift", "let x = 2\n")
        XCTAssertEqual(batches.nextBatch()?.changes, [path("views/list.swift"): .modified])
    }

    func testFilesThatLandBeforeANewFolderIsWatchedAreFoundByItsScan() throws {
        // The files are written after the folder's creation event and before its watch:
        // no event will ever tell of them, only the scan of the new folder.
        let root = self.root
        let backend = FaultInjectingBackend(beforeWatching: { folder in
            guard folder == root + "/late" else { return }
            mkdir(root + "/late/inner", 0o755)
            for name in ["late/early.swift", "late/inner/deeper.swift"] {
                let descriptor = open(root + "/" + name, O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
                close(descriptor)
            }
        })
        let batches = try startWatcher(backend: backend)
        try makeFolder("late")
        let changes = batches.waitForChanges { $0.count == 2 }
        XCTAssertEqual(changes, [path("late/early.swift"): .created, path("late/inner/deeper.swift"): .created])
        try write("late/inner/deeper.swift", "let x = 2\n")
        XCTAssertEqual(batches.waitForChanges { $0[path("late/inner/deeper.swift")] == .modified }[path("late/inner/deeper.swift")], .modified)
    }

    func testNestedFoldersMadeWithMkdirDashPAreAllWatched() throws {
        let batches = try startWatcher()
        try run(["mkdir", "-p", "a/b/c/d"])
        try write("a/b/c/d/deep.swift")
        try write("a/b/mid.swift")
        XCTAssertEqual(batches.nextBatch()?.changes, [path("a/b/c/d/deep.swift"): .created, path("a/b/mid.swift"): .created])
        try write("a/b/c/d/deep.swift", "let x = 2\n")
        try write("a/b/c/new.swift")
        XCTAssertEqual(batches.nextBatch()?.changes, [path("a/b/c/d/deep.swift"): .modified, path("a/b/c/new.swift"): .created])
    }

    func testDeletingAFolderRemovesItsFiles() throws {
        try makeFolder("views/detail")
        try write("views/list.swift")
        try write("views/detail/item.swift")
        let batches = try startWatcher()
        try removeTree("views")
        XCTAssertEqual(batches.nextBatch()?.changes, [path("views/list.swift"): .removed, path("views/detail/item.swift"): .removed])
    }

    func testAFolderDeletedAndMadeAgainAtTheSamePathIsWatchedAgain() throws {
        try makeFolder("generated")
        try write("generated/model.swift")
        let batches = try startWatcher()
        try removeTree("generated")
        XCTAssertEqual(batches.nextBatch()?.changes, [path("generated/model.swift"): .removed])
        try makeFolder("generated")
        try write("generated/model.swift")
        XCTAssertEqual(batches.nextBatch()?.changes, [path("generated/model.swift"): .created])
        try write("generated/model.swift", "let x = 2\n")
        XCTAssertEqual(batches.nextBatch()?.changes, [path("generated/model.swift"): .modified])
    }

    func testAWatchedRootDeletedAndMadeAgainIsWatchedAgain() throws {
        // `rm -rf scripts && git checkout scripts`: nothing watched sees the new folder
        // made, since the root's parent is not watched.
        try makeFolder("scripts")
        try write("scripts/app.swift")
        let batches = try startWatcher(roots: [path("scripts")])
        try removeTree("scripts")
        XCTAssertEqual(batches.nextBatch()?.changes, [path("scripts/app.swift"): .removed])
        try makeFolder("scripts")
        try write("scripts/app.swift")
        XCTAssertEqual(batches.nextBatch()?.changes, [path("scripts/app.swift"): .created])
        try write("scripts/app.swift", "let x = 2\n")
        XCTAssertEqual(batches.nextBatch()?.changes, [path("scripts/app.swift"): .modified])
    }

    func testAWatchedRootMovedAwayAndBackIsWatchedAgain() throws {
        try makeFolder("scripts")
        try write("scripts/app.swift")
        let batches = try startWatcher(roots: [path("scripts")])
        try rename("scripts", "aside")
        XCTAssertEqual(batches.nextBatch()?.changes, [path("scripts/app.swift"): .removed])
        try write("aside/app.swift", "let x = 3\n")
        try rename("aside", "scripts")
        XCTAssertEqual(batches.nextBatch()?.changes, [path("scripts/app.swift"): .created])
        try write("scripts/app.swift", "let x = 2\n")
        XCTAssertEqual(batches.nextBatch()?.changes, [path("scripts/app.swift"): .modified])
    }

    func testAFolderRemadeWhileTheOldOneIsStillOpenIsWatchedAgain() throws {
        // A shell whose working directory is the deleted folder keeps its inode alive, so
        // the kernel drops the old watch only later: the new folder must not be confused
        // with it.
        try makeFolder("generated")
        try write("generated/model.swift")
        let batches = try startWatcher()
        let holder = open(path("generated"), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        XCTAssertGreaterThanOrEqual(holder, 0)
        defer { close(holder) }
        try removeTree("generated")
        try makeFolder("generated")
        try write("generated/model.swift")
        XCTAssertEqual(batches.nextBatch()?.changes, [path("generated/model.swift"): .modified])
        try write("generated/model.swift", "let x = 2\n")
        XCTAssertEqual(batches.nextBatch()?.changes, [path("generated/model.swift"): .modified])
    }

    func testRenamingAFolderMovesItsFilesAndKeepsWatchingThemUnderTheNewName() throws {
        try makeFolder("old/inner")
        try write("old/a.swift")
        try write("old/inner/b.swift")
        let batches = try startWatcher()
        try rename("old", "new")
        XCTAssertEqual(batches.nextBatch()?.changes, [
            path("old/a.swift"): .removed, path("old/inner/b.swift"): .removed,
            path("new/a.swift"): .created, path("new/inner/b.swift"): .created,
        ])
        try write("new/inner/b.swift", "let x = 2\n")
        XCTAssertEqual(batches.nextBatch()?.changes, [path("new/inner/b.swift"): .modified])
        // The old name is free again, and a folder made there is watched on its own.
        try makeFolder("old")
        try write("old/c.swift")
        XCTAssertEqual(batches.nextBatch()?.changes, [path("old/c.swift"): .created])
        try write("old/c.swift", "let x = 2\n")
        try write("new/a.swift", "let x = 2\n")
        XCTAssertEqual(batches.nextBatch()?.changes, [path("old/c.swift"): .modified, path("new/a.swift"): .modified])
    }

    func testAFolderMovedInIsWatchedAndItsFilesReported() throws {
        try makeFolder("watched")
        try makeFolder("outside/module/inner")
        try write("outside/module/a.swift")
        try write("outside/module/inner/b.swift")
        let batches = try startWatcher(roots: [path("watched")])
        try rename("outside/module", "watched/module")
        XCTAssertEqual(batches.nextBatch()?.changes, [path("watched/module/a.swift"): .created, path("watched/module/inner/b.swift"): .created])
        try write("watched/module/inner/b.swift", "let x = 2\n")
        XCTAssertEqual(batches.nextBatch()?.changes, [path("watched/module/inner/b.swift"): .modified])
    }

    func testAFolderMovedOutIsNoLongerWatched() throws {
        try makeFolder("watched/module/inner")
        try makeFolder("outside")
        try write("watched/module/a.swift")
        try write("watched/module/inner/b.swift")
        let batches = try startWatcher(roots: [path("watched")])
        let watchesBefore = try XCTUnwrap(watchedFolderCount())
        try rename("watched/module", "outside/module")
        XCTAssertEqual(batches.nextBatch()?.changes, [path("watched/module/a.swift"): .removed, path("watched/module/inner/b.swift"): .removed])
        try write("outside/module/inner/b.swift", "let x = 2\n")
        try write("outside/module/c.swift")
        XCTAssertEqual(batches.batchesArriving(within: .milliseconds(500)), [])
        XCTAssertEqual(watchedFolderCount(), watchesBefore - 2)
    }

    func testIgnoredFoldersAreNotWatched() throws {
        try makeFolder(".git/objects")
        try makeFolder(".build/debug")
        try makeFolder("app")
        try startWatcher()
        XCTAssertEqual(watchedFolderCount(), 2)
    }

    /// How many folders the kernel holds watches on for this process, from /proc.
    private func watchedFolderCount() -> Int? {
        for descriptor in InotifyDescriptors.open() {
            guard let info = try? String(contentsOfFile: "/proc/self/fdinfo/\(descriptor)", encoding: .utf8) else { continue }
            return info.split(separator: "\n").filter { $0.hasPrefix("inotify wd:") }.count
        }
        return nil
    }
}
