import Foundation
import Runtime
import ViewTree
import XCTest

final class IdentityTests: XCTestCase {
    private let list = """
        func body() -> Node {
            VStack {
                Text("header")
                ForEach(state.get("items"), id: "id") { item in Text(item["t"] as! String) }
            }
        }
        """

    func testIdsFollowPositionsAndForEachKeys() throws {
        let root = try XCTUnwrap(render(list, state: ["items": [["id": 1, "t": "a"], ["id": 2, "t": "b"]]]))
        XCTAssertEqual(root.outline, ["VStack 0", "Text 0.0", "Text 0.@1", "Text 0.@2"])
    }

    func testInsertingAtTheFrontOfAForEachKeepsEveryID() throws {
        let before = try XCTUnwrap(render(list, state: ["items": [["id": 1, "t": "a"], ["id": 2, "t": "b"]]]))
        let after = try XCTUnwrap(render(list, state: ["items": [["id": 0, "t": "z"], ["id": 1, "t": "a"], ["id": 2, "t": "b"]]]))
        let diff = TreeDiff(from: before, to: after)
        XCTAssertEqual(diff.added.map(\.id), ["0.@0"])
        XCTAssertTrue(diff.moved.isEmpty)
        XCTAssertTrue(diff.changed.isEmpty)
    }

    func testIdsAreStableAcrossRunsAndEditsThatDoNotMoveANode() throws {
        let first = try XCTUnwrap(render("func body() -> Node {\n VStack { Text(\"a\"); Text(\"b\") }\n}"))
        let edited = try XCTUnwrap(render("// a comment moves lines\n\nfunc body() -> Node {\n VStack { Text(\"a\"); Text(\"B\") }\n}"))
        XCTAssertEqual(first.outline, edited.outline)
        XCTAssertEqual(TreeDiff(from: first, to: edited).changed.map(\.id), ["0.1"])
    }

    func testAnExplicitIdWins() throws {
        let root = try XCTUnwrap(render("func body() -> Node { VStack { Text(\"a\").id(\"title\"); HStack { Text(\"b\") }.id(\"row\") } }"))
        XCTAssertEqual(root.outline, ["VStack 0", "Text title", "HStack row", "Text row.0"])
    }

    func testASecondForEachInTheSameParentHasItsOwnKeys() throws {
        let root = try XCTUnwrap(render("""
            func body() -> Node {
                VStack {
                    ForEach(["a", "b"]) { name in Text(name) }
                    ForEach(["a"]) { name in Text(name) }
                }
            }
            """))
        XCTAssertEqual(root.outline, ["VStack 0", "Text 0.@a", "Text 0.@b", "Text 0.@1:a"])
    }

    func testComponentsAnnotateTheSubtreeTheyReturn() throws {
        let root = try XCTUnwrap(render("""
            func card(_ title: String) -> Node {
                VStack { Text(title) }
            }
            func body() -> Node {
                HStack { card("one") }
            }
            """))
        XCTAssertEqual(root.children[0].source?.component, "card")
        XCTAssertNil(root.children[0].children[0].source?.component)
    }

    // MARK: Unchanged subtrees reused from the last run

    private let rows = """
        func body() -> Node {
            VStack {
                Text("Todos").padding(state.get("padding") as! Int)
                ForEach(state.get("items"), id: "id") { item in
                    HStack {
                        Text(item["t"] as! String)
                        if item["done"] as! Bool { Image(systemName: "checkmark") }
                    }
                    .background { Color.blue }
                }
            }
        }
        """

    private func items(_ rows: [(Int, String, Bool)]) -> JSONValue {
        .array(rows.map { .object(["id": .int($0.0), "t": .string($0.1), "done": .bool($0.2)]) })
    }

    private func root(of result: RunResult, file: StaticString = #filePath, line: UInt = #line) throws -> Node {
        try XCTUnwrap(result.document?.root, "\(result.outcome)", file: file, line: line)
    }

    private func sameStorage(_ left: Node, _ right: Node) -> Bool {
        withUnsafePointer(to: left) { left in withUnsafePointer(to: right) { Node.shareStorage(left, $0) } }
    }

    func testARerunWithNothingChangedHandsBackTheLastTreeItself() throws {
        let runner = Runner()
        let state: JSONValue = ["padding": 4, "items": items([(1, "a", false), (2, "b", true)])]
        let first = try root(of: runScript(rows, state: state, runner: runner))
        let second = try root(of: runScript(rows, state: state, runner: runner))
        XCTAssertTrue(sameStorage(first, second))
    }

    func testOnlyTheChangedNodesAndTheirAncestorsAreNewValues() throws {
        let runner = Runner()
        let before: JSONValue = ["padding": 4, "items": items([(1, "a", false), (2, "b", false), (3, "c", false)])]
        let after: JSONValue = ["padding": 4, "items": items([(1, "a", false), (2, "b", true), (3, "c", false)])]
        let first = try root(of: runScript(rows, state: before, runner: runner))
        let second = try root(of: runScript(rows, state: after, runner: runner))
        XCTAssertFalse(sameStorage(first, second))
        XCTAssertTrue(sameStorage(first.children[0], second.children[0]), "the title did not change")
        XCTAssertTrue(sameStorage(first.children[1], second.children[1]))
        XCTAssertFalse(sameStorage(first.children[2], second.children[2]), "row 2 gained its checkmark")
        XCTAssertTrue(sameStorage(first.children[2].children[0], second.children[2].children[0]), "its text did not change")
        XCTAssertTrue(sameStorage(first.children[3], second.children[3]))
        // The tree is the one a runner without a last tree renders, byte for byte.
        let fresh = try root(of: runScript(rows, state: after))
        XCTAssertTrue(IRJSONEncoder.encode(Document(root: second)) == IRJSONEncoder.encode(Document(root: fresh)))
    }

    func testReusedTreesAreByteForByteWhatAFreshRunnerRenders() throws {
        // Every kind of change between two runs: a modifier's argument, rows moved,
        // inserted, removed and changed, a slot, an edit of the program that moves lines.
        let runner = Runner()
        let states: [JSONValue] = [
            ["padding": 4, "items": items([(1, "a", false), (2, "b", true), (3, "c", false)])],
            ["padding": 8, "items": items([(1, "a", false), (2, "b", true), (3, "c", false)])],
            ["padding": 8, "items": items([(3, "c", false), (1, "a", false), (2, "b", true)])],
            ["padding": 8, "items": items([(0, "z", true), (3, "c", false), (2, "b", false)])],
            ["padding": 8, "items": items([])],
            ["padding": 8, "items": items([(1, "a", true)])],
        ]
        var sources = [rows, rows, rows, rows, rows, rows]
        sources[5] = "// a line on top moves every location\n" + rows.replacingOccurrences(of: "Color.blue", with: "Color.red")
        for (state, source) in zip(states, sources) {
            let reused = try root(of: runScript(source, state: state, runner: runner))
            let fresh = try root(of: runScript(source, state: state))
            let text = { (root: Node) in String(decoding: IRJSONEncoder.encode(Document(root: root)), as: UTF8.self) }
            XCTAssertEqual(text(reused), text(fresh), "\(state)")
        }
    }

    func testAnIdSpelledWithOtherBytesIsNotTakenFromTheLastTree() throws {
        // "caf\u{E9}" == "cafe\u{301}" for Swift, not for the IR's bytes.
        let runner = Runner()
        let source = """
            func body() -> Node {
                VStack { ForEach(state.get("items"), id: "id") { item in Text("row") } }
            }
            """
        _ = try root(of: runScript(source, state: ["items": [["id": "caf\u{E9}"]]], runner: runner))
        let second = try root(of: runScript(source, state: ["items": [["id": "cafe\u{301}"]]], runner: runner))
        XCTAssertEqual(Array(second.children[0].id.utf8), Array("0.@cafe\u{301}".utf8))
    }

    func testADuplicateIdInAnUnchangedSubtreeIsStillReported() throws {
        let runner = Runner()
        let source = "func body() -> Node {\n VStack { Text(\"a\").id(\"x\"); Text(\"b\").id(\"x\") }\n}"
        _ = runScript(source, runner: runner)
        let second = runScript(source, runner: runner)
        XCTAssertEqual(second.warnings.map(\.message).filter { $0.contains("two views have the id") }.count, 1)
    }

    func testTheExampleAppsRowsAreReusedWhenOneTodoIsToggled() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scripts/example-functions").path
        let files = try ScriptSources.load(path: folder).map { ProgramFile(path: $0.name, text: $0.text) }
        let todos: JSONValue = .array((1...20).map { .object(["id": .int($0), "title": .string("Todo \($0)"), "done": .bool($0 % 2 == 0)]) })
        let runner = Runner()
        let first = runner.run(RunInput(files: files, state: ["todos": todos], event: .load))
        let second = runner.run(RunInput(files: files, state: first.stateAfter, event: .binding(path: "todos[2].done", value: true)))
        let (before, after) = (try root(of: first), try root(of: second))
        func section(_ root: Node) throws -> Node {
            var found: Node?
            root.forEachNode { if $0.type == "Section", found == nil { found = $0 } }
            return try XCTUnwrap(found)
        }
        let (rowsBefore, rowsAfter) = (try section(before).children, try section(after).children)
        XCTAssertEqual(rowsBefore.count, 20)
        let reused = zip(rowsBefore, rowsAfter).enumerated().filter { sameStorage($0.element.0, $0.element.1) }.map(\.offset)
        XCTAssertEqual(reused, Array(0..<20).filter { $0 != 2 })
    }
}
