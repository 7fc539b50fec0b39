import DaemonTestSupport
import Foundation
import ViewTree
import XCTest

/// The snapshot store failing under a running daemon: the disk full, the database locked
/// by another process. Each time the fault is said in the log and to clients, the daemon
/// goes on serving, nothing stored before is lost, and storing resumes once the fault is
/// gone.
final class StoreFaultTests: XCTestCase {
    private let app = countingApp

    /// The disk fills up (the daemon's file size limit drops to one byte, so that no
    /// file of its may grow: SQLite's writes fail as on a full disk).
    func testAFullDiskIsReportedServingGoesOnAndStoringResumesOnceThereIsRoom() throws {
        let project = try TemporaryProject(files: ["app.swift": app])
        let output = Pipe()
        let process = try serve(project, output: output)
        let client = try waitForSocket(project)
        let subscriber = try SocketClient(path: project.socketPath)
        _ = try subscriber.request("subscribe")
        var acknowledged = try (0..<3).map { _ in try storedSnapshot(client.request("dispatch", ["action": "increment"])) }

        try setFileSizeLimit(of: process.processIdentifier, to: 1)
        let refused = try XCTUnwrap(client.request("dispatch", ["action": "increment"])["result"])
        XCTAssertEqual(refused["ok"], true, "the run itself succeeds")
        XCTAssertEqual(refused["snapshot"], .null, "\(refused)")
        let problem = try XCTUnwrap(refused["storeError"]?.stringValue, "\(refused)")
        XCTAssertTrue(problem.hasSuffix("disk I/O error: files may not grow past 1 byte (ulimit -f)"), problem)
        XCTAssertEqual(try subscriber.readLine { $0["event"] == "stored" && $0["data"]?["error"] != .null }["data"]?["error"]?.stringValue, problem)
        XCTAssertEqual(try client.request("state", ["path": "count"])["result"]?["value"], 4, "the daemon serves on")
        XCTAssertEqual(try client.request("documents")["result"]?[0]?["storeError"]?.stringValue, problem)

        try setFileSizeLimit(of: process.processIdentifier, to: nil)
        acknowledged.append(try storedSnapshot(client.request("dispatch", ["action": "increment"])))
        XCTAssertEqual(try client.request("documents")["result"]?[0]?["storeError"], .null)

        let failures = try stopAndCheck(process, database: project.root + "/.workbench/workbench.sqlite", acknowledged: acknowledged, log: output)
        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(failures.first?["message"]?.stringValue, "not stored: the snapshot of app could not be stored: \(problem)")
    }

    /// Another process holds the database's write lock (`sqlite3` in a transaction): a run
    /// waits for it as long as the store waits, then is announced unstored.
    func testADatabaseLockedByAnotherProcessIsReportedAndStoringResumesOnceItIsReleased() throws {
        let project = try TemporaryProject(files: ["app.swift": app])
        let output = Pipe()
        let process = try serve(project, output: output)
        let client = try waitForSocket(project)
        var acknowledged = [try storedSnapshot(client.request("dispatch", ["action": "increment"]))]
        let database = project.root + "/.workbench/workbench.sqlite"

        let holder = try DatabaseLockHolder(database: database)
        let refused = try XCTUnwrap(client.request("dispatch", ["action": "increment"], timeout: 30)["result"])
        XCTAssertEqual(refused["ok"], true)
        XCTAssertEqual(refused["snapshot"], .null)
        let problem = try XCTUnwrap(refused["storeError"]?.stringValue, "\(refused)")
        XCTAssertTrue(problem.contains("locked by another process"), problem)
        XCTAssertEqual(try client.request("ping")["result"]?["pong"], true)

        holder.release()
        acknowledged.append(try storedSnapshot(client.request("dispatch", ["action": "increment"])))
        XCTAssertEqual(try stopAndCheck(process, database: database, acknowledged: acknowledged, log: output).count, 1)
    }

    /// The daemon starts on a database file it cannot write (its mode, a read-only mount):
    /// it serves, reads the history, says why each run is not stored, and stores again
    /// once the file is writable.
    func testAReadOnlyDatabaseIsReportedAndStoringResumesOnceItIsWritable() throws {
        let project = try TemporaryProject(files: ["app.swift": app])
        let database = project.root + "/.workbench/workbench.sqlite"
        var acknowledged: [Int] = []
        do {
            let first = try serve(project)
            acknowledged.append(try storedSnapshot(waitForSocket(project).request("dispatch", ["action": "increment"])))
            first.terminate()
            first.waitUntilExit()
        }
        let readOnly = try ReadOnlyFile(database)
        defer { readOnly.remove() }

        let output = Pipe()
        let process = try serve(project, output: output)
        let client = try waitForSocket(project)
        XCTAssertEqual(try client.request("state", ["path": "count"])["result"]?["value"], 1, "the state is read back")
        let refused = try XCTUnwrap(client.request("dispatch", ["action": "increment"])["result"])
        XCTAssertEqual(refused["snapshot"], .null)
        XCTAssertEqual(refused["storeError"]?.stringValue, "\(database): attempt to write a readonly database: the file is not writable")
        XCTAssertEqual(try client.request("snapshots")["result"]?["snapshots"]?.arrayValue?.count, 2, "the history stays readable")

        try readOnly.makeWritable()
        acknowledged.append(try storedSnapshot(client.request("dispatch", ["action": "increment"])))
        XCTAssertEqual(try stopAndCheck(process, database: database, acknowledged: acknowledged, log: output).count, 2, "the load and the action")
    }

    // MARK: - Helpers

    /// Stops the daemon and checks what a fault must not have done: it exits cleanly, the
    /// database is sound and holds every acknowledged snapshot. Returns the log's
    /// `storeFailed` lines.
    private func stopAndCheck(
        _ process: Process, database: String, acknowledged: [Int], log: Pipe, file: StaticString = #filePath, line: UInt = #line
    ) throws -> [JSONValue] {
        process.terminate()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, file: file, line: line)
        XCTAssertEqual(try integrityCheck(database), "ok", file: file, line: line)
        XCTAssertEqual(try storedIDs(database).intersection(acknowledged), Set(acknowledged), "every acknowledged snapshot is there", file: file, line: line)
        return loggedLines(log).filter { $0["event"] == "storeFailed" }
    }

    /// The snapshot a run summary reply says was stored.
    private func storedSnapshot(_ reply: JSONValue, file: StaticString = #filePath, line: UInt = #line) throws -> Int {
        try XCTUnwrap(reply["result"]?["snapshot"]?.intValue, "\(reply)", file: file, line: line)
    }

    /// The ids of the snapshots in a database, read by `sqlite3` as any tool would.
    private func storedIDs(_ database: String) throws -> Set<Int> {
        Set(try runCommand(["/usr/bin/sqlite3", database, "SELECT id FROM snapshots"]).output.split(separator: "\n").compactMap { Int($0) })
    }

    /// Sets the file size limit (`ulimit -f`) of a running process, with util-linux's
    /// `prlimit` (Swift's Glibc does not offer the call); nil lifts it.
    private func setFileSizeLimit(of pid: Int32, to bytes: Int?) throws {
        let result = try runCommand(["/usr/bin/prlimit", "--pid", "\(pid)", "--fsize=\(bytes.map(String.init) ?? "unlimited"):unlimited"])
        XCTAssertEqual(result.status, 0, result.output)
    }
}

/// A file made read-only, then writable again. For root, whom file modes do not stop, a
/// read-only bind mount of the file over itself; for anyone else, its mode.
private final class ReadOnlyFile {
    private let path: String
    private let mounted: Bool

    init(_ path: String) throws {
        self.path = path
        mounted = geteuid() == 0
        if mounted {
            guard Self.mount(["--bind", path, path]), Self.mount(["-o", "remount,bind,ro", path]) else {
                throw XCTSkip("running as root without the right to mount: cannot make a file read-only")
            }
        } else {
            guard chmod(path, 0o444) == 0 else { throw NSError(domain: "chmod", code: Int(errno)) }
        }
    }

    /// Writable again, at the same path (the daemon's read-only connection stays open).
    func makeWritable() throws {
        if mounted {
            XCTAssertTrue(Self.mount(["-o", "remount,bind,rw", path]))
        } else {
            XCTAssertEqual(chmod(path, 0o644), 0)
        }
    }

    /// Undoes what `init` did, once nothing uses the file.
    func remove() {
        if mounted {
            _ = Self.run("/usr/bin/umount", ["-l", path])
        } else {
            chmod(path, 0o644)
        }
    }

    private static func mount(_ arguments: [String]) -> Bool { run("/usr/bin/mount", arguments) }

    private static func run(_ tool: String, _ arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
