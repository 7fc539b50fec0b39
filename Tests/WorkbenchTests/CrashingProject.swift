import Foundation
import ProcessTestSupport
import XCTest

/// A project in a temporary folder whose app has an action that crashes, for the commands
/// that work on stored runs (`scenario from-snapshot`, `bundle`, `import`): the built
/// executable runs on it.
final class CrashingProject {
    /// The project's folder, removed when released.
    let root: String
    /// Its workbench.json.
    var config: String { root + "/workbench.json" }

    /// The app: a counter whose `crash` action reads past the end of an array.
    static let app = """
        state.initial("count", 0)
        actions["increment"] = { ctx in state.set("count", (state.get("count") as! Int) + 1) }
        actions["crash"] = { ctx in state.set("count", pick([1, 2], 5)) }
        func pick(_ numbers: [Int], _ index: Int) -> Int {
            numbers[index]
        }
        func body() -> Node {
            VStack {
                Text("Count: \\(state.get("count"))")
                Button("Add", action: "increment")
            }
        }
        """

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("crashing-\(UUID().uuidString.prefix(8))").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try #"{"scripts": ["."], "vml": ["."]}"#.write(toFile: root + "/workbench.json", atomically: true, encoding: .utf8)
        try write(Self.app)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: root)
    }

    /// Replaces app.swift.
    func write(_ app: String) throws {
        try app.write(toFile: root + "/app.swift", atomically: true, encoding: .utf8)
    }

    /// Runs `workbench` in the project's folder (or `folder`), without colors.
    func workbench(_ arguments: [String], in folder: String? = nil) throws -> ProcessRun {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("workbench").path
        return try ProcessRun(executable, arguments, environment: ["NO_COLOR": "1"], in: folder ?? root)
    }

    /// Stores the load (#1) and the crash of the `crash` action (#2).
    func recordCrash(file: StaticString = #filePath, line: UInt = #line) throws {
        let run = try workbench(["run", root + "/app.swift", "--action", "crash", "--record", "--config", config])
        XCTAssertEqual(run.status, 1, file: file, line: line)
        XCTAssertTrue(run.errors.contains("recorded snapshot #2 (a crash)"), run.errors, file: file, line: line)
    }
}
