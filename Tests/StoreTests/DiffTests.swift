import Store
import ViewTree
import XCTest

final class DiffTests: XCTestCase {
    func testStateChangesArePaths() {
        let before: JSONValue = ["count": 1, "todos": [["done": false, "title": "Milk"]], "draft": "x", "a.b": 1]
        let after: JSONValue = ["count": 2, "todos": [["done": true, "title": "Milk"], ["done": false, "title": "Eggs"]], "a.b": 1]
        XCTAssertEqual(
            StateDiff.changes(from: before, to: after).map(\.rendered),
            [
                "~ count: 1 -> 2",
                #"- draft: "x""#,
                "~ todos[0].done: false -> true",
                #"+ todos[1]: {"done":false,"title":"Eggs"}"#,
            ])
        XCTAssertEqual(StateDiff.changes(from: ["a.b": 1], to: ["a.b": 2]).map(\.path), [#"["a.b"]"#])
        XCTAssertEqual(StateDiff.changes(from: nil, to: 1).map(\.rendered), ["+ (state): 1"])
        XCTAssertEqual(StateDiff.changes(from: ["x": 0.0], to: ["x": .double(-0.0)]).count, 1)
        XCTAssertEqual(StateDiff.changes(from: before, to: before), [])
    }

    func testALineDiffIsUnified() {
        let old = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
        var lines = (1...10).map { "line \($0)" }
        lines[4] = "line five"
        lines.insert("new line", at: 8)
        let new = lines.joined(separator: "\n") + "\n"
        let diff = LineDiff(from: old, to: new)
        XCTAssertEqual(diff.hunks.count, 1)
        XCTAssertEqual(
            diff.hunks[0].rendered(),
            """
            @@ -2,9 +2,10 @@
             line 2
             line 3
             line 4
            -line 5
            +line five
             line 6
             line 7
             line 8
            +new line
             line 9
             line 10
            """)
        XCTAssertTrue(diff.counts == (2, 1))
        XCTAssertEqual(LineDiff(from: old, to: old).hunks, [])
        XCTAssertEqual(LineDiff(from: "", to: "a\nb\n").hunks.first?.rendered(), "@@ -0,0 +1,2 @@\n+a\n+b")
    }

    func testALineDiffFindsAMinimalEdit() {
        let old = "a\nb\nc\na\nb\nb\na\n"
        let new = "c\nb\na\nb\na\nc\n"
        let diff = LineDiff(from: old, to: new, context: 0)
        let counts = diff.counts
        XCTAssertEqual(counts.added + counts.removed, 5, "Myers' example has an edit distance of 5")
    }

    func testSourceChangesBetweenPrograms() {
        let old = [ProgramFile(path: "app.swift", text: "a\nb\n"), ProgramFile(path: "gone.swift", text: "x\n"), ProgramFile(path: "same.swift", text: "s\n")]
        let new = [ProgramFile(path: "app.swift", text: "a\nc\n"), ProgramFile(path: "same.swift", text: "s\n"), ProgramFile(path: "new.swift", text: "n\n")]
        let changes = SourceChange.between(old, new)
        XCTAssertEqual(changes.map(\.summary), ["M app.swift (+1 -1)", "A new.swift (+1 -0)", "D gone.swift (+0 -1)"])
        XCTAssertEqual(changes[0].rendered(), "--- a/app.swift\n+++ b/app.swift\n@@ -1,2 +1,2 @@\n a\n-b\n+c")
        XCTAssertTrue(changes[1].rendered().hasPrefix("--- /dev/null\n+++ b/new.swift"))
    }

    func testComparingTwoSnapshots() throws {
        let store = try SnapshotStore(path: try temporaryFolder(self) + "/store.sqlite")
        let first = try store.append(todoSnapshot(count: 1))
        let second = try store.append(todoSnapshot(count: 2, app: appSource.replacingOccurrences(of: ".padding(16)", with: ".padding(20)")))
        let comparison = SnapshotComparison(from: try store.snapshot(id: first), to: try store.snapshot(id: second))
        XCTAssertEqual(
            comparison.rendered(),
            """
            snapshot #1 -> #2

            IR:
              ~ Text 0.0
                  props.text: "Count: 1" -> "Count: 2"

            state:
              ~ count: 1 -> 2

            sources:
              M app.swift (+1 -1)

            --- a/app.swift
            +++ b/app.swift
            @@ -3,5 +3,5 @@
                     Text("Count: \\(state.get("count"))")
                     List { for (i, todo) in todos.enumerated() { todoRow(todo, i) } }
                 }
            -    .padding(16)
            +    .padding(20)
             }
            """)
        XCTAssertEqual(comparison.jsonValue.objectValue?["sources"]?.arrayValue?.count, 1)
        XCTAssertEqual(SnapshotComparison(from: try store.snapshot(id: first), to: try store.snapshot(id: first)).sources, [])
    }
}
