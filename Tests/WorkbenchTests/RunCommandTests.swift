import Foundation
import XCTest

/// `workbench run` as users run it: the built executable on a script file.
final class RunCommandTests: XCTestCase {
    private var script = ""

    override func setUpWithError() throws {
        script = FileManager.default.temporaryDirectory.appendingPathComponent("run-\(UUID().uuidString).swift").path
        try """
            state.initial("count", 1)
            actions["increment"] = { ctx in state.set("count", (state.get("count") as! Int) + 1) }
            actions["explode"] = { ctx in
                state.set("count", 99)
                let items: [Int] = []
                print(items[3])
            }
            func body() -> Node { Text("Count: \\(state.get("count"))") }
            """.write(toFile: script, atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: script)
    }

    func testPrintStateShowsTheStateAfterTheAction() throws {
        let result = try runWorkbench(["run", script, "--action", "increment", "--print-state"])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.output.hasSuffix("{\n  \"count\": 2\n}\n"), result.output)
    }

    func testPrintStateShowsTheRolledBackStateWhenTheActionFails() throws {
        let result = try runWorkbench(["run", script, "--action", "explode", "--print-state"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errors.contains("index 3 is out of range"), result.errors)
        // The failed action's write is rolled back: the state is the one before it.
        XCTAssertTrue(result.output.hasSuffix("{\n  \"count\": 1\n}\n"), result.output)
    }
}
