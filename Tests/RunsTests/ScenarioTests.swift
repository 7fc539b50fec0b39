import Foundation
import Runs
import Runtime
import Store
import SwiftLite
import ViewTree
import XCTest

/// A counter with a named action, an anonymous one, and a toggle: what scenarios play.
let scenarioApp = """
    state.initial("count", 0)
    state.initial("todos", [["title": "Milk", "done": false]])
    actions["increment"] = { ctx in state.set("count", (state.get("count") as! Int) + 1) }
    actions["add"] = { ctx in state.set("count", (state.get("count") as! Int) + (ctx.payload as! Int)) }
    func body() -> Node {
        VStack {
            Text("Count: \\(state.get("count"))")
            Button("Add", action: "increment")
            Button("Reset") { state.set("count", 0) }
            Toggle("Milk", isOn: state.bind("todos[0].done"))
        }
    }
    """

/// Scenario tests as `workbench test` plays them: recorded, played on changed code,
/// reported; their files checked when read.
final class ScenarioTests: XCTestCase {
    private func files(_ text: String = scenarioApp) -> [ProgramFile] { [ProgramFile(path: "app.swift", text: text)] }

    private func player(_ text: String = scenarioApp) -> ScenarioPlayer { ScenarioPlayer(files: files(text), limits: .standard) }

    /// A session: load, a tap on a named action's button, one on an anonymous action's, a
    /// toggle through its node, a value set by hand, an action with a payload.
    private let session = Scenario(
        name: "session", state: nil,
        steps: [
            ScenarioStep(input: nil), ScenarioStep(input: .tap(node: "0.1", payload: .null)), ScenarioStep(input: .tap(node: "0.1", payload: .null)),
            ScenarioStep(input: .bindNode(node: "0.3", binding: nil, value: true)), ScenarioStep(input: .set(path: "count", value: 5)),
            ScenarioStep(input: .tap(node: "0.2", payload: .null)), ScenarioStep(input: .dispatch(action: "add", payload: 3)),
        ])

    /// The session recorded, written and read back, as `:record stop` leaves it.
    private func recorded(in folder: String? = nil) throws -> (scenario: Scenario, golden: ScenarioGolden) {
        let made = try player().record(session).get()
        let text = ScenarioFile.text(made.scenario)
        return (try ScenarioFile.parse(text, file: "scenarios/session.json"), made.golden)
    }

    func testARecordedSessionPassesOnTheCodeThatRecordedIt() throws {
        let (scenario, golden) = try recorded()
        XCTAssertEqual(scenario.steps.map(\.input), session.steps.map(\.input))
        XCTAssertEqual(scenario.steps.last?.expect.state, .inline(["count": 3, "todos": [["done": true, "title": "Milk"]]]))
        let result = player().check(scenario) { golden }
        XCTAssertTrue(result.passed, result.failure?.summary ?? "")
        XCTAssertEqual(result.stepCount, 7)
        XCTAssertEqual(result.unrecorded, 0)
    }

    func testMovingCodeAboveAViewFailsNothing() throws {
        let (scenario, golden) = try recorded()
        // Every source location moves, and the anonymous action is renamed by its new position.
        let moved = "// A comment\n// and another\n\n" + scenarioApp.replacingOccurrences(of: "        VStack {", with: "        VStack {\n\n")
        let result = player(moved).check(scenario) { golden }
        XCTAssertTrue(result.passed, result.failure?.summary ?? "")
    }

    func testAChangedViewFailsAtItsStepWithTheStructuralDiff() throws {
        let (scenario, golden) = try recorded()
        let result = player(scenarioApp.replacingOccurrences(of: "Count: ", with: "Total: ")).check(scenario) { golden }
        let failure = try XCTUnwrap(result.failure)
        XCTAssertEqual(failure.step, 1)
        XCTAssertEqual(failure.summary, "step 1 (load): the IR differs: 1 changed")
        XCTAssertTrue(failure.problems[0].details.contains(#"props.text: "Count: 0" -> "Total: 0""#), failure.problems[0].details)
        let text = ScenarioReport.text([result])
        XCTAssertTrue(text.hasPrefix("FAIL session (7 steps) "), text)
        XCTAssertTrue(text.contains("\n\n0 passed, 1 failed in "), text)
    }

    func testAChangedActionFailsWithTheStateDiff() throws {
        let (scenario, golden) = try recorded()
        let doubled = scenarioApp.replacingOccurrences(of: "as! Int) + 1)", with: "as! Int) + 2)")
        let failure = try XCTUnwrap(player(doubled).check(scenario) { golden }.failure)
        XCTAssertEqual(failure.step, 2)
        XCTAssertEqual(failure.stepDescription, "tap 0.1")
        XCTAssertEqual(failure.problems.map(\.summary), ["the IR differs: 1 changed", "the state differs at 1 path"])
        XCTAssertEqual(failure.problems[1].details, "~ count: 1 -> 2")
    }

    func testANodeThatNoLongerExistsNamesTheStepAndTheID() throws {
        let (scenario, golden) = try recorded()
        let withoutToggle = scenarioApp.replacingOccurrences(of: "        Toggle(\"Milk\", isOn: state.bind(\"todos[0].done\"))\n", with: "")
        XCTAssertNotEqual(withoutToggle, scenarioApp)
        let failure = try XCTUnwrap(player(withoutToggle).check(scenario) { golden }.failure)
        XCTAssertEqual(failure.step, 1, "the load's tree lost a node first")
        var edited = scenario
        for index in edited.steps.indices { edited.steps[index].expect = ScenarioExpectation() }
        let unchecked = try XCTUnwrap(player(withoutToggle).check(edited).failure)
        XCTAssertEqual(unchecked.step, 4)
        XCTAssertTrue(unchecked.summary.hasPrefix("step 4 (bind 0.3 true): there is no node 0.3 in the tree"), unchecked.summary)
    }

    func testATreeNamedByHashIsShownFromTheGoldenFileOrSaidToBeMissing() throws {
        let (scenario, golden) = try recorded()
        let changed = scenarioApp.replacingOccurrences(of: "Count: ", with: "Total: ")
        XCTAssertEqual(
            player(changed).check(scenario) { ScenarioGolden() }.failure?.problems.first?.summary.hasPrefix("the IR differs from the expected tree "),
            true)
        XCTAssertEqual(player(changed).check(scenario) { golden }.failure?.problems.first?.summary, "the IR differs: 1 changed")
    }

    func testAStepThatFailsFailsTheScenarioUnlessItExpectsTheError() throws {
        let crashing = scenarioApp.replacingOccurrences(
            of: "actions[\"add\"] = { ctx in", with: "actions[\"boom\"] = { ctx in let a = [1]; state.set(\"count\", a[3]) }\nactions[\"add\"] = { ctx in")
        var scenario = Scenario(name: "boom", state: ["count": 1], steps: [ScenarioStep(input: nil), ScenarioStep(input: .dispatch(action: "boom", payload: .null))])
        let failure = try XCTUnwrap(player(crashing).check(scenario).failure)
        XCTAssertTrue(failure.summary.hasPrefix("step 2 (dispatch boom): the step failed: "), failure.summary)
        XCTAssertTrue(failure.problems[0].details.contains("app.swift:4:"), failure.problems[0].details)
        scenario.steps[1].expect.error = "out of range"
        XCTAssertTrue(player(crashing).check(scenario).passed)
        scenario.steps[1].expect.error = "division"
        XCTAssertEqual(player(crashing).check(scenario).failure?.problems.first?.summary, "the step failed with another error than one containing \"division\"")
    }

    func testRandomResultsAreRecordedAndReplayed() throws {
        let dice = """
            state.initial("roll", 0)
            actions["roll"] = { ctx in state.set("roll", Int.random(in: 1...1000000)) }
            func body() -> Node { Button("Roll \\(state.get("roll"))", action: "roll") }
            """
        let recording = try player(dice).record(
            Scenario(name: "dice", state: nil, steps: [ScenarioStep(input: nil), ScenarioStep(input: .tap(node: "0", payload: .null))])
        ).get()
        let read = try ScenarioFile.parse(ScenarioFile.text(recording.scenario), file: "dice.json")
        XCTAssertEqual(read.steps[1].recorded?.count, 1)
        for _ in 0..<3 { XCTAssertTrue(player(dice).check(read) { recording.golden }.passed) }
    }

    func testARecordingKeepsTheDiceItsSessionRolled() throws {
        let dice = """
            state.initial("roll", 0)
            actions["roll"] = { ctx in state.set("roll", Int.random(in: 1...1000000)) }
            func body() -> Node { Button("Roll \\(state.get("roll"))", action: "roll") }
            """
        // The live session: the load, then a roll with fresh dice.
        var live = InputPlayer(files: files(dice), limits: .standard)
        _ = live.load()
        let start = live.state
        let roll = try live.perform(.tap(node: "0", payload: .null))
        var recorder = ScenarioRecorder(name: "dice", file: "scenarios/dice.json", startState: start)
        recorder.append(.tap(node: "0", payload: .null), recorded: roll.recorded)
        XCTAssertEqual(recorder.scenario.steps.map(\.description), ["load", "tap 0"])

        let made = try player(dice).record(recorder.scenario, keepingRecorded: true).get()
        XCTAssertEqual(made.scenario.steps[1].expect.state, .inline(live.state), "the roll the person saw")
        XCTAssertEqual(made.scenario.steps[1].recorded, roll.recorded)
        // The code now rolls twice: the live results do not cover the step, which gets fresh ones.
        let twice = dice.replacingOccurrences(of: "Int.random(in: 1...1000000))", with: "Int.random(in: 1...1000000) + Int.random(in: 1...6))")
        let redone = try player(twice).record(recorder.scenario, keepingRecorded: true).get()
        XCTAssertEqual(redone.scenario.steps[1].recorded?.count, 2)
    }

    func testAScenarioFromACrashFailsUntilTheFixThenRecordsIt() throws {
        let crashing = scenarioApp.replacingOccurrences(of: "(ctx.payload as! Int)", with: "[1][ctx.payload as! Int]")
        let runner = Runner()
        let loaded = runner.run(RunInput(files: files(crashing)))
        let crash = runner.run(RunInput(files: files(crashing), state: loaded.stateAfter, event: .action(name: "add", payload: 4)))
        XCTAssertTrue(crash.failed)
        let folder = NSTemporaryDirectory() + "from-snapshot-" + UUID().uuidString
        addTeardownBlock { try? FileManager.default.removeItem(atPath: folder) }
        let store = try SnapshotStore(path: folder + "/store.sqlite")
        let stored = try store.snapshot(id: try store.append(Snapshot(crash, files: files(crashing))))
        let made = try ScenarioFromSnapshot.scenario(stored)
        XCTAssertEqual(made.scenario.name, "crash-1")
        XCTAssertEqual(made.scenario.steps.map(\.description), ["load", "dispatch add 4"])
        let scenario = try ScenarioFile.parse(ScenarioFile.text(made.scenario), file: "crash-1.json")

        let before = player(crashing).check(scenario)
        XCTAssertTrue(before.failure?.summary.hasPrefix("step 2 (dispatch add 4): the step failed: ") == true, before.failure?.summary ?? "passed")
        let after = player().check(scenario)
        XCTAssertTrue(after.passed)
        XCTAssertEqual(after.unrecorded, 4)
        XCTAssertTrue(ScenarioReport.line(after).contains("4 expectations not recorded: --update records them"), ScenarioReport.line(after))
        let updated = try player().record(scenario).get()
        XCTAssertEqual(updated.scenario.unrecordedExpectations, 0)
        XCTAssertEqual(updated.scenario.steps[1].expect.state, .inline(["count": 4, "todos": [["done": false, "title": "Milk"]]]))
    }

    func testACrashOfAnAnonymousActionBecomesATapOnItsNode() throws {
        let crashing = scenarioApp.replacingOccurrences(of: "Button(\"Reset\") { state.set(\"count\", 0) }", with: "Button(\"Reset\") { state.set(\"count\", [1][3]) }")
        let runner = Runner()
        let loaded = runner.run(RunInput(files: files(crashing)))
        let action = try XCTUnwrap(loaded.document?.root.node(withID: "0.2")?.events["tap"])
        let crash = runner.run(RunInput(files: files(crashing), state: loaded.stateAfter, event: .action(name: action, payload: .null)))
        XCTAssertTrue(crash.failed)
        let folder = NSTemporaryDirectory() + "from-snapshot-" + UUID().uuidString
        addTeardownBlock { try? FileManager.default.removeItem(atPath: folder) }
        let store = try SnapshotStore(path: folder + "/store.sqlite")
        _ = try store.append(Snapshot(loaded, files: files(crashing)))
        let id = try store.append(Snapshot(crash, files: files(crashing)))
        let screen = ScenarioFromSnapshot.screen(before: id, in: store)
        XCTAssertNotNil(screen)
        XCTAssertEqual(try ScenarioFromSnapshot.scenario(store.snapshot(id: id), screen: screen).scenario.steps.map(\.description), ["load", "tap 0.2"])
        XCTAssertEqual(try ScenarioFromSnapshot.scenario(store.snapshot(id: id)).scenario.steps.map(\.description), ["load", "dispatch \(action)"])
    }

    func testMalformedScenarioFilesNameTheLineColumnAndWhatIsWrong() {
        let cases: [(text: String, error: String)] = [
            ("{\"workbenchScenario\": 1,\n \"stpes\": []}", "s.json:2:2: error: unknown key \"stpes\" (did you mean \"steps\"?)"),
            ("{\"workbenchScenario\": 1, \"steps\": [\n  {\"step\": \"tap\", \"node\": \"0\"}]}", "s.json:2:4: error: the first step of a scenario is {\"step\": \"load\"} (the app's first run), found \"tap\""),
            ("{\"workbenchScenario\": 1, \"steps\": [{\"step\": \"load\"},\n  {\"step\": \"tapp\"}]}", "s.json:2:4: error: unknown step \"tapp\" (did you mean \"tap\"?); the steps are \"load\", \"tap\", \"dispatch\", \"bind\", \"set\", \"replace\""),
            ("{\"workbenchScenario\": 1, \"steps\": [{\"step\": \"load\"},\n  {\"step\": \"set\", \"path\": \"todos[\", \"value\": 1}]}", "s.json:2:19: error: malformed state path \"todos[\": expected an index (a number) or a quoted key at column 7"),
            ("{\"workbenchScenario\": 1, \"steps\": [{\"step\": \"load\", \"expect\": {\"ir\": \"abc\"}}]}", "s.json:1:64: error: \"abc\" is not a hash (32 hexadecimal digits)"),
            ("{\"workbenchScenario\": 2, \"steps\": []}", "s.json:1:2: error: this scenario has format 2, newer than this workbench reads (1); update the workbench"),
            ("{\"workbenchScenario\": 1, \"steps\": [{\"step\": \"load\"}, {\"step\": \"bind\", \"node\": \"0\"}]}", "s.json:1:54: error: this bind step needs \"value\": the value written"),
            ("{\"workbenchScenario\": 1, \"steps\": [{\"step\": \"load\"}", "s.json:1:52: error: expected ',' or ']' after an array element"),
            ("[1]", "s.json:1:1: error: a scenario is a JSON object with \"workbenchScenario\", \"state\" and \"steps\", found an array"),
        ]
        for (text, expected) in cases {
            XCTAssertThrowsError(try ScenarioFile.parse(text, file: "s.json"), text) { error in
                XCTAssertEqual("\(error)", expected, text)
            }
        }
    }

    func testAFolderOfScenariosIsPlayedInPathOrderAndAnUnreadableFileIsAnError() throws {
        let folder = NSTemporaryDirectory() + "scenarios-" + UUID().uuidString
        addTeardownBlock { try? FileManager.default.removeItem(atPath: folder) }
        let made = try player().record(session).get()
        try ScenarioSuite.write(made.scenario, golden: made.golden, to: folder + "/b-session.json")
        try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: true)
        try "{\"workbenchScenario\": 1, \"steps\": [{\"step\": \"load\"}]}".write(toFile: folder + "/sub/a-load.json", atomically: true, encoding: .utf8)
        try "{ not json".write(toFile: folder + "/c-broken.json", atomically: true, encoding: .utf8)
        let files = try ScenarioSuite.files(in: [folder])
        XCTAssertEqual(files.map { String($0.dropFirst(folder.count + 1)) }, ["b-session.json", "c-broken.json", "sub/a-load.json"])
        let results = ScenarioSuite.check(files, player: player())
        XCTAssertEqual(results.map(\.passed), [true, false, true])
        XCTAssertEqual(results[1].failure?.isError, true)
        XCTAssertTrue(results[1].failure?.summary.hasSuffix("c-broken.json:1:3: error: expected a string key in the object") == true, results[1].failure?.summary ?? "")
        XCTAssertTrue(ScenarioReport.text(results).contains("\n\n2 passed, 1 failed in "))
    }

    func testJUnitXMLHasACaseForEachScenarioAndEscapesWhatItQuotes() throws {
        let (scenario, golden) = try recorded()
        let failed = player(scenarioApp.replacingOccurrences(of: "Count: ", with: "<Total> & ")).check(scenario, file: "scenarios/session.json") { golden }
        let passed = player().check(scenario, file: "scenarios/session.json") { golden }
        let broken = ScenarioSuite.unreadable("scenarios/broken.json", ScenarioFileError(file: "scenarios/broken.json", position: nil, message: "bad \"quote\""))
        let xml = JUnitReport.xml([passed, failed, broken])
        XCTAssertTrue(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"workbench\" tests=\"3\" failures=\"1\" errors=\"1\""), xml)
        XCTAssertTrue(xml.contains("<testcase classname=\"scenarios\" name=\"session\" file=\"scenarios/session.json\" time=\""), xml)
        XCTAssertTrue(xml.contains("<failure message=\"step 1 (load): the IR differs: 1 changed\" type=\"mismatch\">"), xml)
        XCTAssertTrue(xml.contains("&quot;Count: 0&quot; -&gt; &quot;&lt;Total&gt; &amp; 0&quot;"), xml)
        XCTAssertTrue(xml.contains("<error message=\"scenarios/broken.json: error: bad &quot;quote&quot;\" type=\"unreadable\">"), xml)
        XCTAssertTrue(xml.hasSuffix("  </testsuite>\n</testsuites>\n"))
    }
}

/// A SwiftUI list's `.onDelete`, recorded as an event of its row's node: the event is kept
/// through the scenario file and played as the same event.
final class ScenarioEventTests: XCTestCase {
    private let list = """
        import SwiftUI
        struct Fruits: View {
            @State private var names = ["Apple", "Banana", "Cherry"]
            var body: some View {
                List {
                    ForEach(names, id: \\.self) { name in Text(name) }
                        .onDelete { offsets in names.remove(atOffsets: offsets) }
                }
            }
        }
        #Preview { Fruits() }
        """

    func testARowsDeleteIsRecordedAsItsEventAndPlayedAgain() throws {
        let files = [ProgramFile(path: "fruits.swift", text: list)]
        let first = Runner().run(RunInput(files: files, root: .automatic))
        let root = try XCTUnwrap(first.document?.root)
        var rowID: String?
        root.forEachNode { node in if rowID == nil, node.events["delete"] != nil { rowID = node.id } }
        let row = try XCTUnwrap(rowID, TreeOutline().render(root))
        let action = try XCTUnwrap(root.node(withID: row)?.events["delete"])

        let input = try XCTUnwrap(AppInput.tap(running: action, payload: .null, on: root))
        XCTAssertEqual(input, .tap(node: row, event: "delete", payload: .null))
        XCTAssertEqual(input.description, "tap \(row) delete")

        let scenario = Scenario(name: "delete", state: nil, steps: [ScenarioStep(input: nil), ScenarioStep(input: input)])
        let read = try ScenarioFile.parse(ScenarioFile.text(scenario), file: "scenarios/delete.json")
        XCTAssertEqual(read.steps.last?.input, input)
    }
}
