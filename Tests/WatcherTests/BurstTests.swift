import Foundation
import Synchronization
import XCTest
@testable import Watcher

/// Many changes at once become one batch; changes that never stop are still delivered.
final class BurstTests: WatcherTestCase {
    func testAGitCheckoutOfAThousandFilesIsOneBatch() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: "/usr/bin/git"), "git is not installed")
        let git = ["git", "-c", "user.name=t", "-c", "user.email=t@t"]
        try run(git + ["init", "-q", "-b", "main"])
        var files: [String] = []
        for folder in 0..<10 {
            try makeFolder("module\(folder)")
            for index in 0..<100 {
                let file = "module\(folder)/file\(index).swift"
                files.append(file)
                try write(file, "let value = \(index)\n")
            }
        }
        try run(git + ["add", "-A"])
        try run(git + ["commit", "-qm", "main"])
        try run(git + ["checkout", "-qb", "feature"])
        for file in files { try write(file, "let value = 0 // feature\n") }
        try run(git + ["commit", "-qam", "feature"])
        try run(git + ["checkout", "-q", "main"])

        let batches = try startWatcher(debounce: .milliseconds(300))
        try run(git + ["checkout", "-q", "feature"])
        let batch = try XCTUnwrap(batches.nextBatch())
        XCTAssertEqual(batch.changes.count, 1000)
        XCTAssertEqual(Set(batch.changes.keys), Set(files.map(path)))
        XCTAssertEqual(Set(batch.changes.values), [.modified])
        XCTAssertEqual(batches.batchesArriving(within: .seconds(1)), [])
    }

    func testChangesThatNeverPauseAreStillDeliveredAfterTheMaximumDelay() throws {
        let stopWriting = Atomic<Bool>(false)
        let batches = try startWatcher(debounce: .milliseconds(200), maximumDelay: .milliseconds(500), onBatch: { _ in
            stopWriting.store(true, ordering: .releasing)
        })
        // A new write every 20 ms never leaves the 200 ms of quiet a batch waits for; without
        // the maximum delay, nothing would come before the writer gives up after 20 s.
        let writerGaveUp = ContinuousClock.now + .seconds(20)
        var writes = 0
        while !stopWriting.load(ordering: .acquiring) && ContinuousClock.now < writerGaveUp {
            try write("generated.swift", "let tick = \(writes)\n")
            writes += 1
            usleep(20_000)
        }
        XCTAssertTrue(stopWriting.load(ordering: .acquiring), "no batch while changes kept coming")
        XCTAssertEqual(batches.nextBatch()?.changes, [path("generated.swift"): .created])
    }
}

/// When a batch is due, computed on made-up instants: no timing involved.
final class DebouncePolicyTests: XCTestCase {
    private let start = ContinuousClock.now
    private let policy = DebouncePolicy(quietPeriod: .milliseconds(20), maximumDelay: .milliseconds(200))

    private func at(_ milliseconds: Int) -> ContinuousClock.Instant {
        start + .milliseconds(milliseconds)
    }

    func testNothingPendingHasNoDeadline() {
        XCTAssertNil(PendingChanges().deadline(policy))
    }

    func testABatchIsDueOneQuietPeriodAfterTheLastEvent() {
        var pending = PendingChanges()
        pending.touch("/a", at: at(0))
        XCTAssertEqual(pending.deadline(policy), at(20))
        pending.touch("/b", at: at(15))
        XCTAssertEqual(pending.deadline(policy), at(35))
    }

    func testABatchIsDueAtTheMaximumDelayWhenEventsKeepComing() {
        var pending = PendingChanges()
        for milliseconds in stride(from: 0, through: 190, by: 10) {
            pending.touch("/a", at: at(milliseconds))
        }
        XCTAssertEqual(pending.deadline(policy), at(200))
    }

    func testAFileBeingWrittenHoldsTheBatchUntilClosedOrTheMaximumDelay() {
        var pending = PendingChanges()
        pending.touch("/a", at: at(0))
        pending.beginWriting("/a")
        XCTAssertEqual(pending.deadline(policy), at(200))
        pending.touch("/a", at: at(50))
        pending.endWriting("/a")
        XCTAssertEqual(pending.deadline(policy), at(70))
    }

    func testACreatedFileIsSettledOnlyOnceClosedButNeverHoldsTheBatch() {
        var pending = PendingChanges()
        pending.touch("/a", at: at(0))
        pending.noteCreated("/a")
        // A symlink is created and never closed: the batch is not held back for it.
        XCTAssertEqual(pending.deadline(policy), at(20))
        XCTAssertNil(pending.takeSettledPaths())
        pending.touch("/a", at: at(5))
        pending.endWriting("/a")
        XCTAssertEqual(pending.takeSettledPaths(), ["/a"])
        XCTAssertNil(pending.takeSettledPaths(), "announced once per round of events")
    }

    func testAFolderRemovedEndsTheWritesInsideIt() {
        var pending = PendingChanges()
        pending.touch("/gen/a", at: at(0))
        pending.beginWriting("/gen/a")
        pending.endWriting(inside: "/gen")
        XCTAssertEqual(pending.deadline(policy), at(20))
    }

    func testTakingTheBatchLeavesNothingPending() {
        var pending = PendingChanges()
        pending.touch("/a", at: at(0))
        pending.beginWriting("/a")
        let taken = pending.take()
        XCTAssertEqual(taken.touched, ["/a"])
        XCTAssertNil(pending.deadline(policy))
        pending.touch("/b", at: at(300))
        XCTAssertEqual(pending.deadline(policy), at(320))
    }

    func testRunningOutOfWatchesIsReportedOnce() {
        var pending = PendingChanges()
        pending.record(.watchLimitReached(path: "/a", limit: 8), at: at(0))
        pending.record(.watchLimitReached(path: "/b", limit: 8), at: at(0))
        pending.record(.cannotWatch(path: "/c", errno: EACCES), at: at(0))
        pending.record(.cannotWatch(path: "/c", errno: EACCES), at: at(0))
        XCTAssertEqual(pending.errors, [.watchLimitReached(path: "/a", limit: 8), .cannotWatch(path: "/c", errno: EACCES)])
    }

    func testTheDefaultMaximumDelayIsTenQuietPeriodsAndAtLeastASecond() {
        XCTAssertEqual(DebouncePolicy(quietPeriod: .milliseconds(20)).maximumDelay, .seconds(1))
        XCTAssertEqual(DebouncePolicy(quietPeriod: .milliseconds(500)).maximumDelay, .seconds(5))
        XCTAssertEqual(DebouncePolicy(quietPeriod: .milliseconds(500), maximumDelay: .milliseconds(100)).maximumDelay, .milliseconds(500))
    }

    func testWaitsEndAtTheDeadlineToTheNanosecondAndNeverBefore() {
        let wait = WatchLoop.timeout(from: start, to: start + .microseconds(1500))
        XCTAssertEqual(wait.tv_sec, 0)
        XCTAssertEqual(wait.tv_nsec, 1_500_000)
        let long = WatchLoop.timeout(from: start, to: start + .seconds(3) + .nanoseconds(7))
        XCTAssertEqual(long.tv_sec, 3)
        XCTAssertEqual(long.tv_nsec, 7)
        let rounded = WatchLoop.timeout(from: start, to: start + Duration(secondsComponent: 0, attosecondsComponent: 1))
        XCTAssertEqual(rounded.tv_nsec, 1)
        let past = WatchLoop.timeout(from: start + .seconds(1), to: start)
        XCTAssertEqual(past.tv_sec, 0)
        XCTAssertEqual(past.tv_nsec, 0)
    }
}
