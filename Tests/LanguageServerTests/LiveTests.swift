import Daemon
import DaemonClient
import DaemonTestSupport
import ViewTree
import XCTest

@testable import LanguageServer

/// The live features, with a real daemon (in this process) serving the same project: the
/// last run's runtime error, the nodes a line built, the state's values and paths, the
/// code lenses and their commands.
final class LiveTests: XCTestCase {
    private static let app = """
        state.initial("items", ["a", "b"])
        state.initial("index", 1)
        actions["crash"] = { ctx in state.set("index", 5) }

        func body() -> Node {
            let items = state.get("items") as! [String]
            return VStack {
                Text("Index: \\(state.get("index") as! Int)")
                Text(items[state.get("index") as! Int])
            }
        }

        """

    private var project: TemporaryProject!
    private var daemon: Daemon!
    private var client: LanguageClient!
    private var app: String { project.root + "/app.swift" }

    override func setUp() async throws {
        project = try TemporaryProject(
            files: ["app.swift": Self.app, "about.vml": "<Text>About</Text>\n"],
            configuration: #"{"scripts": ["."], "vml": ["."], "debounceMs": 20, "preview": {"port": 0}}"#)
        daemon = try startDaemon(project)
        _ = await daemon.startPreview()
        client = LanguageClient(options: .init(connectsToDaemon: true))
        client.initialize(root: project.root)
        client.open(app, Self.app)
        // The server found the daemon once the code lenses show the preview.
        waitUntil("the server follows the daemon") { self.lenses(self.app).contains { $0.hasPrefix("open preview") } }
    }

    override func tearDown() async throws {
        client = nil
        await stopDaemon()
    }

    /// Stops the daemon, its preview first (which needs its script thread).
    private func stopDaemon() async {
        guard let daemon else { return }
        self.daemon = nil
        await daemon.stopPreview()
        daemon.stop()
    }

    private func at(_ line: Int, _ character: Int, in path: String? = nil) -> JSONValue {
        ["textDocument": ["uri": .string(client.uri(path ?? app))], "position": ["line": .int(line), "character": .int(character)]]
    }

    private func hoverText(_ line: Int, _ character: Int) -> String {
        client.result("textDocument/hover", at(line, character)).objectValue?["contents"]?.objectValue?["value"]?.stringValue ?? ""
    }

    private func lenses(_ path: String) -> [String] {
        (client.result("textDocument/codeLens", ["textDocument": ["uri": .string(client.uri(path))]]).arrayValue ?? []).compactMap { lens in
            let command = lens.objectValue?["command"]?.objectValue
            let line = lens.objectValue?["range"]?.objectValue?["start"]?.objectValue?["line"]?.intValue ?? -1
            return command?["title"]?.stringValue.map { "\($0) @\(line) \(command?["arguments"]?.canonicalText ?? "")" }
        }
    }

    private func waitUntil(_ what: String, timeout: TimeInterval = 20, _ condition: () -> Bool) {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            guard Date() < deadline else { return XCTFail("timed out: \(what)") }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    func testHoverShowsTheNodesALineBuiltAndTheStatesValues() {
        let line = hoverText(7, 9)
        XCTAssertTrue(line.contains("**Built here in the last run** (1 node):"), line)
        XCTAssertTrue(line.contains("- `0.0` Text — text: \"Index: 1\" — reads `index`"), line)
        let value = hoverText(7, 36)
        XCTAssertTrue(value.contains("**state** `index` = `1`"), value)
    }

    func testCompletionOffersTheRunningStatesPathsAndActions() {
        client.change(app, to: Self.app.replacingOccurrences(of: "state.get(\"items\")", with: "state.get(\""), version: 2)
        let items = client.result("textDocument/completion", at(5, 27)).objectValue?["items"]?.arrayValue ?? []
        let labels = items.compactMap { $0.objectValue?["label"]?.stringValue }
        XCTAssertEqual(labels, ["index", "items", "items[0]", "items[1]"])
    }

    func testCodeLensesOpenThePreview() throws {
        let lens = try XCTUnwrap(lenses(app).first)
        XCTAssertTrue(lens.hasPrefix("open preview @4 [\"http://127.0.0.1:"), lens)
        let vml = try XCTUnwrap(lenses(project.root + "/about.vml").first)
        XCTAssertTrue(vml.hasSuffix("#document=about.vml\"]"), vml)
        let url = String(lens.split(separator: "\"")[1])
        XCTAssertEqual(client.result("workspace/executeCommand", ["command": "workbench.openPreview", "arguments": [.string(url)]]), .null)
        let shown = client.requestsFromServer.filter { $0.objectValue?["method"] == "window/showDocument" }
        XCTAssertEqual(shown.last?.objectValue?["params"]?.objectValue?["uri"]?.stringValue, url)
    }

    func testARuntimeErrorIsADiagnosticWithItsFramesAndAReplayLens() async throws {
        let socket = try DaemonConnection(path: project.socketPath)
        _ = try socket.request("dispatch", ["action": "crash"])
        let diagnostics = client.diagnostics(app) { $0.contains { $0.objectValue?["source"] == "workbench (last run)" } }
        let crash = try XCTUnwrap(diagnostics.first { $0.objectValue?["source"] == "workbench (last run)" }?.objectValue)
        XCTAssertEqual(crash["range"]?.objectValue?["start"]?.objectValue?["line"], 8)
        XCTAssertTrue(crash["message"]?.stringValue?.contains("out of range") ?? false, "\(crash)")
        let frames = crash["relatedInformation"]?.arrayValue ?? []
        XCTAssertTrue(frames.contains { $0.objectValue?["message"] == "in body" }, "\(frames)")
        // The crash line's lens replays the crash's snapshot.
        waitUntil("a replay lens") { self.lenses(self.app).contains { $0.hasPrefix("replay snapshot #") } }
        let replay = try XCTUnwrap(lenses(app).first { $0.hasPrefix("replay snapshot #") })
        XCTAssertTrue(replay.contains("@8 "), replay)
        let snapshot = Int(replay.split(separator: "#")[1].split(separator: " ")[0])!
        let result = client.result("workspace/executeCommand", ["command": "workbench.replaySnapshot", "arguments": [.int(snapshot)]])
        XCTAssertEqual(result.objectValue?["reproduced"], true)
        XCTAssertNotNil(client.notification("window/showMessage") { $0.objectValue?["message"]?.stringValue?.contains("the crash reproduces") ?? false })
        // The daemon stops: its error leaves the editor.
        await stopDaemon()
        _ = client.diagnostics(app) { !$0.contains { $0.objectValue?["source"] == "workbench (last run)" } }
    }
}
