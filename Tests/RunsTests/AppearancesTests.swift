import Runs
import ViewTree
import XCTest

/// Which `onAppear` and `.task` handlers a render runs: those of the views it brought on
/// screen.
final class AppearancesTests: XCTestCase {
    private func tree(_ rows: [String]) -> Node {
        Node(
            id: "0", type: "List", children: rows.map { Node(id: "0.@\($0)", type: "Text", events: ["appear": "app.swift:4:5"]) },
            events: ["appear": "app.swift:9:10", "task": "app.swift:9:30"])
    }

    private func all(_ tree: Node, after previous: Node?) -> [String] {
        var appearances = Appearances(after: previous)
        var order: [String] = []
        while let target = appearances.next(in: tree) { order.append("\(target.node)/\(target.event)") }
        return order
    }

    func testAFirstRenderShowsEveryViewAppearBeforeTaskInTheTreesOrder() {
        XCTAssertEqual(all(tree(["a", "b"]), after: nil), ["0/appear", "0/task", "0.@a/appear", "0.@b/appear"])
    }

    func testALaterRenderShowsOnlyTheViewsThatWereNotThere() {
        XCTAssertEqual(all(tree(["a", "c"]), after: tree(["a", "b"])), ["0.@c/appear"])
        XCTAssertEqual(all(tree(["a"]), after: tree(["a", "b"])), [])
    }

    func testTheViewsOfASheetOrASwipeAppearOnlyWhenShown() {
        let screen = Node(
            id: "0", type: "List",
            slots: [
                "sheet": [Node(id: "0.sheet.0", type: "Form", events: ["appear": "app.swift:3:4"])],
                "toolbar": [Node(id: "0.toolbar.0", type: "Button", events: ["appear": "app.swift:5:6"])],
            ])
        XCTAssertEqual(all(screen, after: nil), ["0.toolbar.0/appear"])
    }

    func testTheViewsAHandlerBringsOnScreenAppearAfterTheRendersOwnAndNoMoreThanTheLimit() {
        var appearances = Appearances(after: nil)
        XCTAssertEqual(appearances.next(in: tree([]))?.event, "appear")
        // The list's appear added a row: the list's task still runs first.
        XCTAssertEqual(appearances.next(in: tree(["a"])).map { "\($0.node)/\($0.event)" }, "0/task")
        XCTAssertEqual(appearances.next(in: tree(["a"]))?.node, "0.@a")
        var endless = Appearances(after: nil)
        var count = 0
        while endless.next(in: tree((0...count).map(String.init))) != nil { count += 1 }
        XCTAssertEqual(count, Appearances.limit)
    }
}

/// Which `onChange` handlers a run sets off: those whose watched path it changed.
final class ValueChangesTests: XCTestCase {
    func testOnlyAPathThatHeldAnotherValueBeforeHasChanged() {
        let tree = Node(
            id: "0", type: "VStack",
            children: [Node(id: "0.0", type: "Text", events: ["change:count": "app.swift:3:4", "change:made": "app.swift:5:6"])])
        let changed = ValueChanges.changed(in: tree, before: ["count": 1], after: ["count": 2, "made": true])
        XCTAssertEqual(changed.map { "\($0.target.node)/\($0.target.event)" }, ["0.0/change:count"])
        XCTAssertEqual(changed.first?.old, 1)
        XCTAssertTrue(ValueChanges.changed(in: tree, before: ["count": 1], after: ["count": 1]).isEmpty)
    }
}
