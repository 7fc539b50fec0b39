import Foundation
import ProcessTestSupport
import XCTest

/// What `workbench run` prints as SwiftUI's own reactions run after its renders: the
/// `onChange` handlers of the values a tap changed, the `onAppear` of the views it brought
/// on screen, the `onDisappear` of those it took away.
final class RunReactionsCommandTests: XCTestCase {
    private var script = ""

    override func setUpWithError() throws {
        script = FileManager.default.temporaryDirectory.appendingPathComponent("reactions-\(UUID().uuidString).swift").path
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: script)
    }

    /// Runs `source` with `arguments` after the script's path, and gives what it printed.
    private func runScript(_ source: String, _ arguments: [String] = []) throws -> ProcessRun {
        try source.write(toFile: script, atomically: true, encoding: .utf8)
        return try runWorkbench(["run", script] + arguments)
    }

    func testOnChangeOfAStructAnEnumAnOptionalAndADictionaryGetsTheOldValueAsItself() throws {
        let result = try runScript(
            """
            import SwiftUI
            struct Point: Equatable { var x: Int; var y: Int }
            enum Mode: Equatable { case idle, busy(Int) }
            struct ContentView: View {
                @State private var point = Point(x: 0, y: 0)
                @State private var mode = Mode.idle
                @State private var name: String? = nil
                @State private var scores: [String: Int] = [:]
                var body: some View {
                    Button("go") {
                        point.x += 1
                        mode = .busy(point.x)
                        name = "n\\(point.x)"
                        scores["a", default: 0] += 1
                    }
                    .onChange(of: point) { old, new in print("point \\(old.x) -> \\(new.x)") }
                    .onChange(of: mode) { old, new in print("mode \\(old) -> \\(new)") }
                    .onChange(of: name) { old, new in print("name \\(old ?? "none") -> \\(new ?? "none")") }
                    .onChange(of: scores) { old, new in print("scores \\(old["a"] ?? 0) -> \\(new["a"] ?? 0)") }
                }
            }
            #Preview { ContentView() }
            """, ["--tap", "0", "--tap", "0"])
        XCTAssertEqual(result.status, 0, result.errors)
        // The handlers run in the order of the paths they watch.
        XCTAssertTrue(
            result.output.hasPrefix("""
                mode idle -> busy(1)
                name none -> n1
                point 0 -> 1
                scores 0 -> 1
                mode busy(1) -> busy(2)
                name n1 -> n2
                point 1 -> 2
                scores 1 -> 2

                """), result.output)
    }

    func testOnChangeOfAnObservableModelsEnumPropertyGetsItsOldCase() throws {
        let result = try runScript(
            """
            import SwiftUI
            enum Filter { case all, open }
            @Observable class Model { var filter: Filter = .all }
            @main struct App: App {
                var body: some Scene { WindowGroup { ContentView() } }
            }
            struct ContentView: View {
                @State private var model = Model()
                var body: some View {
                    Button("open") { model.filter = .open }
                        .onChange(of: model.filter) { old, new in print("filter \\(old) -> \\(new)") }
                }
            }
            """, ["--tap", "0"])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.output.hasPrefix("filter all -> open\n"), result.output)
    }
}
