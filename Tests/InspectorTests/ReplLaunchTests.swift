import DaemonTestSupport
import Foundation
import XCTest

/// Starting `workbench repl` without a daemon: piped input fails clearly, `--embedded`
/// runs one inside the REPL.
final class ReplLaunchTests: XCTestCase {
    func testWithoutADaemonPipedInputExitsWithOneAndSaysWhatToDo() throws {
        let project = try TemporaryProject(files: ["app.swift": counterApp])
        let result = try ReplProcess.run(project, [":state count"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.output, "")
        XCTAssertEqual(result.errors, """
            error: no daemon is running for \(project.root) (nothing listens on \(project.socketPath)); \
            start one with 'workbench serve', or pass --embedded to run one inside the REPL

            """)
    }

    func testEmbeddedRunsADaemonInsideTheREPLAndStopsItOnExit() throws {
        let project = try TemporaryProject(files: ["app.swift": counterApp])
        let result = try ReplProcess.run(project, [":dispatch increment", ":state count", ":snapshots --limit 1"], arguments: ["--embedded"])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(result.errors, "")
        XCTAssertTrue(result.output.contains("\n1\n"), result.output)
        XCTAssertTrue(result.output.contains("increment"), result.output)
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.socketPath), "the embedded daemon removed its socket")
        let log = try project.read(".workbench/repl-daemon.log")
        XCTAssertTrue(log.contains("serving \(project.root)"), "the embedded daemon logs to a file, not into the answers: \(log)")

        let again = try ReplProcess.run(project, [":state count"], arguments: ["--embedded"])
        XCTAssertEqual(again.output, "1\n", "the next session resumes from the stored state")
    }

    func testWithARunningDaemonEmbeddedConnectsToIt() throws {
        let project = try TemporaryProject(files: ["app.swift": counterApp])
        let daemon = try startDaemon(project)
        defer { daemon.stop() }
        let result = try ReplProcess.run(project, [":dispatch increment"], arguments: ["--embedded"])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(daemon.worker.run { daemon.workspace.session.state.objectValue?["count"] }, 1, "the running daemon ran the action")
    }
    func testAfterTheDaemonRestartsTheNextCommandConnectsAgain() throws {
        let project = try TemporaryProject(files: ["app.swift": counterApp])
        let first = try startDaemon(project)
        let repl = try ReplProcess(project)
        repl.send(":dispatch increment")
        try repl.waitFor("1 changed")
        first.stop()
        repl.send(":state count")
        try repl.waitFor("error: the daemon closed the connection (was 'workbench serve' stopped?)\n", inErrors: true)
        repl.send(":state count")
        try repl.waitFor("error: no daemon answers on \(project.socketPath); start one with 'workbench serve'\n", inErrors: true)

        let second = try startDaemon(project)
        defer { second.stop() }
        repl.send(":state count")
        XCTAssertEqual(try repl.finish(), 0)
        XCTAssertTrue(repl.output.hasSuffix("\n1\n"), "the restarted daemon answers, from the stored state: \(repl.output)")
    }
}
