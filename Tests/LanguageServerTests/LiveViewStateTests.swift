import Daemon
import DaemonClient
import DaemonTestSupport
import ViewTree
import XCTest

@testable import LanguageServer

/// Hover on a SwiftUI view's `@State` property while `serve` runs: its value in each view
/// on screen, at the path where the app keeps it.
final class LiveViewStateTests: XCTestCase {
    private static let app = """
        import SwiftUI

        struct Counter: View {
            @State private var count = 3
            var body: some View {
                Button("Count: \\(count)") { count += 1 }
            }
        }

        @main
        struct CounterApp: App {
            var body: some Scene {
                WindowGroup {
                    VStack {
                        Counter()
                        Counter()
                    }
                }
            }
        }

        """

    private var project: TemporaryProject!
    private var daemon: Daemon!
    private var client: LanguageClient!
    private var app: String { project.root + "/app.swift" }

    override func setUp() async throws {
        project = try TemporaryProject(
            files: ["app.swift": Self.app], configuration: #"{"scripts": ["."], "debounceMs": 20, "preview": {"port": 0}}"#)
        daemon = try startDaemon(project)
        _ = await daemon.startPreview()
        client = LanguageClient(options: .init(connectsToDaemon: true))
        client.initialize(root: project.root)
        client.open(app, Self.app)
    }

    override func tearDown() async throws {
        client = nil
        guard let daemon else { return }
        self.daemon = nil
        await daemon.stopPreview()
        daemon.stop()
    }

    private func hoverText(_ line: Int, _ character: Int) -> String {
        let position: JSONValue = ["textDocument": ["uri": .string(client.uri(app))], "position": ["line": .int(line), "character": .int(character)]]
        return client.result("textDocument/hover", position).objectValue?["contents"]?.objectValue?["value"]?.stringValue ?? ""
    }

    private func waitForHover(_ line: Int, _ character: Int, containing text: String) -> String {
        let deadline = Date().addingTimeInterval(20)
        var hover = hoverText(line, character)
        while !hover.contains(text), Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
            hover = hoverText(line, character)
        }
        return hover
    }

    func testHoverOnAStatePropertyShowsItsValueInEachViewOnScreen() throws {
        // `count` in `@State private var count = 3`, line 3 (0-based).
        let declaration = waitForHover(3, 24, containing: "in the running app")
        XCTAssertTrue(declaration.contains("**@State** `count` in the running app (2 views on screen):"), declaration)
        XCTAssertTrue(declaration.contains(#"- `local["0.0"].Counter.count` = `3`"#), declaration)
        XCTAssertTrue(declaration.contains(#"- `local["0.1"].Counter.count` = `3`"#), declaration)

        // A tap on the first counter: the hover on a use of `count` shows the new value.
        let tap = try DaemonConnection(path: project.socketPath).request("tap", ["node": "0.0"])
        XCTAssertEqual(tap.objectValue?["ok"], true, tap.canonicalText)
        let use = waitForHover(5, 26, containing: "= `4`")
        XCTAssertTrue(use.contains(#"- `local["0.0"].Counter.count` = `4`"#), use)
        XCTAssertTrue(use.contains(#"- `local["0.1"].Counter.count` = `3`"#), use)
    }
}
