import Foundation
import XCTest

/// Paths that name no script: each command says so and exits with 1 instead of reading
/// without end (issue 25: `workbench run /dev/zero` allocated 16.9 GB and aborted).
final class FileArgumentTests: XCTestCase {
    func testRunAndCheckRefuseADeviceThatNeverEnds() throws {
        for command in ["run", "check", "export"] {
            var arguments = [command, "/dev/zero"]
            if command == "export" { arguments.insert("--vml", at: 1) }
            let result = try runWorkbench(arguments)
            XCTAssertEqual(result.status, 1, "\(command): \(result.errors)")
            // `check` reports it as a diagnostic, `/dev/zero: error: ...`; the others as an error line.
            XCTAssertTrue(result.errors.contains("/dev/zero: "), "\(command): \(result.errors)")
            XCTAssertTrue(result.errors.contains("not a regular file (a character device)"), "\(command): \(result.errors)")
        }
    }

    func testAScriptLargerThanTheLimitIsRefusedWithTheLimit() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("huge-\(UUID().uuidString).swift").path
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: nil))
        defer { try? FileManager.default.removeItem(atPath: path) }
        XCTAssertEqual(truncate(path, 9 << 20), 0)  // sparse: nothing on disk
        let result = try runWorkbench(["run", path])
        XCTAssertEqual(result.status, 1, result.errors)
        XCTAssertTrue(result.errors.contains("\(path): the file is larger than 8 MB"), result.errors)
    }

    func testAConfigurationThatIsNoFileIsRefused() throws {
        let result = try runWorkbench(["config", "--config", "/dev/zero"])
        XCTAssertEqual(result.status, 1, result.errors)
        XCTAssertTrue(result.errors.contains("/dev/zero: error: cannot read the configuration file: not a regular file"), result.errors)
    }
}
