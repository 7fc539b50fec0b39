import Runtime
import Store
import ViewTree
import XCTest

@testable import Runs

/// The cold-start check: inputs played live on old code, the code changed by a reload,
/// then the inputs replayed from a cold start on the new code and compared.
final class ColdStartCheckTests: XCTestCase {
    private func files(_ text: String) -> [ProgramFile] { [ProgramFile(path: "app.swift", text: text)] }

    /// The live app: a cold start on `code`, then `inputs`, then a reload on `reloaded`;
    /// what the daemon would hand the check.
    private func live(_ code: String, _ inputs: [AppInput], reloaded: String, limit: Int = 500) throws -> (history: InputHistory, state: JSONValue, tree: Document?) {
        var player = InputPlayer(files: files(code), limits: .standard)
        var history = InputHistory(limit: limit)
        let load = player.load()
        history.startCold(recorded: load.recorded, state: load.stateAfter)
        for input in inputs {
            let result = try player.perform(input)
            XCTAssertFalse(result.failed, "\(input.description): \(result.failure?.message ?? "")")
            history.append(input, recorded: result.recorded, state: result.stateAfter)
        }
        // A reload runs the new code on the hot state.
        let reload = Runner().run(RunInput(files: files(reloaded), state: player.state, event: .reload))
        XCTAssertFalse(reload.failed, reload.failure?.message ?? "")
        return (history, reload.stateAfter, reload.document)
    }

    private func check(_ code: String, _ live: (history: InputHistory, state: JSONValue, tree: Document?), timeout: Double = 10) -> ColdStartReport {
        ColdStartCheck(files: files(code), limits: .standard, timeout: timeout).run(live.history, hotState: live.state, hotTree: live.tree)!
    }

    private let taps: [AppInput] = [.tap(node: "0.1", payload: .null), .tap(node: "0.1", payload: .null), .set(path: "count", value: 10), .tap(node: "0.1", payload: .null)]

    func testTheSameCodeReachesTheSameStateAndASetByHandIsNamed() throws {
        let report = check(scenarioApp, try live(scenarioApp, taps, reloaded: scenarioApp))
        XCTAssertEqual(report.verdict, .same)
        XCTAssertEqual(report.inputCount, 4)
        XCTAssertEqual(report.replayed, 4)
        XCTAssertEqual(report.byHand, [.init(step: 3, input: "set count 10")])
        XCTAssertEqual(report.coldState?.objectValue?["count"], 11)
        XCTAssertTrue(report.text().hasPrefix("cold start: same state after 4 inputs ("), report.text())
        XCTAssertTrue(report.text().hasSuffix("\nmade by hand, which no code of the app could make: input 3 (set count 10)"), report.text())
    }

    func testAChangedActionDivergesFromTheFirstInputThatRanIt() throws {
        let doubled = scenarioApp.replacingOccurrences(of: "as! Int) + 1)", with: "as! Int) + 2)")
        let report = check(doubled, try live(scenarioApp, taps, reloaded: doubled))
        XCTAssertEqual(report.verdict, .diverged)
        XCTAssertEqual(report.firstDivergence, .init(step: 1, input: "tap 0.1", reason: "the state differs", details: ["~ count: 1 -> 2"]))
        XCTAssertEqual(report.stateChanges.map(\.rendered), ["~ count: 11 -> 12"])
        XCTAssertEqual(report.treeDiff?.summary, "1 changed")
        let text = report.text()
        XCTAssertTrue(text.hasPrefix("cold start: differs at input 1 (tap 0.1) of 4 ("), text)
        XCTAssertTrue(text.contains("""
            first difference, after input 1 (tap 0.1): the state differs
              ~ count: 1 -> 2
            the state, hot -> cold:
              ~ count: 11 -> 12
            the tree, hot -> cold: 1 changed
              ~ Text 0.0
                  props.text: "Count: 11" -> "Count: 12"
            """), text)
        XCTAssertEqual(report.jsonValue.objectValue?["verdict"], "diverged")
        XCTAssertEqual(report.jsonValue.objectValue?["firstDivergence"]?.objectValue?["step"], 1)
    }

    func testAKeyANewStateInitialAddsIsNoDivergence() throws {
        let withLabel = scenarioApp.replacingOccurrences(of: "state.initial(\"count\", 0)", with: "state.initial(\"count\", 0)\nstate.initial(\"label\", \"items\")")
        let report = check(withLabel, try live(scenarioApp, taps, reloaded: withLabel))
        XCTAssertEqual(report.verdict, .same, report.text())
    }

    func testAChangedInitialValueDivergesAtTheLoad() throws {
        let fromFive = scenarioApp.replacingOccurrences(of: "state.initial(\"count\", 0)", with: "state.initial(\"count\", 5)")
        let inputs: [AppInput] = [.tap(node: "0.1", payload: .null), .bindNode(node: "0.3", binding: nil, value: true)]
        let report = check(fromFive, try live(scenarioApp, inputs, reloaded: fromFive))
        XCTAssertEqual(report.verdict, .diverged)
        XCTAssertEqual(report.firstDivergence?.step, 0)
        XCTAssertEqual(report.firstDivergence?.details, ["~ count: 0 -> 5"])
        XCTAssertTrue(report.summary.hasPrefix("cold start: differs at the load of 2 ("), report.summary)
    }

    func testAColdStartThatFailsOrLacksTheNodeTappedIsADivergence() throws {
        // The new code reads a key that only a `:set` by hand ever wrote.
        let reading = scenarioApp.replacingOccurrences(of: "func body() -> Node {", with: "let legacy = state.get(\"legacy\") as! Int\nfunc body() -> Node {")
        let report = check(reading, try live(scenarioApp, [.set(path: "legacy", value: 1)], reloaded: reading))
        XCTAssertEqual(report.verdict, .diverged)
        XCTAssertEqual(report.firstDivergence?.step, 0)
        XCTAssertTrue(report.firstDivergence?.reason.hasPrefix("the app does not start cold: ") == true, report.firstDivergence?.reason ?? "")

        // The toggle written only exists once the count is past 0 in the new code.
        let hidden = scenarioApp.replacingOccurrences(of: "Toggle(\"Milk\", isOn: state.bind(\"todos[0].done\"))", with: "if (state.get(\"count\") as! Int) > 0 { Toggle(\"Milk\", isOn: state.bind(\"todos[0].done\")) }")
        XCTAssertNotEqual(hidden, scenarioApp)
        let gone = check(hidden, try live(scenarioApp, [.bindNode(node: "0.3", binding: nil, value: true)], reloaded: hidden))
        XCTAssertEqual(gone.verdict, .diverged)
        XCTAssertEqual(gone.firstDivergence?.step, 1)
        XCTAssertTrue(gone.firstDivergence?.reason.hasPrefix("it cannot be played from a cold start: ") == true, gone.firstDivergence?.reason ?? "")
    }

    func testTheCheckIsBoundedInInputsAndTimeAndSaysSo() throws {
        let inputs = [AppInput](repeating: .tap(node: "0.1", payload: .null), count: 5)
        let bounded = check(scenarioApp, try live(scenarioApp, inputs, reloaded: scenarioApp, limit: 3))
        XCTAssertEqual(bounded.verdict, .incomplete)
        XCTAssertEqual(bounded.inputCount, 5)
        XCTAssertEqual(bounded.replayed, 3)
        XCTAssertTrue(bounded.summary.hasPrefix("cold start: no difference in the first 3 of 5 inputs; the 2 inputs past coldStart.maxInputs (3) are not kept"), bounded.summary)
        // Past the bound, a difference in what was replayed is still found.
        let doubled = scenarioApp.replacingOccurrences(of: "as! Int) + 1)", with: "as! Int) + 2)")
        XCTAssertEqual(check(doubled, try live(scenarioApp, inputs, reloaded: doubled, limit: 3)).firstDivergence?.step, 1)

        let timed = check(scenarioApp, try live(scenarioApp, inputs, reloaded: scenarioApp), timeout: 0)
        XCTAssertEqual(timed.verdict, .incomplete)
        XCTAssertEqual(timed.replayed, 0)
        XCTAssertEqual(timed.stoppedEarly, "stopped after 0 ms (coldStart.timeoutMs)")

        let state = try live(scenarioApp, inputs, reloaded: scenarioApp)
        XCTAssertNil(ColdStartCheck(files: files(scenarioApp), limits: .standard, timeout: 10).run(state.history, hotState: state.state, hotTree: state.tree) { true })
    }

    func testAStateOfUnknownOriginIsNotChecked() {
        var history = InputHistory(limit: 10)
        history.forget("the state was taken up from the store")
        history.append(.tap(node: "0.1", payload: .null), recorded: [], state: [:])
        XCTAssertEqual(history.count, 0, "inputs to a state of unknown origin are not kept")
        let report = ColdStartCheck(files: files(scenarioApp), limits: .standard, timeout: 1).run(history, hotState: ["count": 3], hotTree: nil)!
        XCTAssertEqual(report.verdict, .unknown)
        XCTAssertEqual(report.summary, "cold start: not checked: the state was taken up from the store")
    }

    func testPathsAreRelatedWhenOneHoldsTheOther() {
        XCTAssertTrue(ColdStartCheck.related("todos", "todos[0].done"))
        XCTAssertTrue(ColdStartCheck.related("todos[0].done", "todos"))
        XCTAssertTrue(ColdStartCheck.related("", "count"))
        XCTAssertFalse(ColdStartCheck.related("todo", "todos"))
        XCTAssertEqual(ColdStartCheck.value(at: "todos[0].done", in: ["todos": [["done": true]]]), true)
        XCTAssertNil(ColdStartCheck.value(at: "todos[1]", in: ["todos": [["done": true]]]))
    }
}
