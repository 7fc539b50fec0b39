import Foundation
import Synchronization
import XCTest
@testable import Watcher

/// The early notice of a batch: while the quiet period runs, the files saved so far are
/// announced, so that the daemon can compile them before the batch is due.
final class AnticipationTests: WatcherTestCase {
    /// What the watcher's thread reported, in the order it reported it.
    private final class Journal: Sendable {
        enum Entry: Equatable {
            case anticipated([String])
            case delivered([String])
        }
        private let entries = Mutex<[Entry]>([])

        func append(_ entry: Entry) { entries.withLock { $0.append(entry) } }
        var all: [Entry] { entries.withLock { $0 } }

        func waitFor(timeout: Duration = .seconds(10), _ condition: ([Entry]) -> Bool) -> [Entry] {
            let deadline = ContinuousClock.now + timeout
            while !condition(all), ContinuousClock.now < deadline { usleep(5_000) }
            return all
        }
    }

    private func startJournaledWatcher(debounce: Duration) throws -> Journal {
        let journal = Journal()
        try startWatcher(
            debounce: debounce, anticipate: { journal.append(.anticipated($0)) },
            onBatch: { journal.append(.delivered($0.changes.keys.sorted())) })
        return journal
    }

    func testASavedFileIsAnnouncedBeforeItsBatchIsDue() throws {
        let journal = try startJournaledWatcher(debounce: .milliseconds(300))
        let started = ContinuousClock.now
        try write("app.swift", "let version = 2\n")
        let entries = journal.waitFor { $0.contains(.anticipated([self.path("app.swift")])) }
        // Well inside the quiet period: the notice does not wait for the debounce.
        XCTAssertLessThan(ContinuousClock.now - started, .milliseconds(300))
        XCTAssertEqual(entries, [.anticipated([path("app.swift")])])
        XCTAssertEqual(
            journal.waitFor { $0.count == 2 },
            [.anticipated([path("app.swift")]), .delivered([path("app.swift")])])
    }

    func testAFileStillBeingWrittenIsNotAnnouncedUntilItIsClosed() throws {
        let journal = try startJournaledWatcher(debounce: .milliseconds(100))
        let descriptor = open(path("app.swift"), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        try writeAll(descriptor, "let version = ", "app.swift")
        usleep(250_000)
        // Half-written: compiling it now would be wasted work, and nothing is delivered either.
        XCTAssertEqual(journal.all, [])
        try writeAll(descriptor, "2\n", "app.swift")
        close(descriptor)
        XCTAssertEqual(
            journal.waitFor { $0.count == 2 },
            [.anticipated([path("app.swift")]), .delivered([path("app.swift")])])
    }

    func testEveryFileOfABurstIsInTheNoticeAndTheBurstIsStillOneBatch() throws {
        let journal = try startJournaledWatcher(debounce: .milliseconds(300))
        try write("a.swift")
        try write("b.swift")
        let entries = journal.waitFor { $0.contains { if case .delivered = $0 { true } else { false } } }
        guard case .anticipated(let last)? = entries.dropLast().last else {
            return XCTFail("no notice before the batch: \(entries)")
        }
        XCTAssertEqual(last, [path("a.swift"), path("b.swift")])
        XCTAssertEqual(entries.last, .delivered([path("a.swift"), path("b.swift")]))
        XCTAssertEqual(entries.filter { if case .delivered = $0 { true } else { false } }.count, 1)
    }
}
