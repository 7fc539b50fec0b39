import Daemon
import DaemonTestSupport
import Foundation
import Runs
import ViewTree
import XCTest

/// Scenario tests made in a live session (`recordStart` … `recordStop`, the REPL's
/// `:record`), played on request (`test`) and after each reload (`scenarios.onReload`).
final class ScenarioRecordingTests: XCTestCase {
    /// A counter with a named action, an anonymous one, a toggle and an action that crashes.
    private let app = """
        state.initial("count", 0)
        actions["increment"] = { ctx in state.set("count", (state.get("count") as! Int) + 1) }
        actions["crash"] = { ctx in state.set("count", [1, 2][5]) }
        func body() -> Node {
            VStack {
                Text("Count: \\(state.get("count"))")
                Button("Reset") { state.set("count", 0) }
                Toggle("On", isOn: state.bind("on"))
            }
        }
        """

    private func start(_ configuration: String? = nil) throws -> (TemporaryProject, Daemon, SocketClient) {
        let project = try configuration.map { try TemporaryProject(files: ["app.swift": app], configuration: $0) }
            ?? TemporaryProject(files: ["app.swift": app])
        let daemon = try startDaemon(project)
        return (project, daemon, try SocketClient(path: project.socketPath))
    }

    func testASessionRecordedIsWrittenAndPlaysUntilTheCodeChanges() throws {
        let (project, daemon, client) = try start()
        defer { daemon.stop() }
        let started = try client.request("recordStart", ["name": "session"])["result"]
        XCTAssertEqual(started?["text"], "recording session from the app's current state; :record stop writes scenarios/session.json")
        _ = try client.request("dispatch", ["action": "increment"])
        _ = try client.request("bind", ["node": "0.2", "value": true])
        _ = try client.request("setState", ["path": "count", "value": 7])
        _ = try client.request("tap", ["node": "0.1"])
        // An anonymous action dispatched by name (as the preview does) is the tap on its node.
        let anonymous = try XCTUnwrap(try client.request("actions")["result"]?["actions"]?.arrayValue?.compactMap(\.stringValue).first { $0.contains(":") })
        _ = try client.request("setState", ["path": "count", "value": 2])
        _ = try client.request("dispatch", ["action": .string(anonymous)])

        let stopped = try client.request("recordStop")["result"]
        XCTAssertEqual(
            stopped?["text"],
            "wrote scenarios/session.json: 7 steps (load, dispatch increment, bind 0.2 true, set count 7, tap 0.1, set count 2, tap 0.1); workbench test plays it")
        let scenario = try ScenarioFile.read(path: project.root + "/scenarios/session.json")
        XCTAssertEqual(scenario.state, ["count": 0], "the state when the recording started")
        XCTAssertEqual(scenario.steps.last?.expect.state, .inline(["count": 0, "on": true]))
        XCTAssertEqual(scenario.unrecordedExpectations, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: project.root + "/scenarios/session.golden.json"))

        let passing = try client.request("test")["result"]
        XCTAssertEqual(passing?["passed"], 1)
        XCTAssertEqual(passing?["failed"], 0)

        _ = try client.request("subscribe")
        try project.write("app.swift", app.replacingOccurrences(of: "Count: ", with: "Total: "))
        _ = try client.event("reloaded")
        let failing = try client.request("test")["result"]
        XCTAssertEqual(failing?["failed"], 1)
        let text = try XCTUnwrap(failing?["text"]?.stringValue)
        XCTAssertTrue(text.contains("step 1 (load): the IR differs: 1 changed\n    ~ Text 0.0\n        props.text: \"Count: 0\" -> \"Total: 0\""), text)
    }

    func testAColdRecordingStartsFromNothingAndACrashIsAStepThatExpectsItsError() throws {
        let (project, daemon, client) = try start()
        defer { daemon.stop() }
        _ = try client.request("setState", ["path": "count", "value": 5])
        let started = try client.request("recordStart", ["name": "crash", "cold": true])["result"]
        XCTAssertEqual(started?["render"]?["ok"], true)
        XCTAssertEqual(try client.request("state", ["path": "count"])["result"]?["value"], 0, "the app restarted cold")
        _ = try client.request("dispatch", ["action": "increment"])
        XCTAssertEqual(try client.request("dispatch", ["action": "crash"])["result"]?["ok"], false)
        let stop = try client.request("recordStop")
        XCTAssertNotNil(stop["result"], "\(stop)")
        let scenario = try ScenarioFile.read(path: project.root + "/scenarios/crash.json")
        XCTAssertNil(scenario.state)
        XCTAssertEqual(scenario.steps.map(\.description), ["load", "dispatch increment", "dispatch crash"])
        XCTAssertEqual(scenario.steps[2].expect.error, "index 5 is out of range for an array of 2 elements")
        XCTAssertEqual(try client.request("test")["result"]?["passed"], 1, "the crash is expected")
    }

    func testWhatARecordingRefuses() throws {
        let (project, daemon, client) = try start()
        defer { daemon.stop() }
        XCTAssertEqual(try client.request("recordStop")["error"]?["message"], "nothing is being recorded; :record NAME starts")
        XCTAssertEqual(try client.request("recordStart", ["name": "../up"])["error"]?["code"], "badParams")
        _ = try client.request("recordStart", ["name": "one"])
        XCTAssertEqual(
            try client.request("recordStart", ["name": "two"])["error"]?["message"], "already recording one; :record stop writes it, :record cancel drops it")
        _ = try client.request("tap", ["node": "0.1"])
        _ = try client.request("subscribe")
        // The node tapped is gone from the code: the step does not play, nothing is written,
        // and the recording goes on.
        try project.write("app.swift", app.replacingOccurrences(of: "Button(\"Reset\") { state.set(\"count\", 0) }", with: ""))
        _ = try client.event("reloaded")
        let refused = try XCTUnwrap(try client.request("recordStop")["error"]?["message"]?.stringValue)
        XCTAssertTrue(refused.hasPrefix("step 2 (tap 0.1): Toggle 0.1 has no tap action"), refused)
        XCTAssertTrue(refused.hasSuffix("nothing written, the recording goes on (:record cancel drops it)"), refused)
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.root + "/scenarios/one.json"))
        XCTAssertEqual(try client.request("recordCancel")["result"]?["text"], "stopped recording one; nothing written")

        try project.write("scenarios/kept.json", "{}")
        XCTAssertEqual(try client.request("recordStart", ["name": "kept"])["error"]?["message"], "scenarios/kept.json exists; --force records over it")
        XCTAssertNotNil(try client.request("recordStart", ["name": "kept", "force": true])["result"])
    }

    func testScenariosPlayAfterEachReloadWhenTheConfigurationAsks() throws {
        let (project, daemon, client) = try start(#"{"scripts": ["."], "vml": ["."], "debounceMs": 20, "scenarios": {"onReload": true}}"#)
        defer { daemon.stop() }
        _ = try client.request("recordStart", ["name": "count"])
        _ = try client.request("dispatch", ["action": "increment"])
        _ = try client.request("recordStop")
        _ = try client.request("subscribe")

        try project.write("app.swift", app.replacingOccurrences(of: "+ 1)", with: "+ 2)"))
        let failed = try client.event("tested")["data"]
        XCTAssertEqual(failed?["failed"], 1)
        XCTAssertEqual(failed?["summary"]?.stringValue?.hasPrefix("0 passed, 1 failed in "), true)
        let failures = try XCTUnwrap(failed?["failures"]?.stringValue)
        XCTAssertTrue(failures.contains("step 2 (dispatch increment): the IR differs: 1 changed"), failures)
        XCTAssertTrue(failures.contains("~ count: 1 -> 2"), failures)

        try project.write("app.swift", app)
        XCTAssertEqual(try client.event("tested")["data"]?["passed"], 1)
    }
}
