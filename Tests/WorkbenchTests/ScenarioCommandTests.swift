import Foundation
import ProcessTestSupport
import XCTest

/// `workbench test` and `workbench scenario from-snapshot` as users run them: the built
/// executable on a project in a temporary folder.
final class ScenarioCommandTests: XCTestCase {
    private var project: CrashingProject!
    private var root: String { project.root }
    private var config: String { project.config }

    override func setUpWithError() throws {
        project = try CrashingProject()
    }

    override func tearDown() {
        project = nil
    }

    private func workbench(_ arguments: [String], in folder: String? = nil) throws -> ProcessRun {
        try project.workbench(arguments, in: folder)
    }

    func testACrashBecomesAScenarioThatFailsUntilTheFixThenIsRecorded() throws {
        try project.recordCrash()
        let made = try workbench(["scenario", "from-snapshot", "2", "--config", config])
        XCTAssertEqual(made.status, 0, made.errors)
        XCTAssertTrue(made.output.hasPrefix("wrote scenarios/crash-2.json: crash #2 as a scenario of 2 steps\n"), made.output)

        let failing = try workbench(["test", "--config", config, "--junit", root + "/junit.xml"])
        XCTAssertEqual(failing.status, 1)
        XCTAssertTrue(failing.output.hasPrefix("FAIL crash-2 (2 steps, 4 expectations not recorded: --update records them) "), failing.output)
        XCTAssertTrue(failing.output.contains("\n  step 2 (dispatch crash): the step failed: index 5 is out of range"), failing.output)
        XCTAssertTrue(failing.output.contains("\n\n0 passed, 1 failed in "), failing.output)
        let junit = try String(contentsOfFile: root + "/junit.xml", encoding: .utf8)
        XCTAssertTrue(junit.contains(#"tests="1" failures="1" errors="0""#), junit)

        // The fix: the action picks an index that exists.
        try project.write(CrashingProject.app.replacingOccurrences(of: "pick([1, 2], 5)", with: "pick([1, 2], 1)"))
        let passing = try workbench(["test", "--config", config])
        XCTAssertEqual(passing.status, 0, passing.output)
        XCTAssertTrue(passing.output.hasPrefix("PASS crash-2 (2 steps, 4 expectations not recorded: --update records them) "), passing.output)

        let update = try workbench(["test", "--update", "--config", config])
        XCTAssertEqual(update.status, 0, update.output + update.errors)
        let scenario = try String(contentsOfFile: root + "/scenarios/crash-2.json", encoding: .utf8)
        XCTAssertTrue(scenario.contains("\"step\": \"dispatch\",\n      \"action\": \"crash\""), scenario)
        XCTAssertTrue(FileManager.default.fileExists(atPath: root + "/scenarios/crash-2.golden.json"))
        let json = try workbench(["test", "--json", "--config", config])
        XCTAssertEqual(json.status, 0)
        XCTAssertTrue(json.output.contains("\"failed\": 0,"), json.output)
        XCTAssertTrue(json.output.contains("\"unrecorded\": 0"), json.output)

        // The view changes: the scenario says where and how.
        try project.write(
            CrashingProject.app.replacingOccurrences(of: "pick([1, 2], 5)", with: "pick([1, 2], 1)").replacingOccurrences(of: "Count: ", with: "Total: "))
        let changed = try workbench(["test", "--config", config])
        XCTAssertEqual(changed.status, 1)
        XCTAssertTrue(changed.output.contains("  step 1 (load): the IR differs: 1 changed\n    ~ Text 0.0\n        props.text: \"Count: 0\" -> \"Total: 0\""), changed.output)
    }

    func testAMissingScenarioPathAndAMalformedFileAreErrors() throws {
        let missing = try workbench(["test", "nowhere.json", "--config", config])
        XCTAssertEqual(missing.status, 1)
        XCTAssertEqual(missing.errors, "nowhere.json: error: no such file or folder\n")
        try FileManager.default.createDirectory(atPath: root + "/scenarios", withIntermediateDirectories: true)
        try "{\"workbenchScenario\": 1, \"steps\": [{\"step\": \"lod\"}]}".write(toFile: root + "/scenarios/bad.json", atomically: true, encoding: .utf8)
        let bad = try workbench(["test", "--config", config])
        XCTAssertEqual(bad.status, 1)
        XCTAssertTrue(bad.output.hasPrefix("ERROR bad\n  \(root)/scenarios/bad.json:1:37: error: unknown step \"lod\" (did you mean \"load\"?)"), bad.output)
        let none = try workbench(["test", "--config", config, root + "/app.swift"])
        XCTAssertEqual(none.status, 1, "a script is not a scenario")
    }

    func testTheScenarioCommandsExplainThemselves() throws {
        for (command, words) in [
            (["test"], ["--update", "--junit", "scenarios.folder"]), (["scenario", "from-snapshot"], ["regression test"]),
        ] {
            let help = try workbench(command + ["--help"])
            XCTAssertEqual(help.status, 0)
            for word in words { XCTAssertTrue(help.output.contains(word), "\(command): \(word)\n\(help.output)") }
        }
    }
}
