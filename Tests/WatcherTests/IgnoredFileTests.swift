import Foundation
import XCTest
@testable import Watcher

/// Ignored files written on disk while watching: they never start or join a batch.
final class IgnoredFileTests: WatcherTestCase {
    func testTheDaemonsDatabaseWalSocketAndLockNeverTriggerABatch() throws {
        // A state folder not named .workbench, so that only the paths the daemon passes
        // keep these files out; no extension filter, so that nothing else does.
        try makeFolder("state")
        let database = path("state/workbench.sqlite")
        let socketPath = path("state/workbench.sock")
        let lock = path("state/workbench.lock")
        let rules = IgnoreRules(projectRoot: root, paths: IgnoreRules.sqliteFiles(of: database) + [socketPath, lock])
        let batches = try startWatcher(rules: rules)

        for file in ["state/workbench.sqlite", "state/workbench.sqlite-wal", "state/workbench.sqlite-shm",
                     "state/workbench.sqlite-journal", "state/workbench.lock"] {
            try write(file, "data")
            try write(file, "more data")
        }
        try remove("state/workbench.sqlite-journal")
        let listener = try bindUnixSocket(at: socketPath)
        defer { close(listener) }
        XCTAssertEqual(batches.batchesArriving(within: .milliseconds(600)), [])

        try write("app.swift")
        XCTAssertEqual(batches.nextBatch()?.changes, [path("app.swift"): .created])
    }

    func testConfiguredPatternsAreIgnoredIncludingFoldersCreatedLater() throws {
        let rules = IgnoreRules(projectRoot: root, patterns: ["generated/**", "*.draft.swift"])
        let batches = try startWatcher(rules: rules)
        try makeFolder("generated/deep")
        try write("generated/model.swift")
        try write("generated/deep/more.swift")
        try makeFolder("views")
        try write("views/list.draft.swift")
        try write("views/list.swift")
        XCTAssertEqual(batches.nextBatch()?.changes, [path("views/list.swift"): .created])
        try write("generated/deep/more.swift", "let x = 2\n")
        XCTAssertEqual(batches.batchesArriving(within: .milliseconds(500)), [])
    }

    func testPatternsAreRelativeToTheProjectNotToTheWatchedFolder() throws {
        try makeFolder("scripts/generated")
        try makeFolder("scripts/views")
        let rules = IgnoreRules(projectRoot: root, patterns: ["scripts/generated/**"])
        let batches = try startWatcher(roots: [path("scripts")], rules: rules)
        try write("scripts/generated/model.swift")
        try write("scripts/views/list.swift")
        XCTAssertEqual(batches.nextBatch()?.changes, [path("scripts/views/list.swift"): .created])
    }

    func testGitActivityIsIgnored() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: "/usr/bin/git"), "git is not installed")
        let batches = try startWatcher()
        try run(["git", "init", "-q"])
        try write("app.swift")
        try run(["git", "add", "app.swift"])
        try run(["git", "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "first"])
        XCTAssertEqual(batches.nextBatch()?.changes, [path("app.swift"): .created])
        XCTAssertEqual(batches.batchesArriving(within: .milliseconds(500)), [])
    }

    private func bindUnixSocket(at path: String) throws -> Int32 {
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in path.utf8.enumerated() where index < buffer.count - 1 { buffer[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard bound == 0 else { throw posixError("bind", path) }
        return descriptor
    }
}
