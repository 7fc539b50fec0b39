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
    func testTapsRunTheNodesActionsInOrder() throws {
        let counter = FileManager.default.temporaryDirectory.appendingPathComponent("tap-\(UUID().uuidString).swift").path
        defer { try? FileManager.default.removeItem(atPath: counter) }
        try """
            state.initial("count", 1)
            actions["increment"] = { ctx in state.set("count", (state.get("count") as! Int) + 1) }
            func body() -> Node { VStack { Text("Count: \\(state.get("count"))"); Button("+", action: "increment") } }
            """.write(toFile: counter, atomically: true, encoding: .utf8)
        let result = try runWorkbench(["run", counter, "--tap", "0.1", "--tap", "0.1"])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.output.contains(#"Text 0.0 "Count: 3""#), result.output)
        let wrong = try runWorkbench(["run", counter, "--tap", "0.0"])
        XCTAssertEqual(wrong.status, 1)
        XCTAssertTrue(wrong.errors.contains("error: --tap 0.0: Text 0.0 has no tap action"), wrong.errors)
    }

    func testAScriptUnderTheMemoryLimitRunsAndOneGrowingWithoutEndIsStopped() throws {
        // The limit is counted on the process's resident memory.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("memory-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try #"{ "limits": { "memoryMB": 64, "instructions": 1000000000 } }"#.write(
            toFile: folder + "/workbench.json", atomically: true, encoding: .utf8)
        try """
            var rows: [[String: Any]] = []
            for i in 0..<20_000 { rows.append(["id": i, "title": "Row \\(i)"]) }
            print(rows.count)
            """.write(toFile: folder + "/small.swift", atomically: true, encoding: .utf8)
        try """
            var rows: [[String: Any]] = []
            var i = 0
            while true {
                rows.append(["id": i, "title": "Row \\(i)"])
                i += 1
            }
            """.write(toFile: folder + "/endless.swift", atomically: true, encoding: .utf8)
        let small = try runWorkbench(["run", folder + "/small.swift", "--config", folder + "/workbench.json"])
        XCTAssertEqual(small.status, 0, small.errors)
        XCTAssertEqual(small.output, "20000\n")
        let endless = try runWorkbench(["run", folder + "/endless.swift", "--config", folder + "/workbench.json"])
        XCTAssertEqual(endless.status, 1)
        XCTAssertTrue(endless.errors.contains("the script's values use more than the memory limit (64 MB)"), endless.errors)
    }

    func testOptionsReadInEitherSpellingAndMistakesGetArgumentParsersMessages() throws {
        let spelled = try runWorkbench(["run", "--action=increment", "--print-state", script, "--max-instructions", "100000"])
        XCTAssertEqual(spelled.status, 0, spelled.errors)
        XCTAssertTrue(spelled.output.hasSuffix("{\n  \"count\": 2\n}\n"), spelled.output)
        let unknown = try runWorkbench(["run", script, "--bogus"])
        XCTAssertEqual(unknown.status, 64)
        XCTAssertTrue(unknown.errors.contains("Error: Unknown option '--bogus'"), unknown.errors)
        XCTAssertTrue(unknown.errors.contains("Usage: workbench run [<options>] <path>"), unknown.errors)
        let payloadAlone = try runWorkbench(["run", script, "--payload", "1"])
        XCTAssertEqual(payloadAlone.status, 64)
        XCTAssertTrue(payloadAlone.errors.contains("Error: --payload needs --action NAME"), payloadAlone.errors)
        let notACount = try runWorkbench(["run", script, "--max-instructions", "many"])
        XCTAssertEqual(notACount.status, 64)
        XCTAssertTrue(notACount.errors.contains("The value 'many' is invalid for '--max-instructions <count>'"), notACount.errors)
    }

    /// `workbench run` reads its arguments without ArgumentParser when it can (start-up,
    /// see RunCommand+QuickParsing.swift); a property it does not set would stop the
    /// program when read, so each one declared must be set there.
    func testTheQuickParserSetsEveryArgumentTheRunCommandDeclares() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/workbench")
        let declarations = try String(contentsOf: sources.appendingPathComponent("RunCommand.swift"), encoding: .utf8)
        let quick = try String(contentsOf: sources.appendingPathComponent("RunCommand+QuickParsing.swift"), encoding: .utf8)
        var names: [String] = []
        var pendingWrapper = false
        for line in declarations.split(separator: "\n") {
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.hasPrefix("@Flag") || text.hasPrefix("@Option") || text.hasPrefix("@ArgumentParser.Argument") || text.hasPrefix("@OptionGroup") {
                pendingWrapper = true
            }
            guard pendingWrapper, let range = text.range(of: "var ") else { continue }
            let name = text[range.upperBound...].prefix { $0.isLetter || $0.isNumber }
            names.append(String(name))
            pendingWrapper = false
        }
        XCTAssertGreaterThanOrEqual(names.count, 14, "\(names)")
        for name in names {
            XCTAssertTrue(quick.contains("command.\(name) = "), "RunCommand+QuickParsing.swift does not set \(name)")
        }
    }
}
