import ViewTree
import XCTest

final class StatePathsTests: XCTestCase {
    func testEveryPathIsListedParentsFirstInStatePathSyntax() {
        let state: JSONValue = ["count": 3, "todos": [["title": "Milk", "done": false]], "user": ["dark mode": true]]
        XCTAssertEqual(StatePaths.all(in: state), [
            "count", "todos", "todos[0]", "todos[0].done", "todos[0].title", "user", #"user["dark mode"]"#,
        ])
    }

    func testAHugeStateStopsAtTheLimit() {
        let state: JSONValue = ["rows": .array((0..<10_000).map { .int($0) })]
        XCTAssertEqual(StatePaths.all(in: state).count, StatePaths.limit)
    }
}
