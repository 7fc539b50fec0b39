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
}
