import Foundation
import ProcessTestSupport
import Synchronization
import XCTest
@testable import Watcher

/// A test case with a fresh temporary folder and helpers to start a watcher on it and to
/// change files with exactly the system calls an editor or tool would make.
class WatcherTestCase: XCTestCase {
    /// The temporary folder (its real path: /tmp may be a symlink).
    private(set) var root = ""
    /// The watcher started by `startWatcher`, stopped after the test.
    private(set) var watcher: FileWatcher?

    override func setUpWithError() throws {
        var template = Array("/tmp/watcher-test-XXXXXX".utf8CString)
        let created = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        let made = try XCTUnwrap(created.map { String(cString: $0) }, "mkdtemp failed")
        root = try XCTUnwrap(realpath(made, nil).map { pointer in
            defer { free(pointer) }
            return String(cString: pointer)
        })
    }

    override func tearDownWithError() throws {
        watcher?.stop()
        watcher = nil
        if !root.isEmpty {
            try? FileManager.default.removeItem(atPath: root)
        }
    }

    /// Starts a watcher on `root` (or `roots`) whose batches go to the returned recorder.
    @discardableResult
    func startWatcher(
        roots: [String]? = nil,
        rules: IgnoreRules? = nil,
        fileExtensions: Set<String>? = nil,
        debounce: Duration = .milliseconds(100),
        maximumDelay: Duration? = nil,
        backend: sending (any InotifyBackend)? = nil,
        anticipate: (@Sendable ([String]) -> Void)? = nil,
        onBatch: (@Sendable (ChangeBatch) -> Void)? = nil
    ) throws -> BatchRecorder {
        let recorder = BatchRecorder(onBatch: onBatch)
        watcher = try FileWatcher(
            roots: roots ?? [root],
            rules: rules ?? IgnoreRules(projectRoot: root),
            fileExtensions: fileExtensions,
            policy: DebouncePolicy(quietPeriod: debounce, maximumDelay: maximumDelay),
            backend: backend ?? LibInotifyTools(),
            anticipate: anticipate,
            handler: recorder.record)
        return recorder
    }

    // MARK: Paths and file operations

    /// The absolute path of `relative` inside the temporary folder.
    func path(_ relative: String) -> String {
        root + "/" + relative
    }

    /// Writes `text` to `relative` as most tools do: open (creating or truncating), write, close.
    func write(_ relative: String, _ text: String = "let x = 1\n") throws {
        let descriptor = open(path(relative), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw posixError("open", relative) }
        defer { close(descriptor) }
        try writeAll(descriptor, text, relative)
    }

    /// Writes `text` into an open descriptor.
    func writeAll(_ descriptor: Int32, _ text: String, _ relative: String) throws {
        let bytes = Array(text.utf8)
        guard bytes.withUnsafeBytes({ Glibc.write(descriptor, $0.baseAddress, $0.count) }) == bytes.count else {
            throw posixError("write", relative)
        }
    }

    /// Creates the folder `relative` (and its parents, as `mkdir -p`).
    func makeFolder(_ relative: String) throws {
        try FileManager.default.createDirectory(atPath: path(relative), withIntermediateDirectories: true)
    }

    /// rename(2) within the temporary folder.
    func rename(_ from: String, _ to: String) throws {
        guard Glibc.rename(path(from), path(to)) == 0 else { throw posixError("rename", from) }
    }

    /// unlink(2).
    func remove(_ relative: String) throws {
        guard unlink(path(relative)) == 0 else { throw posixError("unlink", relative) }
    }

    /// Removes a folder and everything in it (`rm -rf`).
    func removeTree(_ relative: String) throws {
        try FileManager.default.removeItem(atPath: path(relative))
    }

    /// Runs a command, failing the test when it fails.
    func run(_ arguments: [String], in folder: String? = nil, file: StaticString = #filePath, line: UInt = #line) throws {
        let run = try ProcessRun("/usr/bin/env", arguments, in: folder ?? root, errorsToOutput: true)
        XCTAssertEqual(run.status, 0, "\(arguments.joined(separator: " ")) failed: \(run.output)", file: file, line: line)
    }

    func posixError(_ call: String, _ relative: String) -> NSError {
        NSError(domain: "\(call) \(relative): \(String(cString: strerror(errno)))", code: Int(errno))
    }

    // MARK: Threads and descriptors

    /// How many threads named like the watcher's this process has. A thread just joined may
    /// linger in /proc for a moment: compare with `eventually`.
    func watcherThreadCount() -> Int {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
        return tasks.filter { task in
            let name = try? String(contentsOfFile: "/proc/self/task/\(task)/comm", encoding: .utf8)
            return name?.trimmingCharacters(in: .whitespacesAndNewlines) == WatcherThread.name
        }.count
    }

    /// How many descriptors of this process link to `target` (`anon_inode:inotify`...).
    func descriptorCount(linkingTo target: String) -> Int {
        let descriptors = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        return descriptors.filter { descriptor in
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(descriptor)")) == target
        }.count
    }

    /// Waits (at most `timeout`) for `condition` to hold.
    func eventually(timeout: Duration = .seconds(10), _ condition: () -> Bool) -> Bool {
        let deadline = ContinuousClock.now + timeout
        while !condition() {
            if ContinuousClock.now >= deadline { return false }
            usleep(10_000)
        }
        return true
    }
}

/// Collects the batches a watcher delivers, for a test to wait on.
final class BatchRecorder: Sendable {
    private let delivered = Mutex<[ChangeBatch]>([])
    private let onBatch: (@Sendable (ChangeBatch) -> Void)?

    init(onBatch: (@Sendable (ChangeBatch) -> Void)? = nil) {
        self.onBatch = onBatch
    }

    /// The handler to give the watcher.
    var record: @Sendable (ChangeBatch) -> Void {
        { [self] batch in
            delivered.withLock { $0.append(batch) }
            onBatch?(batch)
        }
    }

    /// Every batch so far.
    var batches: [ChangeBatch] {
        delivered.withLock { $0 }
    }

    /// Waits (generously) for the batch after the `count` already seen; nil when none came.
    func batch(after count: Int, timeout: Duration = .seconds(10)) -> ChangeBatch? {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            let batches = self.batches
            if batches.count > count { return batches[count] }
            usleep(5_000)
        }
        return nil
    }

    /// Waits for the first batch not seen yet.
    func nextBatch(timeout: Duration = .seconds(10)) -> ChangeBatch? {
        batch(after: seen.withLock { $0 }, timeout: timeout).map { batch in
            seen.withLock { $0 += 1 }
            return batch
        }
    }
    private let seen = Mutex(0)

    /// Waits until the union of every batch so far satisfies `condition`; returns that union.
    func waitForChanges(
        timeout: Duration = .seconds(20), _ condition: ([String: ChangeBatch.Change]) -> Bool
    ) -> [String: ChangeBatch.Change] {
        let deadline = ContinuousClock.now + timeout
        while true {
            let union = Self.union(batches)
            if condition(union) || ContinuousClock.now >= deadline { return union }
            usleep(5_000)
        }
    }

    /// The batches that arrive within `period` after the ones already seen. Used to show
    /// that nothing more comes: a slow machine can only make this pass, never fail.
    func batchesArriving(within period: Duration) -> [ChangeBatch] {
        let before = seen.withLock { $0 }
        usleep(UInt32(period.components.seconds * 1_000_000 + period.components.attoseconds / 1_000_000_000_000))
        return Array(batches.dropFirst(before))
    }

    /// Every change of `batches`, the later winning.
    static func union(_ batches: [ChangeBatch]) -> [String: ChangeBatch.Change] {
        batches.reduce(into: [:]) { union, batch in union.merge(batch.changes) { _, later in later } }
    }
}
