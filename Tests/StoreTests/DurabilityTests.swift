import Foundation
import Store
import XCTest

/// A `workbench-bench write-snapshots` process: it appends snapshots one transaction at a
/// time and prints `ID FINGERPRINT` after each commit.
private final class WriterProcess {
    let process = Process()
    private let output = Pipe()
    private var buffer = Data()

    init(database: String, count: Int = 0) throws {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("workbench-bench")
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw XCTSkip("\(executable.path) is missing: build it with `swift build --build-tests`")
        }
        process.executableURL = executable
        process.arguments = ["write-snapshots", "--database", database, "--count", String(count)]
        process.standardOutput = output
        try process.run()
    }

    /// The next committed snapshot the writer reported, or `nil` when it ended.
    func nextCommit() -> (id: Int64, fingerprint: String)? {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
                buffer.removeSubrange(buffer.startIndex...newline)
                let parts = line.split(separator: " ")
                guard parts.count == 2, let id = Int64(parts[0]) else { return nil }
                return (id, String(parts[1]))
            }
            let data = output.fileHandleForReading.availableData
            if data.isEmpty { return nil }
            buffer.append(data)
        }
    }

    func kill() {
        Foundation.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }
}

final class DurabilityTests: XCTestCase {
    func testEverySnapshotCommittedBeforeASIGKILLIsIntact() throws {
        let path = try temporaryFolder(self) + "/store.sqlite"
        let writer = try WriterProcess(database: path)
        var committed: [(id: Int64, fingerprint: String)] = []
        while committed.count < 60, let commit = writer.nextCommit() { committed.append(commit) }
        writer.kill()
        XCTAssertEqual(writer.process.terminationReason, .uncaughtSignal)
        XCTAssertEqual(committed.count, 60)

        let store = try SnapshotStore(path: path)
        XCTAssertEqual(try store.integrityCheck(), ["ok"])
        for commit in committed {
            XCTAssertEqual(try store.snapshot(id: commit.id).snapshot.fingerprint.hex, commit.fingerprint, "snapshot \(commit.id)")
        }
        XCTAssertEqual(try store.damagedBlobs(), [])
        // The store goes on from where the killed writer stopped.
        let next = try store.append(todoSnapshot())
        XCTAssertGreaterThan(next, committed.last!.id)
    }

    func testAReaderReadsWhileAnotherProcessWrites() throws {
        let path = try temporaryFolder(self) + "/store.sqlite"
        let writer = try WriterProcess(database: path)
        defer { writer.kill() }
        guard let first = writer.nextCommit() else { return XCTFail("the writer stopped") }
        let reader = try SnapshotStore(path: path, readOnly: true)
        var checked = 0
        var seenIDs: Set<Int64> = []
        var commits = [first]
        while checked < 30, let commit = writer.nextCommit() {
            commits.append(commit)
            // Read while the writer goes on: what is committed is there, whole.
            let listed = try reader.summaries(limit: 5)
            XCTAssertGreaterThanOrEqual(listed.first?.id ?? 0, commit.id)
            seenIDs.formUnion(listed.map(\.id))
            let snapshot = try reader.snapshot(id: commit.id).snapshot
            XCTAssertEqual(snapshot.fingerprint.hex, commit.fingerprint)
            checked += 1
        }
        XCTAssertEqual(checked, 30)
        XCTAssertGreaterThan(seenIDs.count, 5, "the reader saw the history grow")
        XCTAssertTrue(writer.process.isRunning, "the writer was never blocked out")
    }
}
