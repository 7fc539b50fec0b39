import Runtime
import ViewTree
import XCTest

final class ActionTests: XCTestCase {
    private let app = """
        state.initial("count", 0)
        actions["add"] = { ctx in
            state.set("count", (state.get("count") as! Int) + (ctx.payload as! Int))
        }
        actions["breakHalfway"] = { ctx in
            state.set("count", 100)
            state.set("other", "changed")
            let items: [Int] = []
            print(items[3])
        }
        func body() -> Node {
            VStack {
                Text("\\(state.get("count"))")
                Button("Reset") { state.set("count", 0) }
                Toggle("On", isOn: state.bind("on"))
            }
        }
        """

    func testANamedActionReceivesItsPayload() {
        let result = runScript(app, state: ["count": 1], event: .action(name: "add", payload: 41))
        XCTAssertEqual(result.stateAfter, ["count": 42])
        XCTAssertEqual(result.document?.root.children[0].props["text"], "42")
    }

    func testAFailingHandlerLeavesTheStateExactlyAsBefore() {
        let result = runScript(app, state: ["count": 7], event: .action(name: "breakHalfway", payload: .null))
        XCTAssertTrue(result.failed)
        XCTAssertEqual(result.stateAfter, ["count": 7])
        XCTAssertEqual(result.failure?.kind, "indexOutOfRange")
        XCTAssertEqual(result.failure?.frames.map { $0.function }, ["closure"])
    }

    func testAnAnonymousActionIsDispatchedByItsPositionId() throws {
        let loaded = runScript(app, state: ["count": 5])
        let button = try XCTUnwrap(loaded.document?.root.children[1])
        let id = try XCTUnwrap(button.events["tap"])
        XCTAssertEqual(id, "app.swift:14:25")
        XCTAssertEqual(runScript(app, state: ["count": 5], event: .action(name: id, payload: .null)).stateAfter, ["count": 0])
    }

    func testABindingWriteChangesTheStateAndRenders() {
        let result = runScript(app, state: ["count": 0], event: .binding(path: "on", value: true))
        XCTAssertEqual(result.stateAfter, ["count": 0, "on": true])
        XCTAssertEqual(result.document?.root.children[2].bindings, ["isOn": "on"])
    }

    func testAnUnknownActionIsAnErrorWithASuggestion() {
        XCTAssertEqual(runtimeFailure(app, event: .action(name: "ad", payload: .null))?.message, "there is no action named \"ad\"; did you mean \"add\"?")
    }

    func testASessionKeepsItsStateWhenARunFails() {
        let session = Session()
        XCTAssertNotNil(session.load([ProgramFile(path: "app.swift", text: app)]).document)
        XCTAssertNil(session.dispatch("breakHalfway").document)
        XCTAssertEqual(session.state, ["count": 0])
        session.reload([ProgramFile(path: "app.swift", text: "func body() -> Node { Text(\"x\" }")])
        XCTAssertEqual(session.lastResult?.diagnostics.first?.message, "expected ')' to end function call")
        XCTAssertEqual(session.state, ["count": 0])
    }
}
