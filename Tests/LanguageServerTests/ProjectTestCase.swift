import DaemonTestSupport
import ViewTree
import XCTest

/// A test case on an `OpenProject` made afresh for each test from `files`.
class ProjectTestCase: XCTestCase {
    /// The project, the server and the client of the running test.
    var open: OpenProject!
    var client: LanguageClient { open.client }
    var app: String { open.app }
    var project: TemporaryProject { open.project }

    /// The project's files; `app.swift` is opened.
    var files: [String: String] { [:] }

    override func setUpWithError() throws {
        open = try OpenProject(files: files)
    }

    func at(_ line: Int, _ character: Int, in path: String? = nil) -> JSONValue {
        open.at(line, character, in: path)
    }

    func hoverText(_ line: Int, _ character: Int, in path: String? = nil) -> String {
        open.hoverText(line, character, in: path)
    }
}
