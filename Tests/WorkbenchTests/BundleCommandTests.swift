import Foundation
import ProcessTestSupport
import XCTest

/// `workbench bundle`, `workbench replay FILE` and `workbench import` as users run them:
/// a crash bundled in one project, replayed in a folder with no project at all, imported
/// into another project's store.
final class BundleCommandTests: XCTestCase {
    private var project: CrashingProject!
    private var elsewhere: String!

    override func setUpWithError() throws {
        project = try CrashingProject()
        elsewhere = FileManager.default.temporaryDirectory.appendingPathComponent("elsewhere-\(UUID().uuidString.prefix(8))").path
        try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
    }

    override func tearDown() {
        project = nil
        try? FileManager.default.removeItem(atPath: elsewhere)
    }

    func testACrashBundledReproducesElsewhereAndImportsIntoAnotherStore() throws {
        try project.recordCrash()
        let bundle = elsewhere + "/crash.wbbundle"
        let written = try project.workbench(["bundle", "2", "-o", bundle, "--config", project.config])
        XCTAssertEqual(written.status, 0, written.errors)
        XCTAssertTrue(written.output.hasPrefix("wrote \(bundle): crash #2 of app, 1 file, "), written.output)
        let size = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: bundle)[.size] as? Int)
        XCTAssertLessThan(size, 2048, "a crash of a small app is a few hundred bytes")

        // A folder without workbench.json, without a store: the bundle is all it needs.
        let replayed = try project.workbench(["replay", "crash.wbbundle"], in: elsewhere)
        XCTAssertEqual(replayed.status, 0, replayed.errors)
        XCTAssertEqual(replayed.output, "reproduced\n")
        XCTAssertEqual(replayed.errors, "crash #2 of app, bundled by workbench 0.1.0\n")
        let json = try project.workbench(["replay", "crash.wbbundle", "--json"], in: elsewhere)
        XCTAssertTrue(json.output.contains("\"reproduced\": true"), json.output)

        // Imported into another project, the crash is a snapshot like any other.
        let other = try CrashingProject()
        let imported = try other.workbench(["import", bundle, "--config", other.config])
        XCTAssertEqual(imported.status, 0, imported.errors)
        XCTAssertEqual(imported.output, """
            imported crash #2 of app (bundled by workbench 0.1.0) as snapshot #1
            `workbench show 1`, `workbench replay 1`, `workbench bisect 1` work on it

            """)
        let shown = try other.workbench(["show", "1", "--config", other.config])
        XCTAssertTrue(shown.output.hasPrefix("snapshot #1 · action crash · app · "), shown.output)
        XCTAssertTrue(shown.output.contains("index 5 is out of range"), shown.output)
        XCTAssertEqual(try other.workbench(["replay", "1", "--config", other.config]).output, "reproduced\n")
        XCTAssertEqual(try other.workbench(["bisect", "1", "--config", other.config]).status, 1, "no earlier program to compare with")

        let again = try project.workbench(["bundle", "2", "-o", bundle, "--config", project.config])
        XCTAssertEqual(again.status, 1)
        XCTAssertEqual(again.errors, "error: \(bundle) exists; --force overwrites it, -o writes elsewhere\n")
    }

    func testADamagedBundleIsAClearErrorForReplayAndImport() throws {
        try project.recordCrash()
        let bundle = elsewhere + "/crash.wbbundle"
        _ = try project.workbench(["bundle", "2", "-o", bundle, "--config", project.config])
        let bytes = try Data(contentsOf: URL(fileURLWithPath: bundle))
        try bytes.prefix(bytes.count - 9).write(to: URL(fileURLWithPath: elsewhere + "/cut.wbbundle"))
        for command in [["replay", "cut.wbbundle"], ["import", "cut.wbbundle"]] {
            let run = try project.workbench(command, in: elsewhere)
            XCTAssertEqual(run.status, 1, command.joined(separator: " "))
            XCTAssertEqual(run.errors, "cut.wbbundle: error: the bundle is damaged: it ends early (the file was cut short)\n")
        }
        XCTAssertEqual(try project.workbench(["replay", "missing.wbbundle"], in: elsewhere).errors, "missing.wbbundle: error: cannot open the file (No such file or directory)\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: elsewhere + "/.workbench"), "nothing was imported")
    }

    func testTheBundleCommandsExplainThemselves() throws {
        for (command, words) in [(["bundle"], ["replay", "import", "checksum", "zcat"]), (["import"], ["bisect"]), (["replay"], ["bundle"])] {
            let help = try project.workbench(command + ["--help"])
            XCTAssertEqual(help.status, 0)
            for word in words { XCTAssertTrue(help.output.contains(word), "\(command): \(word)\n\(help.output)") }
        }
    }
}
