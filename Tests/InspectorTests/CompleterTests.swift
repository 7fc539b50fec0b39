@testable import Inspector
import XCTest

/// Which candidates Tab offers where.
final class CompleterTests: XCTestCase {
    private func complete(_ line: String) -> Completer.Completion {
        Completer.complete(line) { kind in
            switch kind {
            case .node: return ["0", "0.0", "0.1", "0.1.@7"]
            case .statePath: return ["count", "todos", "todos[0]", "todos[0].done"]
            case .action: return ["addTodo", "increment"]
            case .document: return ["app", "screens/about.vml"]
            case .words(let words): return words
            case .none: return []
            }
        }
    }

    func testACommandNameCompletesAfterTheColon() {
        XCTAssertEqual(complete(":ins"), .init(typed: ":ins", candidates: [":inspect"]))
        XCTAssertEqual(complete(":s").candidates, [":state", ":set", ":snapshots", ":show"])
    }

    func testEachCommandCompletesItsKindOfArgument() {
        XCTAssertEqual(complete(":inspect 0.1").candidates, ["0.1", "0.1.@7"])
        XCTAssertEqual(complete(":tap 0.1.").candidates, ["0.1.@7"])
        XCTAssertEqual(complete(":set todos[").candidates, ["todos[0]", "todos[0].done"])
        XCTAssertEqual(complete(":dispatch in"), .init(typed: "in", candidates: ["increment"]))
        XCTAssertEqual(complete(":doc scr").candidates, ["screens/about.vml"])
        XCTAssertEqual(complete(":json o").candidates, ["on", "off"])
        XCTAssertEqual(complete(":tree 0 --d").candidates, ["--depth"])
    }

    func testOnlyTheFirstArgumentCompletes() {
        XCTAssertEqual(complete(":set count ").candidates, [], "the value is JSON")
        XCTAssertEqual(complete(":tree --depth ").candidates, [], "a number follows --depth")
        XCTAssertEqual(complete(":tree --depth 2 0.").candidates, ["0.0", "0.1", "0.1.@7"])
    }

    func testSwiftLiteAndUnknownCommandsGetNothing() {
        XCTAssertEqual(complete("state.get(").candidates, [])
        XCTAssertEqual(complete(":nope 0").candidates, [])
        XCTAssertEqual(complete(":errors ").candidates, [])
    }

    func testTheCommonPrefixIsWhatAllCandidatesShare() {
        XCTAssertEqual(Completer.commonPrefix(["todos[0]", "todos[0].done", "todos[1]"]), "todos[")
        XCTAssertEqual(Completer.commonPrefix(["increment"]), "increment")
        XCTAssertEqual(Completer.commonPrefix([]), "")
    }
}
