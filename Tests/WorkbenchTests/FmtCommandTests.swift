import Foundation
import ProcessTestSupport
import XCTest

/// `workbench fmt` as users run it: the built executable on real files.
final class FmtCommandTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("fmt-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: directory)
    }

    private func run(_ arguments: [String]) throws -> ProcessRun {
        try runWorkbench(arguments)
    }

    private func file(_ name: String, _ text: String) throws -> String {
        let url = directory.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    private func contents(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    func testRewritesFilesInPlace() throws {
        let messy = try file("messy.vml", "<Text style='padding( 8 ),font(.title)' >Hi</Text>")
        let result = try run(["fmt", messy])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(try contents(messy), "<Text style=\"padding(8), font(.title)\">Hi</Text>\n")
        XCTAssertEqual(try run(["fmt", messy]).status, 0, "formatting again changes nothing")
        XCTAssertEqual(try contents(messy), "<Text style=\"padding(8), font(.title)\">Hi</Text>\n")
    }

    func testCheckListsWhatIsNotCanonicalAndWritesNothing() throws {
        let canonical = try file("canonical.vml", "<Text>Hi</Text>\n")
        let messy = try file("messy.vml", "<Text >Hi</Text>")
        let result = try run(["fmt", "--check", canonical, messy])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.output, messy + "\n")
        XCTAssertEqual(try contents(messy), "<Text >Hi</Text>")
        XCTAssertEqual(try run(["fmt", "--check", canonical]).status, 0)
    }

    func testASyntaxErrorIsReportedAndTheFileLeftAlone() throws {
        let broken = try file("broken.vml", "<VStack>\n  <Text style=\"padding(8;\">Hi</Text>\n</VStack>\n")
        let result = try run(["fmt", broken])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errors.hasPrefix(broken + ":2:25: error: expected ',' or ')', found ';'"), result.errors)
        XCTAssertEqual(try contents(broken), "<VStack>\n  <Text style=\"padding(8;\">Hi</Text>\n</VStack>\n")
    }

    func testAMissingFileIsAnError() throws {
        let result = try run(["fmt", directory.appendingPathComponent("absent.vml").path])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errors.contains("cannot open the file"), result.errors)
    }
}
