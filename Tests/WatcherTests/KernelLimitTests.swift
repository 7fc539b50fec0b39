import Dispatch
import Foundation
import Synchronization
import XCTest
@testable import Watcher

/// inotify's queue overflowing, and its watches running out.
final class KernelLimitTests: WatcherTestCase {
    func testAnOverflowedQueueIsRecoveredByAFullRescan() throws {
        // A real overflow, without touching any sysctl: the handler holds the watcher thread
        // while more events happen than the kernel queues for one instance.
        let queueLimit = try XCTUnwrap(Int(String(contentsOfFile: "/proc/sys/fs/inotify/max_queued_events", encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)))
        try XCTSkipIf(queueLimit > 100_000, "fs.inotify.max_queued_events is \(queueLimit): too many files to write")
        try makeFolder("many")
        try write("trigger.swift")
        let handlerEntered = DispatchSemaphore(value: 0)
        let releaseHandler = DispatchSemaphore(value: 0)
        let holding = Atomic<Bool>(true)
        let batches = try startWatcher(debounce: .milliseconds(50), onBatch: { _ in
            if holding.exchange(false, ordering: .acquiringAndReleasing) {
                handlerEntered.signal()
                releaseHandler.wait()
            }
        })
        try write("trigger.swift", "let x = 2\n")
        XCTAssertEqual(handlerEntered.wait(timeout: .now() + 10), .success)

        // Three events per file (create, modify, close): more than the queue holds.
        let fileCount = queueLimit / 3 + 1000
        for index in 0..<fileCount {
            try write("many/f\(index).swift", "let i = \(index)\n")
        }
        // A folder the thread has no chance to watch before the overflow.
        try makeFolder("late")
        try write("late/inside.swift")
        releaseHandler.signal()

        let expected = Set((0..<fileCount).map { path("many/f\($0).swift") } + [path("late/inside.swift")])
        let changes = batches.waitForChanges(timeout: .seconds(60)) { expected.isSubset(of: $0.keys) }
        XCTAssertTrue(batches.batches.contains { $0.needsFullRescan }, "no batch asked for a full rescan")
        XCTAssertTrue(expected.isSubset(of: changes.keys), "\(expected.subtracting(changes.keys).count) files missing")
        XCTAssertEqual(changes[path("late/inside.swift")], .created)

        // The rescan watched the folder the overflow hid.
        let before = batches.batches.count
        try write("late/inside.swift", "let x = 2\n")
        XCTAssertEqual(batches.batch(after: before)?.changes, [path("late/inside.swift"): .modified])
    }

    func testRunningOutOfWatchesAtStartIsAClearError() throws {
        try makeFolder("app/views")
        let limit = try String(contentsOfFile: "/proc/sys/fs/inotify/max_user_watches", encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        XCTAssertThrowsError(try startWatcher(backend: FaultInjectingBackend(watchLimit: 2))) { error in
            guard case .watchLimitReached(let folder, let reportedLimit) = error as? FileWatcherError else {
                return XCTFail("unexpected error \(error)")
            }
            XCTAssertEqual(folder, path("app/views"))
            XCTAssertEqual(reportedLimit.map(String.init), limit)
            let message = String(describing: error)
            XCTAssertTrue(message.contains("fs.inotify.max_user_watches = \(limit)"), message)
            XCTAssertTrue(message.contains("sudo sysctl fs.inotify.max_user_watches="), message)
            XCTAssertTrue(message.contains(path("app/views")), message)
        }
        // The failed start left nothing behind: a watcher starts again.
        XCTAssertTrue(eventually { watcherThreadCount() == 0 }, "the watcher thread is still there")
        XCTAssertNoThrow(try startWatcher())
    }

    func testTheKernelsOwnWatchLimitGivesTheSameErrorInAUserNamespace() throws {
        try runInUserNamespace(limiting: "max_inotify_watches", to: 5, test: "testOutOfWatchesInsideTheUserNamespace")
    }

    func testTheKernelsOwnInstanceLimitIsAClearErrorInAUserNamespace() throws {
        try runInUserNamespace(limiting: "max_inotify_instances", to: 0, test: "testOutOfInstancesInsideTheUserNamespace")
    }

    /// Runs in the user namespace made by `testTheKernelsOwnWatchLimit…`, with 5 watches allowed.
    func testOutOfWatchesInsideTheUserNamespace() throws {
        try skipUnlessInUserNamespace()
        for index in 0..<10 {
            try makeFolder("folder\(index)")
        }
        XCTAssertThrowsError(try startWatcher()) { error in
            guard case .watchLimitReached = error as? FileWatcherError else {
                return XCTFail("unexpected error \(error)")
            }
            XCTAssertTrue(String(describing: error).contains("fs.inotify.max_user_watches"))
        }
    }

    /// Runs in the user namespace made by `testTheKernelsOwnInstanceLimit…`, with no inotify
    /// instance allowed.
    func testOutOfInstancesInsideTheUserNamespace() throws {
        try skipUnlessInUserNamespace()
        XCTAssertThrowsError(try startWatcher()) { error in
            guard case .instanceLimitReached = error as? FileWatcherError else {
                return XCTFail("unexpected error \(error)")
            }
            XCTAssertTrue(String(describing: error).contains("fs.inotify.max_user_instances"))
        }
    }

    func testRunningOutOfWatchesForANewFolderIsReportedAndItsFilesStillAre() throws {
        try makeFolder("app")
        try makeFolder("outside/views")
        try write("outside/views/list.swift")
        let batches = try startWatcher(roots: [path("app")], backend: FaultInjectingBackend(watchLimit: 1))
        // Moved in whole, so that its file is there when it is scanned.
        try rename("outside/views", "app/views")
        let batch = try XCTUnwrap(batches.nextBatch())
        XCTAssertEqual(batch.changes, [path("app/views/list.swift"): .created])
        XCTAssertEqual(batch.errors.count, 1)
        guard case .watchLimitReached(let folder, _) = batch.errors.first else {
            return XCTFail("unexpected errors \(batch.errors)")
        }
        XCTAssertEqual(folder, path("app/views"))
        // Folders watched before still are.
        try write("app/main.swift")
        XCTAssertEqual(batches.nextBatch()?.changes, [path("app/main.swift"): .created])
    }

    func testTheLimitMessageSuggestsMoreThanTheCurrentLimit() {
        let message = FileWatcherError.watchLimitReached(path: "/p", limit: 1_000_000).description
        XCTAssertTrue(message.contains("fs.inotify.max_user_watches = 1000000"), message)
        XCTAssertTrue(message.contains("sudo sysctl fs.inotify.max_user_watches=2000000"), message)
    }

    // MARK: User namespaces

    /// Runs `test`, one of this class's tests, in a child process in a new user namespace
    /// where `user.<limit>` is `value`. The kernel's own error is produced without touching
    /// the machine's limits: a user namespace has its own, seen by its processes only.
    private func runInUserNamespace(limiting limit: String, to value: Int, test: String) throws {
        let binary = try XCTUnwrap(CommandLine.arguments.first)
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare"), "unshare is not installed")
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
        probe.arguments = ["--user", "--map-root-user", "true"]
        probe.standardError = FileHandle.nullDevice
        try probe.run()
        probe.waitUntilExit()
        try XCTSkipUnless(probe.terminationStatus == 0, "user namespaces are not available here")

        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
        child.arguments = [
            "--user", "--map-root-user", "sh", "-c", "echo \(value) > /proc/sys/user/\(limit) && exec \"$0\" \"$1\"",
            binary, "WatcherTests.KernelLimitTests/\(test)",
        ]
        child.environment = ProcessInfo.processInfo.environment.merging([Self.userNamespaceVariable: "1"]) { $1 }
        let output = Pipe()
        child.standardOutput = output
        child.standardError = output
        try child.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        child.waitUntilExit()
        XCTAssertEqual(child.terminationStatus, 0, text)
        // Not skipped, and passed.
        XCTAssertTrue(text.contains("Executed 1 test, with 0 failures"), text)
    }

    private static let userNamespaceVariable = "WATCHER_TEST_IN_USER_NAMESPACE"

    private func skipUnlessInUserNamespace() throws {
        try XCTSkipUnless(ProcessInfo.processInfo.environment[Self.userNamespaceVariable] != nil,
                          "the child half of a user-namespace test, run by its parent")
    }
}
