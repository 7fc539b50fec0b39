import Daemon
import DaemonTestSupport
import Foundation
import Preview
import Runs
import ViewTree
import XCTest

/// The cold-start check in the daemon: after each reload in the background (a
/// `coldChecked` event), on request (`coldCheck`), and `coldReset`.
final class ColdStartCheckDaemonTests: XCTestCase {
    private let app = controlsApp

    func testAReloadThatChangesWhatAnInputDoesIsReportedAndResetTakesTheColdState() throws {
        let project = try TemporaryProject(files: ["app.swift": app])
        let daemon = try startDaemon(project)
        defer { daemon.stop() }
        let client = try SocketClient(path: project.socketPath)
        _ = try client.request("tap", ["node": "0.1"])
        _ = try client.request("tap", ["node": "0.1"])
        _ = try client.request("setState", ["path": "count", "value": 10])
        _ = try client.request("tap", ["node": "0.1"])
        let same = try client.request("coldCheck")["result"]
        XCTAssertEqual(same?["verdict"], "same")
        XCTAssertEqual(same?["byHand"], [["step": 3, "input": "set count 10"]])

        // Events on a connection of their own: a request's reply skips the events before it.
        let watcher = try SocketClient(path: project.socketPath)
        _ = try watcher.request("subscribe")
        try project.write("app.swift", app.replacingOccurrences(of: "+ 1)", with: "+ 2)"))
        let event = try watcher.event("coldChecked")["data"]
        XCTAssertEqual(event?["verdict"], "diverged")
        XCTAssertEqual(event?["firstDivergence"]?["step"], 1)
        XCTAssertEqual(event?["stateChanges"], [["path": "count", "before": 11, "after": 12]])
        XCTAssertEqual(event?["summary"]?.stringValue?.hasPrefix("cold start: differs at input 1 (tap 0.1) of 4 ("), true)
        let text = try XCTUnwrap(event?["text"]?.stringValue)
        XCTAssertTrue(text.contains("the tree, hot -> cold: 1 changed\n  ~ Text 0.0\n      props.text: \"Count: 11\" -> \"Count: 12\""), text)

        let reset = try client.request("coldReset")["result"]
        XCTAssertEqual(reset?["adopted"], true)
        XCTAssertEqual(reset?["text"], "the app took the state a cold start reaches with the same 4 inputs")
        XCTAssertEqual(try client.request("state", ["path": "count"])["result"]?["value"], 12)
        XCTAssertEqual(try watcher.event("coldChecked")["data"]?["verdict"], "same", "the reset is checked and announced")
    }

    func testAStateFromTheStoreIsNotCheckedUntilTheAppRestartsCold() throws {
        let project = try TemporaryProject(files: ["app.swift": app])
        do {
            let daemon = try startDaemon(project)
            let client = try SocketClient(path: project.socketPath)
            _ = try client.request("dispatch", ["action": "increment"])
            daemon.stop()
        }
        let daemon = try startDaemon(project)
        defer { daemon.stop() }
        let client = try SocketClient(path: project.socketPath)
        XCTAssertEqual(try client.request("state", ["path": "count"])["result"]?["value"], 1, "the state taken up from the store")
        let unknown = try client.request("coldCheck")["result"]
        XCTAssertEqual(unknown?["verdict"], "unknown")
        XCTAssertEqual(
            unknown?["note"],
            "the state was taken up from the store when serve started, and the inputs that built it are not known; :cold reset restarts the app cold")
        let reset = try client.request("coldReset")["result"]
        XCTAssertEqual(reset?["adopted"], false)
        XCTAssertEqual(reset?["text"], "the app restarted cold, on an empty state (the inputs that built the state are not known)")
        XCTAssertEqual(try client.request("state", ["path": "count"])["result"]?["value"], 0)
        _ = try client.request("dispatch", ["action": "increment"])
        XCTAssertEqual(try client.request("coldCheck")["result"]?["verdict"], "same")
    }

    func testThePreviewShowsADivergenceAndNothingOtherwise() {
        var report = ColdStartReport(verdict: .diverged, inputCount: 4)
        report.firstDivergence = .init(step: 1, input: "tap 0.1", reason: "the state differs", details: ["~ count: 1 -> 2"])
        let notice = Daemon.notice(for: report)
        XCTAssertEqual(notice.kind, "coldStart")
        XCTAssertEqual(notice.level, .warning)
        XCTAssertEqual(notice.text, "This state differs from a cold start with the same 4 inputs (from input 1, tap 0.1); :cold reset in the REPL takes the cold state")
        XCTAssertTrue(notice.detail.contains("first difference, after input 1 (tap 0.1): the state differs\n  ~ count: 1 -> 2"), notice.detail)
        XCTAssertEqual(Daemon.notice(for: ColdStartReport(verdict: .same, inputCount: 4)).text, "", "an empty notice takes the last one away")
    }
}
