import Dispatch
import Foundation
import Synchronization
import XCTest
@testable import Watcher

/// Starting and stopping: errors at start, a clean stop, one watcher per process.
final class LifecycleTests: WatcherTestCase {
    func testAMissingRootIsAnError() {
        XCTAssertThrowsError(try startWatcher(roots: [path("missing")])) { error in
            XCTAssertEqual(error as? FileWatcherError, .cannotWatch(path: path("missing"), errno: ENOENT))
            XCTAssertEqual(String(describing: error), "cannot watch \(path("missing")): No such file or directory")
        }
        XCTAssertTrue(eventually { watcherThreadCount() == 0 }, "the watcher thread is still there")
    }

    func testARootThatIsAFileIsAnError() throws {
        try write("file.swift")
        XCTAssertThrowsError(try startWatcher(roots: [path("file.swift")])) { error in
            XCTAssertEqual(error as? FileWatcherError, .cannotWatch(path: path("file.swift"), errno: ENOTDIR))
        }
    }

    func testStopEndsTheThreadAndClosesEveryDescriptor() throws {
        let inotifyBefore = descriptorCount(linkingTo: "anon_inode:inotify")
        let eventfdBefore = descriptorCount(linkingTo: "anon_inode:[eventfd]")
        let batches = try startWatcher()
        XCTAssertEqual(watcherThreadCount(), 1)
        XCTAssertEqual(descriptorCount(linkingTo: "anon_inode:inotify"), inotifyBefore + 1)
        try write("app.swift")
        XCTAssertNotNil(batches.nextBatch())
        watcher?.stop()
        XCTAssertTrue(eventually { watcherThreadCount() == 0 }, "the watcher thread is still there")
        XCTAssertEqual(descriptorCount(linkingTo: "anon_inode:inotify"), inotifyBefore)
        XCTAssertEqual(descriptorCount(linkingTo: "anon_inode:[eventfd]"), eventfdBefore)
    }

    func testStopWaitsForTheHandlerAndNoBatchComesAfterIt() throws {
        let handlerEntered = DispatchSemaphore(value: 0)
        let handlerFinished = Atomic<Bool>(false)
        let batches = try startWatcher(debounce: .milliseconds(20), onBatch: { _ in
            handlerEntered.signal()
            usleep(300_000)
            handlerFinished.store(true, ordering: .releasing)
        })
        try write("app.swift")
        XCTAssertEqual(handlerEntered.wait(timeout: .now() + 10), .success)
        try write("app.swift", "let x = 2\n")
        watcher?.stop()
        XCTAssertTrue(handlerFinished.load(ordering: .acquiring), "stop() returned while the handler ran")
        let delivered = batches.batches.count
        try write("app.swift", "let x = 3\n")
        try write("other.swift")
        usleep(300_000)
        XCTAssertEqual(batches.batches.count, delivered)
    }

    func testTheHandlerCanStopTheWatcher() throws {
        let holder = Mutex<FileWatcher?>(nil)
        try startWatcher(onBatch: { _ in
            holder.withLock { $0 }?.stop()
        })
        holder.withLock { $0 = watcher }
        try write("app.swift")
        XCTAssertTrue(eventually { watcherThreadCount() == 0 }, "the thread did not end")
        holder.withLock { $0 = nil }
    }

    func testTheHandlerCanReleaseTheLastReferenceToTheWatcher() throws {
        // The watcher then ends on its own thread, which cannot wait for itself.
        let holder = Mutex<FileWatcher?>(nil)
        let released = Atomic<Bool>(false)
        holder.withLock {
            $0 = try? FileWatcher(roots: [root], debounce: .milliseconds(20)) { _ in
                _ = holder.withLock { held in held.take() }
                released.store(true, ordering: .releasing)
            }
        }
        XCTAssertNotNil(holder.withLock { $0 })
        try write("app.swift")
        XCTAssertTrue(eventually { released.load(ordering: .acquiring) }, "no batch came")
        XCTAssertTrue(eventually { watcherThreadCount() == 0 }, "the thread did not end")
        XCTAssertTrue(eventually { (try? FileWatcher(roots: [root], debounce: .milliseconds(20)) { _ in }) != nil },
                      "inotify was not released")
    }

    func testStoppingTwiceAndReleasingAreHarmless() throws {
        try startWatcher()
        watcher?.stop()
        watcher?.stop()
        XCTAssertTrue(eventually { watcherThreadCount() == 0 }, "the watcher thread is still there")
    }

    func testReleasingTheLastReferenceStopsTheWatcher() throws {
        var watcher: FileWatcher? = try FileWatcher(roots: [root], debounce: .milliseconds(20)) { _ in }
        XCTAssertNotNil(watcher)
        XCTAssertEqual(watcherThreadCount(), 1)
        watcher = nil
        XCTAssertTrue(eventually { watcherThreadCount() == 0 }, "the watcher thread is still there")
    }

    func testOnlyOneWatcherRunsPerProcessAndAnotherCanStartAfterItStops() throws {
        try startWatcher()
        XCTAssertThrowsError(try FileWatcher(roots: [root], debounce: .milliseconds(20)) { _ in }) { error in
            XCTAssertEqual(error as? FileWatcherError, .alreadyRunning)
        }
        watcher?.stop()
        let second = try FileWatcher(roots: [root], debounce: .milliseconds(20)) { _ in }
        second.stop()
    }

    func testTheInotifyDescriptorIsNotInheritedByChildProcesses() throws {
        try startWatcher()
        let descriptors = InotifyDescriptors.open()
        XCTAssertEqual(descriptors.count, 1)
        for descriptor in descriptors {
            XCTAssertNotEqual(fcntl(descriptor, F_GETFD) & FD_CLOEXEC, 0)
        }
    }
}
