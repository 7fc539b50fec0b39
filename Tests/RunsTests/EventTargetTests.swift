import Runs
import ViewTree
import XCTest

/// `workbench run --tap ID[/EVENT]`: which action a node's event runs.
final class EventTargetTests: XCTestCase {
    private let tree = Node(
        id: "0", type: "List",
        children: [
            Node(id: "0.@a/b", type: "Text", events: ["delete": "app.swift:3:4", "change:local[\"0\"].C.x": "app.swift:5:6"]),
            Node(id: "0.1", type: "Button", events: ["tap": "add"]),
        ])

    func testANodeIdAloneNamesItsTapAndASlashAnotherEvent() throws {
        XCTAssertEqual(try EventTarget(parsing: "0.1").action(in: tree), "add")
        XCTAssertEqual(try EventTarget(parsing: "0.@a/b/delete").action(in: tree), "app.swift:3:4")
        XCTAssertEqual(try EventTarget(parsing: "0.@a/b/change").action(in: tree), "app.swift:5:6")
    }

    func testAMissingNodeOrEventIsAnErrorThatHelps() {
        XCTAssertThrowsError(try EventTarget(parsing: "0.2").action(in: tree)) { error in
            XCTAssertEqual("\(error)", "there is no node 0.2; did you mean 0.1?")
        }
        XCTAssertThrowsError(try EventTarget(parsing: "0.1/delete").action(in: tree)) { error in
            XCTAssertEqual("\(error)", "Button 0.1 has no delete action; its events are tap")
        }
    }
}
