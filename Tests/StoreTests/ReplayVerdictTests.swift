import Store
import ViewTree
import XCTest

final class ReplayVerdictTests: XCTestCase {
    private let stored = todoSnapshot(count: 2)

    func testAnIdenticalOutcomeIsReproduced() {
        let verdict = ReplayVerdict(stored: stored.outcome, replayed: stored.outcome)
        XCTAssertTrue(verdict.isReproduced)
        XCTAssertEqual(verdict.rendered(), "reproduced")
        XCTAssertEqual(verdict.jsonValue, ["reproduced": true, "mismatches": []])
    }

    func testADifferentTreeIsAMismatchWithATreeDiff() {
        var replayed = stored.outcome
        replayed.ir = todoTree(count: 3, todos: [("Milk", false), ("Eggs", true)])
        let verdict = ReplayVerdict(stored: stored.outcome, replayed: replayed)
        XCTAssertEqual(verdict.mismatches.map(\.aspect), [.ir])
        XCTAssertEqual(
            verdict.rendered(),
            """
            not reproduced:
            the IR differs: 1 changed
              ~ Text 0.0
                  props.text: "Count: 2" -> "Count: 3"
            """)
    }

    func testADifferenceTheTreeDiffIgnoresIsStillAMismatch() {
        var replayed = stored.outcome
        replayed.ir!.root.source = SourceLocation(file: "app.swift", line: 5, column: 5)
        let verdict = ReplayVerdict(stored: stored.outcome, replayed: replayed)
        XCTAssertFalse(verdict.isReproduced)
        XCTAssertEqual(verdict.mismatches.first?.summary, "the IR differs in source locations or capabilities")
        XCTAssertTrue(verdict.mismatches.first?.details.hasPrefix("first difference at byte") ?? false)
    }

    func testADifferentStateIsAMismatchByPath() {
        var replayed = stored.outcome
        replayed.stateAfter = todoState(count: 2, todos: [("Milk", true), ("Eggs", true)])
        let verdict = ReplayVerdict(stored: stored.outcome, replayed: replayed)
        XCTAssertEqual(verdict.mismatches.map(\.aspect), [.state])
        XCTAssertEqual(verdict.mismatches.first?.details, "~ todos[0].done: false -> true")
        XCTAssertEqual(verdict.mismatches.first?.summary, "the state differs at 1 path")
    }

    func testADifferentErrorIsAMismatch() {
        let failure = RuntimeFailure(kind: "indexOutOfRange", message: "index 5 is out of range", frames: [StackFrame(function: "body", file: "app.swift", line: 3, column: 9)])
        var crashed = stored.outcome
        crashed.failure = failure
        XCTAssertEqual(ReplayVerdict(stored: stored.outcome, replayed: crashed).mismatches.first?.summary, "the replay failed, the stored run did not")
        XCTAssertEqual(ReplayVerdict(stored: crashed, replayed: stored.outcome).mismatches.first?.summary, "the stored run failed, the replay did not")
        var other = crashed
        other.failure!.frames[0].line = 4
        let verdict = ReplayVerdict(stored: crashed, replayed: other)
        XCTAssertEqual(verdict.mismatches.map(\.aspect), [.error])
        XCTAssertTrue(verdict.mismatches[0].details.contains("body at app.swift:3:9"))
        XCTAssertTrue(verdict.mismatches[0].details.contains("body at app.swift:4:9"))
    }
}
