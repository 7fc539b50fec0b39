import Runs
import ViewTree
import XCTest

/// Which `onDisappear` handlers run: those of the views that were on screen and are not.
final class DisappearancesTests: XCTestCase {
    private func list(_ rows: [String]) -> Node {
        Node(id: "0", type: "List", children: rows.map { Node(id: "0.@\($0)", type: "Text", events: ["disappear": "app.swift:4:\($0)"]) })
    }

    func testTheViewsThatLeftRunInTheOrderOfTheTreeTheyWereInWithTheStateItWasRenderedFrom() {
        var disappearances = Disappearances(showing: list(["a", "b", "c"]), state: ["rows": 3])
        disappearances.show(list(["b"]), state: ["rows": 1])
        let first = disappearances.next()
        XCTAssertEqual(first.map { "\($0.target.node)/\($0.target.event) \($0.action)" }, "0.@a/disappear app.swift:4:a")
        XCTAssertEqual(first?.shownState, ["rows": 3])
        XCTAssertEqual(disappearances.next()?.target.node, "0.@c")
        XCTAssertNil(disappearances.next())
    }

    func testAViewThatLeavesAppearsAgainWhenItComesBack() {
        var appearances = Appearances(after: nil)
        let tree = Node(id: "0", type: "Text", events: ["appear": "app.swift:1:2"])
        XCTAssertEqual(appearances.next(in: tree)?.event, "appear")
        XCTAssertNil(appearances.next(in: tree))
        var disappearances = Disappearances(showing: tree, state: [:])
        appearances.forget(disappearances.show(Node(id: "1", type: "EmptyView"), state: [:]))
        XCTAssertEqual(appearances.next(in: tree)?.event, "appear")
    }
}
