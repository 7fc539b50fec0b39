import Runtime
import SwiftLite
import ViewTree
import XCTest

final class StateTests: XCTestCase {
    func testPathsParseAndPrintCanonically() throws {
        XCTAssertEqual(try StatePath(parsing: "cart.items[3].qty").components, [.key("cart"), .key("items"), .index(3), .key("qty")])
        XCTAssertEqual(try StatePath(parsing: "prefs[\"dark mode\"].on").description, "prefs[\"dark mode\"].on")
        XCTAssertEqual(try StatePath(parsing: "a[\"b\"]").description, "a.b")
    }

    func testMalformedPathsAreErrorsWithAColumn() {
        for (path, message) in [("", "the path is empty at column 1"), ("a..b", "expected a name at column 3"),
                                ("todos[x]", "expected an index (a number) or a quoted key at column 7"), ("a[1", "expected ']' at column 4")] {
            XCTAssertThrowsError(try StatePath(parsing: path), path) { error in
                XCTAssertEqual((error as? StatePath.ParseError)?.description, "malformed state path \"\(path)\": \(message)")
            }
        }
    }

    func testAMalformedPathInAScriptIsAnErrorAtTheCallersLine() {
        let failure = runtimeFailure("let x = 1\nstate.set(\"a..b\", 1)")
        XCTAssertEqual(failure?.message, "malformed state path \"a..b\": expected a name at column 3")
        XCTAssertEqual(failure?.frames.first?.line, 2)
    }

    func testGetSetInitialAndAbsentPaths() {
        let result = runScript("""
            state.set("cart.items", [["qty": 1]])
            state.set("cart.items[0].qty", 5)
            state.set("cart.items[1]", ["qty": 2])
            state.initial("cart.items[0].qty", 99)
            state.initial("count", 0)
            print(state.get("cart.items[0].qty"), state.get("missing.path") == nil, state.get("cart.items[7]") == nil)
            """)
        XCTAssertEqual(result.output, "5 true true\n")
        XCTAssertEqual(result.stateAfter, ["cart": ["items": [["qty": 5], ["qty": 2]]], "count": 0])
    }

    func testStateHoldsOnlyJSONLikeValues() {
        XCTAssertEqual(runtimeFailure("state.set(\"f\", { 1 })")?.message.hasPrefix("state holds JSON-like values"), true)
        XCTAssertEqual(runtimeFailure("state.set(\"count.x\", 1)", state: ["count": 3])?.message,
                       "cannot set \"count.x\": \"count\" holds a number, not an object")
        XCTAssertEqual(runtimeFailure("state.set(\"list[5]\", 1)", state: ["list": [1]])?.message,
                       "cannot set \"list[5]\": index 5 is out of range for an array of 1 element")
    }

    func testARunThatSetsNothingEndsWithTheStateItBeganWithAndOneThatSetsEndsWithItsChange() {
        let state: JSONValue = ["count": 1, "ratio": -0.0, "items": [["id": 1, "title": "a"]]]
        let untouched = runScript("print(state.get(\"count\"))", state: state, event: .reload)
        XCTAssertEqual(untouched.output, "1\n")
        XCTAssertEqual(CanonicalJSONWriter().bytes(untouched.stateAfter), CanonicalJSONWriter().bytes(state))
        let changed = runScript("state.initial(\"count\", 5)\nstate.set(\"items[0].title\", \"b\")", state: state, event: .reload)
        XCTAssertEqual(changed.stateAfter, ["count": 1, "ratio": -0.0, "items": [["id": 1, "title": "b"]]])
    }

    func testWhatARunDidNotChangeEndsAsTheVeryJSONItBeganWith() throws {
        let state: JSONValue = [
            "todos": [["id": 1, "done": false, "ratio": -0.0], ["id": 2, "done": false]],
            "tags": ["a", "b"],
            "count": 1,
        ]
        let result = runScript("state.set(\"todos[1].done\", true)\nstate.set(\"count\", 2)", state: state, event: .reload)
        XCTAssertNil(result.failure)
        XCTAssertEqual(
            CanonicalJSONWriter().bytes(result.stateAfter),
            CanonicalJSONWriter().bytes([
                "todos": [["id": 1, "done": false, "ratio": -0.0], ["id": 2, "done": true]], "tags": ["a", "b"], "count": 2,
            ]))
        // The untouched todo and array are the input's own storage: the store then takes
        // them as stored without comparing them.
        let before = try XCTUnwrap(state.objectValue), after = try XCTUnwrap(result.stateAfter.objectValue)
        XCTAssertTrue(sameStorage(before["tags"]!, after["tags"]!))
        XCTAssertTrue(sameStorage(before["todos"]!.arrayValue![0], after["todos"]!.arrayValue![0]))
        XCTAssertFalse(sameStorage(before["todos"]!.arrayValue![1], after["todos"]!.arrayValue![1]))
    }

    func testACopyOfStateChangedByTheScriptLeavesTheStateAsItWas() {
        let state: JSONValue = ["todos": [["id": 1, "done": false]], "count": 1]
        let result = runScript(
            """
            var todos = state.get("todos") as! [[String: Any]]
            todos[0]["done"] = true
            todos.append(["id": 2, "done": true])
            state.set("count", todos.count)
            print(state.get("todos"))
            """, state: state, event: .reload)
        XCTAssertEqual(result.output, "[[\"done\": false, \"id\": 1]]\n")
        XCTAssertEqual(result.stateAfter, ["todos": [["id": 1, "done": false]], "count": 2])
    }

    func testAStateTooDeepToBeSavedIsRefusedWhenARunBeginsNotLostWhenItEnds() {
        // Deeper than state may be, though shallow enough for a JSON file to hold.
        var chain: JSONValue = []
        for _ in 0..<StateStore.maximumDepth { chain = [chain] }
        let state: JSONValue = ["deep": chain, "count": 0]
        let result = runScript("state.set(\"count\", 1)", state: state, event: .reload)
        XCTAssertEqual(
            result.failure?.message,
            "state is kept as JSON and nests at most \(StateStore.maximumDepth) levels deep; the state given nests \(StateStore.maximumDepth + 2)")
        XCTAssertEqual(result.stateAfter, state)
    }

    func testAValueSharingItsArraysOverAndOverIsRefusedAsStateNotUnfolded() {
        // 2^40 values as JSON, built in forty steps.
        let refused = runtimeFailure("var a: [Any] = [1]\nfor _ in 0..<40 { a = [a, a] }\nstate.set(\"x\", a)")
        XCTAssertEqual(
            refused?.message,
            "state is kept as JSON and holds at most \(StateStore.maximumValues) values; the value at \"x\" holds more (is the same array nested in it over and over?)")
        let accepted = runScript("var a: [Any] = [1]\nfor _ in 0..<10 { a = [a, a] }\nstate.set(\"x\", a)")
        XCTAssertNil(accepted.failure)
    }

    func testStateNestsNoDeeperThanItsJSONCanBeReadBack() throws {
        // The root object is level 1 and "deep" level 2; `chain` after n wraps is n + 1 deep.
        let deepest = StateStore.maximumDepth - 2
        let accepted = runScript("var chain: [Any] = []\nfor _ in 0..<\(deepest) { chain = [chain] }\nstate.set(\"deep\", chain)")
        XCTAssertNil(accepted.failure)
        let saved = CanonicalJSONWriter().bytes(accepted.stateAfter)
        XCTAssertEqual(try JSONParser.parse(bytes: saved), accepted.stateAfter)

        let refused = runtimeFailure("var chain: [Any] = []\nfor _ in 0..<\(deepest + 1) { chain = [chain] }\nstate.set(\"deep\", chain)")
        XCTAssertEqual(refused?.message.hasPrefix("state is kept as JSON and nests at most \(StateStore.maximumDepth) levels deep; the value at \"deep[0][0]"), true)
        // A chain far deeper is refused as quickly, without spelling out a path per level
        // (on a script thread, whose stack can release such a chain).
        let worker = ScriptWorker()
        defer { worker.stop() }
        let far = worker.run { runScript("var chain: [Any] = []\nfor _ in 0..<200_000 { chain = [chain] }\nstate.set(\"deep\", chain)") }
        XCTAssertEqual(far.failure?.message.hasPrefix("state is kept as JSON"), true)

        // A path's steps nest as deeply as a value's: a scalar at the end of a path too deep
        // is refused at state.set, and the rest of the state is kept.
        let deepPath = "p = \"a\"\nfor _ in 0..<\(StateStore.maximumDepth) { p += \".a\" }\n"
        let tooDeep = runScript("var \(deepPath)state.set(p, 1)", state: ["keep": 1], event: .reload)
        XCTAssertEqual(tooDeep.failure?.message.hasSuffix("the path has \(StateStore.maximumDepth + 1) steps"), true, "\(String(describing: tooDeep.failure))")
        XCTAssertEqual(tooDeep.stateAfter, ["keep": 1])
    }

    func testKeysThatJSONWouldMergeAreRefusedNotLost() {
        let failure = runtimeFailure("state.set(\"x\", [\"a\": [1: \"int\", \"1\": \"string\"]])")
        XCTAssertEqual(failure?.message.contains(#"the dictionary at "x.a" has two keys written "1""#), true, "\(String(describing: failure))")
    }

    func testStateSurvivesAReloadAndInitialDoesNotResetIt() {
        let session = Session()
        session.load([ProgramFile(path: "app.swift", text: "state.initial(\"count\", 0)\nactions[\"inc\"] = { ctx in state.set(\"count\", (state.get(\"count\") as! Int) + 1) }")])
        session.dispatch("inc")
        session.dispatch("inc")
        session.reload([ProgramFile(path: "app.swift", text: "state.initial(\"count\", 0)\nprint(state.get(\"count\"))")])
        XCTAssertEqual(session.state, ["count": 2])
        XCTAssertEqual(session.lastResult?.output, "2\n")
    }

    /// Whether two JSON containers are one and the same storage.
    private func sameStorage(_ left: JSONValue, _ right: JSONValue) -> Bool {
        switch (left, right) {
        case (.array(let a), .array(let b)):
            return a.withUnsafeBufferPointer { x in b.withUnsafeBufferPointer { x.baseAddress == $0.baseAddress } }
        case (.object(let a), .object(let b)):
            return withUnsafeBytes(of: a) { x in withUnsafeBytes(of: b) { x.elementsEqual($0) } }
        default:
            return false
        }
    }
}
