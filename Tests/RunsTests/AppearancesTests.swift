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

    func testAFirstRenderShowsEveryViewAppearBeforeTaskInTheTreesOrder() {
        XCTAssertEqual(
            Appearances.appeared(in: tree(["a", "b"]), after: nil).map { "\($0.node)/\($0.event)" },
            ["0/appear", "0/task", "0.@a/appear", "0.@b/appear"])
    }

    func testALaterRenderShowsOnlyTheViewsThatWereNotThere() {
        XCTAssertEqual(Appearances.appeared(in: tree(["a", "c"]), after: tree(["a", "b"])).map(\.node), ["0.@c"])
        XCTAssertEqual(Appearances.appeared(in: tree(["a"]), after: tree(["a", "b"])), [])
    }
}
