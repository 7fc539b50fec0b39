import DaemonTestSupport
import Foundation
import ProcessTestSupport
import ViewTree
import XCTest

/// `workbench serve` as a process: what a user sees when running it twice, killing it,
/// or stopping it.
final class ServeProcessTests: XCTestCase {
    private let app = countingApp

    /// Out of descriptors, the daemon leaves waiting clients queued instead of spinning on
    /// the listener, and takes them once others leave.
    func testADaemonOutOfDescriptorsWaitsWithoutSpinningAndServesOnceClientsLeave() throws {
        let project = try TemporaryProject(files: ["app.swift": app])
        let process = try serve(project, after: "ulimit -n 48")
        defer { process.terminate(); process.waitUntilExit() }
        _ = try waitForSocket(project)

        // More than 48 descriptors' worth, fewer than those plus the listen backlog.
        var clients = try (0..<70).map { _ in try SocketClient(path: project.socketPath) }
        usleep(200_000)
        let before = try cpuSeconds(of: process.processIdentifier)
        usleep(1_000_000)
        let busy = try cpuSeconds(of: process.processIdentifier) - before
        XCTAssertLessThan(busy, 0.3, "the daemon spun for \(busy) s of CPU in one second")

        clients.removeAll()
        XCTAssertEqual(try SocketClient(path: project.socketPath).request("ping", timeout: 10)["result"]?["pong"], true)
    }

    /// User plus system CPU time of a process, from /proc.
    private func cpuSeconds(of pid: Int32) throws -> Double {
        let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
        // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
        let fields = stat[stat.index(after: stat.lastIndex(of: ")")!)...].split(separator: " ")
        return (Double(fields[11])! + Double(fields[12])!) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    func testASecondServeExitsWithOneNamingTheRunningPID() throws {
        let project = try TemporaryProject(files: ["app.swift": app])
        let first = try serve(project)
        defer { first.terminate(); first.waitUntilExit() }
        _ = try waitForSocket(project)

        let errors = Pipe()
        let second = try serve(project, errors: errors)
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        second.waitUntilExit()
        XCTAssertEqual(second.terminationStatus, 1)
        XCTAssertTrue(message.contains("pid \(first.processIdentifier)"), message)
    }

    func testAfterKill9ARestartKeepsTheStateAndTheSnapshots() throws {
        let project = try TemporaryProject(files: ["app.swift": app])
        let first = try serve(project)
        let client = try waitForSocket(project)
        XCTAssertEqual(try client.request("dispatch", ["action": "increment"])["result"]?["ok"], true)
        XCTAssertEqual(try client.request("dispatch", ["action": "increment"])["result"]?["ok"], true)
        let before = try client.request("snapshots")["result"]?["snapshots"]?.arrayValue?.count ?? 0
        XCTAssertEqual(before, 3)
        kill(first.processIdentifier, SIGKILL)
        first.waitUntilExit()

        let second = try serve(project)
        defer { second.terminate(); second.waitUntilExit() }
        let again = try waitForSocket(project)
        XCTAssertEqual(try again.request("state", ["path": "count"])["result"]?["value"], 2, "the state of the last run survives")
        let after = try again.request("snapshots")["result"]?["snapshots"]?.arrayValue ?? []
        XCTAssertEqual(after.count, before + 1, "every committed snapshot is there, plus the restart's load")
        XCTAssertEqual(try integrityCheck(project.root + "/.workbench/workbench.sqlite"), "ok")
    }

    /// SIGTERM, SIGINT, and SIGHUP (the terminal closed) each stop the daemon cleanly: exit
    /// 0, the socket removed, "stopped" logged last.
    func testEachStopSignalStopsCleanly() throws {
        for signal in [SIGTERM, SIGINT, SIGHUP] {
            let project = try TemporaryProject(files: ["app.swift": app])
            let output = Pipe()
            let process = try serve(project, output: output)
            _ = try waitForSocket(project)
            kill(process.processIdentifier, signal)
            process.waitUntilExit()
            XCTAssertEqual(process.terminationReason, .exit, "signal \(signal)")
            XCTAssertEqual(process.terminationStatus, 0, "signal \(signal)")
            XCTAssertFalse(FileManager.default.fileExists(atPath: project.socketPath), "signal \(signal)")
            let events = loggedEvents(output)
            XCTAssertEqual(events.first, "reloaded")
            XCTAssertEqual(events.last, "stopped", "signal \(signal)")
        }
    }

    /// `nohup workbench serve` asked for SIGHUP to be ignored; the daemon keeps to that.
    func testADaemonStartedWithHangUpIgnoredKeepsServingThroughIt() throws {
        let project = try TemporaryProject(files: ["app.swift": app])
        let process = try serve(project, after: #"trap "" HUP"#)
        defer { process.terminate(); process.waitUntilExit() }
        let client = try waitForSocket(project)
        kill(process.processIdentifier, SIGHUP)
        XCTAssertEqual(try client.request("ping")["result"]?["pong"], true)
        XCTAssertTrue(process.isRunning)
    }

    /// Stopping while a client has thousands of requests in flight (answers being written,
    /// requests queued on the script thread) is as clean as stopping an idle daemon. It
    /// aborted in most tries, reading a connection's released server.
    func testAStopUnderPipelinedLoadIsClean() throws {
        let requests = (0..<5_000).map { #"{"id":\#($0),"method":"dispatch","params":{"action":"increment"}}"# + "\n" }.joined()
        for signal in [SIGTERM, SIGINT, SIGTERM, SIGINT] {
            let project = try TemporaryProject(files: ["app.swift": app])
            let output = Pipe()
            let process = try serve(project, output: output)
            let client = try waitForSocket(project)
            // As much as the socket takes: the daemon reads 64 requests, then stops reading.
            XCTAssertGreaterThan(client.sendWithoutWaiting(raw: requests), 0)
            _ = try client.readLine { $0["id"] == 0 }
            kill(process.processIdentifier, signal)
            process.waitUntilExit()
            XCTAssertEqual(process.terminationReason, .exit, "signal \(signal)")
            XCTAssertEqual(process.terminationStatus, 0, "signal \(signal)")
            XCTAssertEqual(loggedEvents(output).last, "stopped", "signal \(signal)")
            XCTAssertFalse(FileManager.default.fileExists(atPath: project.socketPath))
        }
    }

    /// A burst of clients connecting at once, faster than the daemon accepts them (here it
    /// cannot: it is out of descriptors), waits in the listen queue; with a queue of 64,
    /// non-blocking connects past it were refused with EAGAIN.
    func testABurstOfConnectsWaitsInTheQueueInsteadOfBeingRefused() throws {
        let project = try TemporaryProject(files: ["app.swift": app])
        let process = try serve(project, after: "ulimit -n 48")
        defer { process.terminate(); process.waitUntilExit() }
        _ = try waitForSocket(project)

        var descriptors: [Int32] = []
        defer { descriptors.forEach { close($0) } }
        var refused: [Int32] = []
        for _ in 0..<500 {
            let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
            descriptors.append(descriptor)
            var address = sockaddr_un()
            address.sun_family = sa_family_t(AF_UNIX)
            withUnsafeMutableBytes(of: &address.sun_path) { bytes in
                for (index, byte) in project.socketPath.utf8.enumerated() { bytes[index] = byte }
            }
            let status = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
            }
            if status != 0 { refused.append(errno) }
        }
        XCTAssertEqual(refused.count, 0, "refused: \(refused.count) (errno \(refused.first ?? 0))")
    }
}
