import Runtime
import ViewTree
import XCTest

final class DeterminismTests: XCTestCase {
    private let program = """
        state.initial("seed", Int.random(in: 1...1_000_000))
        actions["roll"] = { ctx in
            state.set("roll", Int.random(in: 1...6))
            state.set("when", Date.now)
            state.set("id", UUID().uuidString)
            state.set("coin", Bool.random())
            state.set("x", Double.random(in: 0..<1))
            state.set("deck", [1, 2, 3, 4, 5].shuffled())
        }
        func body() -> Node {
            VStack {
                Text("\\(state.get("roll"))")
                Text("\\(Date.now)")
            }
        }
        """

    func testTheRecordReplaysToTheSameBytes() throws {
        let loaded = runScript(program)
        let first = runScript(program, state: loaded.stateAfter, event: .action(name: "roll", payload: .null))
        XCTAssertFalse(first.failed)
        XCTAssertFalse(first.recorded.isEmpty)
        let replayed = runScript(program, state: loaded.stateAfter, event: .action(name: "roll", payload: .null), recorded: first.recorded)
        XCTAssertEqual(IRJSONEncoder.encode(try XCTUnwrap(replayed.document)), IRJSONEncoder.encode(try XCTUnwrap(first.document)))
        XCTAssertEqual(replayed.stateAfter.canonicalText, first.stateAfter.canonicalText)
        XCTAssertEqual(replayed.recorded, first.recorded)
    }

    func testAFreshRunDiffersWhereTheRecordWouldNot() {
        let loaded = runScript(program)
        let first = runScript(program, state: loaded.stateAfter, event: .action(name: "roll", payload: .null))
        let second = runScript(program, state: loaded.stateAfter, event: .action(name: "roll", payload: .null))
        XCTAssertNotEqual(first.stateAfter["id"], second.stateAfter["id"])
    }

    func testAShortRecordIsAReplayError() {
        let loaded = runScript(program)
        let replay = runScript(program, state: loaded.stateAfter, event: .action(name: "roll", payload: .null), recorded: [])
        XCTAssertEqual(replay.failure?.kind, "replayDiverged")
    }

    func testARuntimeErrorInAComponentTracesThroughBodyAndTheComponent() {
        let failure = runtimeFailure("""
            func row(_ items: [String], _ i: Int) -> Node {
                Text(items[i])
            }
            func body() -> Node {
                VStack {
                    row(["a"], 3)
                }
            }
            """)
        XCTAssertEqual(failure?.frames.map(\.description), [
            "row at app.swift:2:15", "closure at app.swift:6:9", "body at app.swift:5:5",
        ])
        XCTAssertEqual(failure?.sourceLine, "    Text(items[i])")
    }
}

extension JSONValue {
    subscript(key: String) -> JSONValue? { objectValue?[key] }
}
