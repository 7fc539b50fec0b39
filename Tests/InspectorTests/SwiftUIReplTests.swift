import Daemon
import DaemonTestSupport
import Foundation
import XCTest

/// The REPL on the SwiftUI example app (scripts/example): its documents, a view's own
/// state in `:inspect`, `:why` naming the local path that changed, closures run by `:tap`,
/// a Toggle bound with `$` written by `:bind`.
final class SwiftUIReplTests: XCTestCase {
    private var project: TemporaryProject!
    private var daemon: Daemon!

    override func setUpWithError() throws {
        // The example's scripts, not its VML page: the documents are the app and its previews.
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("scripts/example")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        project = try TemporaryProject(
            files: Dictionary(uniqueKeysWithValues: try names.map { ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }))
        daemon = try startDaemon(project)
    }

    override func tearDown() {
        daemon?.stop()
        daemon = nil
        project = nil
    }

    private func answers(_ lines: String..., file: StaticString = #filePath, line: UInt = #line) throws -> String {
        try ReplProcess.answers(project, lines, file: file, line: line)
    }

    func testEveryPreviewIsADocument() throws {
        XCTAssertEqual(try answers(":doc"), """
            * app        script  27 nodes  snapshot #1
              Preview 1  script  27 nodes  snapshot #2
              Counter    script   4 nodes  snapshot #3
              Row        script   4 nodes  snapshot #4

            """)
    }

    func testInspectShowsAViewsStateAndWhyNamesTheLocalPath() throws {
        let output = try answers(":tap 0.0.0.2", ":inspect 0.0.0", ":why 0.0.0.1")
        XCTAssertEqual(output, """
            1 changed · snapshot #5 · T
            ~ Text 0.0.0.1
                props.text: "0" -> "1"
            HStack 0.0.0 · CounterView
            props          spacing: 12
            modifiers      none
            slots          none
            events         none
            bindings       none
            state          CounterView.count = 1
            reads          none
            subtree reads  local["0.0.0"].CounterView.count
            changed in     not since the daemon started
            source         CounterView.swift:10:9
                              8 | 
                              9 |     var body: some View {
                           > 10 |         HStack(spacing: 12) {
                             11 |             Button("-") { count -= 1 }
                             12 |                 .buttonStyle(.bordered)
            props.text: "0" -> "1"
            it reads local["0.0.0"].CounterView.count, which changed: 0 -> 1

            """)
    }

    func testAToggleBoundWithADollarWritesTheObservableStore() throws {
        let output = try answers(":bind 0.0.3.0.@1.0 true", ":state local.app.TodoApp.store.todos[0]", ":tap 0.0.3.0.@3 delete", ":state local.app.TodoApp.store.todos")
        XCTAssertTrue(output.contains("""
            {
              "done": true,
              "id": 1,
              "title": "Buy milk"
            }
            """), output)
        XCTAssertTrue(output.contains("- HStack 0.0.3.0.@3 at 0.0.3.0[2] (3 nodes)"), output)
        XCTAssertFalse(output.contains("Ship the workbench"), output)
    }

    func testAPreviewHasItsOwnState() throws {
        let output = try answers(":doc Counter", ":tap 0.2", ":state", ":doc app", ":state local")
        XCTAssertTrue(output.contains("""
            {
              "local": {
                "0": {
                  "CounterView": {
                    "count": 1
                  }
                }
              }
            }
            """), output)
        XCTAssertTrue(output.contains(#""0.0.0": {"#), output)
        XCTAssertTrue(output.contains(#""count": 0"#), output)
    }
}
