import DaemonTestSupport
import Foundation
import Preview
import ProjectConfiguration
import ViewTree
import XCTest

@testable import Daemon

/// VML documents bound to the app's state and to data files (spec §8), as the daemon's
/// clients see them: renders after script actions, taps and binding writes, saves of a
/// data file, reads, `why`, errors, snapshots and replays, and the preview's backend.
final class VMLDataTests: XCTestCase {
    private let app = """
        state.initial("todos", [["id": 1, "title": "Milk", "done": false], ["id": 2, "title": "Ship", "done": true]])
        state.initial("filter", "open")
        actions["addTodo"] = { ctx in
            var todos = state.get("todos") as! [[String: Any]]
            todos.append(["id": 3, "title": "New", "done": false])
            state.set("todos", todos)
        }
        actions["open"] = { ctx in state.set("opened", ctx.payload) }
        func body() -> Node { Text("app") }
        """
    private let screen = """
        <VStack>
          <data key="festivals" src="festivals.json"/>
          <Text><binding name="text" keyPath="todos.@count"/></Text>
          <List>
            <binding name="rows" keyPath="todos"/>
            <prototype>
              <Toggle><binding name="text" keyPath="title"/><binding name="isOn" keyPath="done"/></Toggle>
            </prototype>
          </List>
          <List>
            <binding name="rows" keyPath="festivals"/>
            <prototype>
              <Text>
                <binding name="text" keyPath="title"/>
                <action kind="dispatch" name="open"><argument name="festival" keyPath="self"/></action>
              </Text>
            </prototype>
          </List>
          <Button>All<action kind="set" keyPath="filter" value="all"/></Button>
          <Toggle><binding name="isOn" keyPath="festivals[0].starred"/></Toggle>
          <Text><binding name="text" keyPath="filter"/></Text>
        </VStack>
        """
    private let festivals = #"[{"id": "kk", "title": "Keti Koti"}, {"id": "pr", "title": "Pride"}]"#

    private func project() throws -> TemporaryProject {
        try TemporaryProject(files: ["app.swift": app, "screen.vml": screen, "festivals.json": festivals])
    }

    private func tree(_ client: SocketClient, _ document: String = "screen.vml") throws -> Node {
        let reply = try client.request("document", ["document": .string(document)])
        return try Document(json: try XCTUnwrap(reply["result"]?["document"])).root
    }

    func testTheDocumentShowsTheAppsStateAndItsDataFile() throws {
        let project = try project()
        let daemon = try startDaemon(project)
        defer { daemon.stop() }
        let client = try SocketClient(path: project.socketPath)
        let root = try tree(client)
        XCTAssertEqual(root.children[0].props["text"], "2")
        XCTAssertEqual(root.children[1].children.map(\.id), ["0.1.@1", "0.1.@2"])
        XCTAssertEqual(root.children[1].children[1].bindings, ["isOn": "todos[1].done"])
        XCTAssertEqual(root.children[2].children.map { $0.props["text"] }, ["Keti Koti", "Pride"])
        let node = try client.request("node", ["id": "0.2.@pr", "document": "screen.vml"])["result"]
        XCTAssertEqual(node?["node"]?["reads"], ["festivals[1].title"])
        XCTAssertEqual(node?["node"]?["events"]?["tap"], #"open(festival: \festivals[1])"#)
    }

    func testAScriptActionThatChangesWhatTheDocumentReadsRendersItAgain() throws {
        let project = try project()
        let daemon = try startDaemon(project)
        defer { daemon.stop() }
        let client = try SocketClient(path: project.socketPath)
        _ = try client.request("subscribe")
        // Sent without waiting for the reply, which follows the events.
        client.sendLine(#"{"id": 99, "method": "dispatch", "params": {"action": "addTodo"}}"#)
        let event = try client.event("reloaded") { $0["data"]?["document"] == "screen.vml" }
        XCTAssertEqual(event["data"]?["reason"], "action")
        XCTAssertEqual(event["data"]?["detail"], "addTodo")
        XCTAssertEqual(try client.readLine { $0["id"] == 99 }["result"]?["ok"], true)
        XCTAssertEqual(try tree(client).children[0].props["text"], "3")
        XCTAssertEqual(try tree(client).children[1].children.map(\.id), ["0.1.@1", "0.1.@2", "0.1.@3"])
        let why = try client.request("why", ["node": "0.0", "document": "screen.vml"])["result"]
        XCTAssertEqual(why?["text"], "props.text: \"2\" -> \"3\"\nit reads todos, which changed: an array of 2 -> an array of 3")
    }

    func testAWriteTheDocumentDoesNotReadLeavesItAlone() throws {
        let project = try project()
        let daemon = try startDaemon(project)
        defer { daemon.stop() }
        let client = try SocketClient(path: project.socketPath)
        let version = try client.request("documents")["result"]?[1]?["version"]
        XCTAssertEqual(try client.request("setState", ["path": "unrelated", "value": 1])["result"]?["ok"], true)
        XCTAssertEqual(try client.request("documents")["result"]?[1]?["version"], version)
    }

    func testTappingADispatchSendsTheRowsObject() throws {
        let project = try project()
        let daemon = try startDaemon(project)
        defer { daemon.stop() }
        let client = try SocketClient(path: project.socketPath)
        let summary = try client.request("tap", ["node": "0.2.@pr", "document": "screen.vml"])["result"]
        XCTAssertEqual(summary?["ok"], true)
        XCTAssertEqual(summary?["document"], "app", "the document reads nothing the action changed: the summary is the app's")
        XCTAssertEqual(try client.request("state", ["path": "opened"])["result"]?["value"], ["festival": ["id": "pr", "title": "Pride"]])
    }

    func testSetAndBindWriteTheStateAndTheDocumentShowsIt() throws {
        let project = try project()
        let daemon = try startDaemon(project)
        defer { daemon.stop() }
        let client = try SocketClient(path: project.socketPath)
        let set = try client.request("tap", ["node": "0.3", "document": "screen.vml"])["result"]
        XCTAssertEqual(set?["summary"], "1 changed")
        XCTAssertEqual(set?["document"], "screen.vml")
        XCTAssertEqual(set?["diff"]?["changed"]?[0]?["id"], "0.5")
        XCTAssertEqual(try tree(client).children[5].props["text"], "all")
        let bind = try client.request("bind", ["node": "0.1.@1", "document": "screen.vml", "value": true])["result"]
        XCTAssertEqual(bind?["ok"], true)
        XCTAssertEqual(try client.request("state", ["path": "todos[0].done"])["result"]?["value"], true)
    }

    func testSetAndDispatchWhileADocumentIsLookedAtAnswerWithItsChange() throws {
        let project = try project()
        let daemon = try startDaemon(project)
        defer { daemon.stop() }
        let client = try SocketClient(path: project.socketPath)
        let set = try client.request("setState", ["path": "filter", "value": "done", "document": "screen.vml"])["result"]
        XCTAssertEqual(set?["document"], "screen.vml")
        XCTAssertEqual(set?["diff"]?["changed"]?[0]?["id"], "0.5")
        let dispatched = try client.request("dispatch", ["action": "addTodo", "document": "screen.vml"])["result"]
        XCTAssertEqual(dispatched?["document"], "screen.vml")
        XCTAssertEqual(dispatched?["diff"]?["added"]?[0]?["id"], "0.1.@3")
        let unread = try client.request("setState", ["path": "unrelated", "value": 1, "document": "screen.vml"])["result"]
        XCTAssertEqual(unread?["document"], "app", "the document reads nothing the write changed: the summary is the app's")
        let refused = try client.request("setState", ["path": "festivals[0].title", "value": "Pride", "document": "screen.vml"])
        XCTAssertEqual(refused["error"]?["message"], "festivals[0].title is read from a <data> file, which is read-only; bind and write state paths instead")
    }

    func testATapReadsTheStateAsItIsWhenTapped() throws {
        let project = try TemporaryProject(files: [
            "app.swift": app, "buttons.vml": #"<Button>Flip<action kind="toggle" keyPath="flag"/></Button>"#,
        ])
        let daemon = try startDaemon(project)
        defer { daemon.stop() }
        let client = try SocketClient(path: project.socketPath)
        // The document does not show `flag`, so setting it does not run the document again.
        XCTAssertEqual(try client.request("setState", ["path": "flag", "value": true])["result"]?["ok"], true)
        XCTAssertEqual(try client.request("tap", ["node": "0", "document": "buttons.vml"])["result"]?["ok"], true)
        XCTAssertEqual(try client.request("state", ["path": "flag"])["result"]?["value"], false)
    }

    func testADispatchInAProjectWithoutScriptsIsRefused() throws {
        let project = try TemporaryProject(files: ["buttons.vml": #"<Button>Open<action kind="dispatch" name="open"/></Button>"#])
        let daemon = try startDaemon(project)
        defer { daemon.stop() }
        let client = try SocketClient(path: project.socketPath)
        let reply = try client.request("tap", ["node": "0", "document": "buttons.vml"])
        XCTAssertEqual(reply["error"]?["message"], #"there is no action named "open": the project has no scripts, so no app defines actions"#)
        XCTAssertEqual(try client.request("documents")["result"]?.arrayValue?.count, 1, "no app document appears")
        XCTAssertEqual(try client.request("snapshots", ["crashes": true])["result"]?["snapshots"], [], "no crash is stored")
    }

    func testWritingIntoADataFileIsRefused() throws {
        let project = try project()
        let daemon = try startDaemon(project)
        defer { daemon.stop() }
        let client = try SocketClient(path: project.socketPath)
        let snapshots = try client.request("snapshots")["result"]?["snapshots"]
        let reply = try client.request("bind", ["node": "0.4", "document": "screen.vml", "value": true])
        XCTAssertEqual(reply["error"]?["code"], "failed")
        XCTAssertEqual(reply["error"]?["message"], "festivals[0].starred is read from a <data> file, which is read-only; bind and write state paths instead")
        XCTAssertEqual(try client.request("snapshots")["result"]?["snapshots"], snapshots, "nothing ran")
    }

    func testSavingTheDataFileRendersTheDocumentAndWhyNamesIt() throws {
        let project = try project()
        let daemon = try startDaemon(project)
        defer { daemon.stop() }
        let client = try SocketClient(path: project.socketPath)
        _ = try client.request("subscribe")
        try project.write("festivals.json", #"[{"id": "kk", "title": "Keti Koti 2026"}, {"id": "pr", "title": "Pride"}]"#)
        let event = try client.event("reloaded") { $0["data"]?["document"] == "screen.vml" }
        XCTAssertEqual(event["data"]?["files"], ["festivals.json"])
        XCTAssertEqual(event["data"]?["summary"], "1 changed")
        let why = try client.request("why", ["node": "0.2.@kk", "document": "screen.vml"])["result"]
        XCTAssertEqual(
            why?["reasons"]?[1],
            #"it reads festivals[0].title, which changed: "Keti Koti" -> "Keti Koti 2026" (festivals.json changed)"#)
        let source = try client.request("source", ["file": "festivals.json"])["result"]
        XCTAssertNotNil(source?["excerpt"]?.stringValue?.contains("Keti Koti 2026"))
    }

    func testABrokenDataFileIsAnErrorAtItsLineAndTheLastGoodTreeStays() throws {
        let project = try project()
        let daemon = try startDaemon(project)
        defer { daemon.stop() }
        let client = try SocketClient(path: project.socketPath)
        _ = try client.request("subscribe")
        try project.write("festivals.json", "[\n  {\"id\": \"kk\",}\n]")
        let event = try client.event("error") { $0["data"]?["document"] == "screen.vml" }
        let diagnostic = event["data"]?["diagnostics"]?[0]
        XCTAssertEqual(diagnostic?["file"], "festivals.json")
        XCTAssertEqual(diagnostic?["line"], 2)
        let errors = try client.request("errors")["result"]
        XCTAssertEqual(errors?[0]?["document"], "screen.vml")
        XCTAssertEqual(try tree(client).children[2].children.count, 2, "the last good tree stays")

        // The crash's snapshot holds the data file; bisect finds its edit.
        let crash = try XCTUnwrap(try client.request("snapshots", ["crashes": true])["result"]?["snapshots"]?[0]?["id"])
        XCTAssertEqual(try client.request("replay", ["id": crash])["result"]?["reproduced"], true)
        let bisect = try client.request("bisect", ["id": crash])["result"]
        XCTAssertEqual(bisect?["changes"]?[0]?["path"], "festivals.json")
    }

    func testAMissingDataFileIsAnErrorUntilItIsCreated() throws {
        let project = try TemporaryProject(files: ["screen.vml": screen])
        let daemon = try startDaemon(project)
        defer { daemon.stop() }
        let client = try SocketClient(path: project.socketPath)
        _ = try client.request("subscribe")
        let errors = try client.request("errors")["result"]
        XCTAssertEqual(errors?[0]?["diagnostics"]?[0]?["message"], "the data file festivals.json: cannot open the file (No such file or directory)")
        XCTAssertEqual(errors?[0]?["diagnostics"]?[0]?["line"], 2)
        try project.write("festivals.json", festivals)
        let event = try client.event("reloaded") { $0["data"]?["document"] == "screen.vml" }
        XCTAssertEqual(event["data"]?["files"], ["festivals.json"])
    }

    func testWarningsAreTheDocumentsErrorsWithTheirPlaces() throws {
        let project = try TemporaryProject(files: ["app.swift": app, "list.vml": #"<List><Text><binding name="text" keyPath="todos[9].title"/></Text></List>"#])
        let daemon = try startDaemon(project)
        defer { daemon.stop() }
        let client = try SocketClient(path: project.socketPath)
        let diagnostic = try client.request("errors")["result"]?[0]?["diagnostics"]?[0]
        XCTAssertEqual(diagnostic?["message"], #"the key path "todos[9].title" finds nothing: index 9 is out of range: todos has 2 elements"#)
        XCTAssertEqual(diagnostic?["severity"], "warning")
        XCTAssertEqual(diagnostic?["column"], 43)
    }

    func testTheLogShowsADocumentsWarningsWhenTheyChange() throws {
        let list = #"<List><Text><binding name="text" keyPath="todos[9].title"/></Text><Text><binding name="text" keyPath="todos[1].title"/></Text></List>"#
        let project = try TemporaryProject(files: ["app.swift": app, "list.vml": list])
        let logPath = project.root + "/daemon.log"
        let descriptor = open(logPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        defer { close(descriptor) }
        let daemon = Daemon(configuration: try WorkbenchConfiguration.load(path: project.configurationPath), log: DaemonLog(format: .text(.plain), descriptor: descriptor))
        try daemon.start()
        defer { daemon.stop() }
        let client = try SocketClient(path: project.socketPath)
        _ = try client.request("setState", ["path": "todos[1].title", "value": "Shipped"])
        let text = try String(contentsOfFile: logPath, encoding: .utf8)
        let warning = #"list.vml:1:43: warning: the key path "todos[9].title" finds nothing: index 9 is out of range: todos has 2 elements"#
        XCTAssertEqual(text.components(separatedBy: warning).count - 1, 1, "logged with the load, not again when nothing changed:\n\(text)")
        XCTAssertTrue(text.contains("todos[1].title written in list.vml"), text)
    }

    func testTheDocumentsSnapshotsReplay() throws {
        let project = try project()
        let daemon = try startDaemon(project)
        defer { daemon.stop() }
        let client = try SocketClient(path: project.socketPath)
        _ = try client.request("dispatch", ["action": "addTodo"])
        let listed = try client.request("snapshots")["result"]?["snapshots"]?.arrayValue ?? []
        let documents = listed.filter { $0["document"] == "screen.vml" }
        XCTAssertEqual(documents.count, 2, "its load and the run after the action")
        for snapshot in documents {
            XCTAssertEqual(try client.request("replay", ["id": try XCTUnwrap(snapshot["id"])])["result"]?["reproduced"], true)
        }
        let shown = try client.request("snapshot", ["id": try XCTUnwrap(documents[0]["id"])])["result"]?["snapshot"]
        XCTAssertEqual(shown?["program"]?["files"]?.arrayValue?.compactMap { $0["path"]?.stringValue }, ["screen.vml", "festivals.json"])
    }

    // MARK: The preview's backend

    func testThePreviewShowsBoundValuesTapsAndRefusals() async throws {
        let project = try project()
        let daemon = try startDaemon(project)
        defer { daemon.stop() }
        let feed = previewFeed(daemon)
        let state = try await XCTUnwrapAsync(await feed.state(of: "screen.vml"))
        XCTAssertEqual(state.stateValues["todos[1].done"], true, "a toggle shows the value it is bound to")

        await feed.dispatch(action: #"set \filter = "all""#, payload: .null, document: "screen.vml")
        let after = try await XCTUnwrapAsync(await feed.state(of: "screen.vml"))
        XCTAssertEqual(after.document?.root.children[5].props["text"], "all")

        await feed.write(binding: "festivals[0].starred", value: true, document: "screen.vml")
        let refused = try await XCTUnwrapAsync(await feed.state(of: "screen.vml"))
        guard case .diagnostics(let diagnostics)? = refused.failure else { return XCTFail("no overlay: \(String(describing: refused.failure))") }
        XCTAssertEqual(diagnostics.first?.message, "festivals[0].starred is read from a <data> file, which is read-only; bind and write state paths instead")
        XCTAssertEqual(diagnostics.first?.line, 20, "at the control bound to it")
        XCTAssertEqual(refused.document?.root.children[5].props["text"], "all", "the last good tree stays under the overlay")
    }

    func testThePreviewShowsADocumentsWarningsUnderItsRender() async throws {
        let list = #"<List><Text><binding name="text" keyPath="todos[9].title"/></Text></List>"#
        let project = try TemporaryProject(files: ["app.swift": app, "list.vml": list])
        let daemon = try startDaemon(project)
        defer { daemon.stop() }
        let feed = previewFeed(daemon)
        let state = try await XCTUnwrapAsync(await feed.state(of: "list.vml"))
        XCTAssertNotNil(state.document, "it rendered")
        guard case .diagnostics(let diagnostics)? = state.failure else { return XCTFail("no warnings shown") }
        XCTAssertEqual(diagnostics.map(\.severity), [.warning])
        let app = try await XCTUnwrapAsync(await feed.state(of: "app"))
        XCTAssertNil(app.failure)
    }

    func testTheHistoryShowsAPastScreenAsTheLiveOneShowsIt() async throws {
        let list = #"<List><Text><binding name="text" keyPath="todos[9].title"/></Text></List>"#
        let project = try TemporaryProject(files: ["app.swift": app, "screen.vml": screen, "festivals.json": festivals, "list.vml": list])
        let daemon = try startDaemon(project)
        defer { daemon.stop() }
        let feed = previewFeed(daemon)
        let history = try XCTUnwrap(feed.history)
        let screenPage = try await history.page(of: "screen.vml", before: nil, limit: 10)
        let loaded = try XCTUnwrap(screenPage.entries.last?.snapshot)
        // The app's state changes what the document shows; its first screen stays as it was.
        let client = try SocketClient(path: project.socketPath)
        _ = try client.request("setState", ["path": "todos[1].done", "value": false])
        let live = try await XCTUnwrapAsync(await feed.state(of: "screen.vml"))
        XCTAssertEqual(live.stateValues["todos[1].done"], false)

        let past = try await history.screen(ofSnapshot: loaded, document: "screen.vml")
        XCTAssertEqual(past.stateValues["todos[1].done"], true, "a past screen's toggle shows the value of the context it was made from")
        XCTAssertEqual(past.stateValues["todos[0].done"], false)
        XCTAssertEqual(past.failure, live.failure, "its warning (a toggle bound into a data file) under it, as under the live one")

        let listPage = try await history.page(of: "list.vml", before: nil, limit: 10)
        let warned = try XCTUnwrap(listPage.entries.first?.snapshot)
        let withWarnings = try await history.screen(ofSnapshot: warned, document: "list.vml")
        XCTAssertNotNil(withWarnings.document, "it rendered")
        guard case .diagnostics(let diagnostics)? = withWarnings.failure else { return XCTFail("no warnings shown") }
        XCTAssertEqual(diagnostics.map(\.severity), [.warning], "its warnings show under its past render, as under the live one")
        XCTAssertEqual(withWarnings.failure?.isFailure, false, "warnings are no crash: no replay or bisect is offered")
    }

    /// The daemon's preview backend, its history read from the daemon's store.
    private func previewFeed(_ daemon: Daemon) -> PreviewFeed {
        PreviewFeed(worker: daemon.worker, workspace: daemon.workspace, history: SnapshotHistory(workspace: daemon.workspace))
    }

    private func XCTUnwrapAsync<T>(_ value: T?, file: StaticString = #filePath, line: UInt = #line) async throws -> T {
        try XCTUnwrap(value, file: file, line: line)
    }
}

extension SocketClient {
    /// The next event of the given name that `matches`.
    func event(_ name: String, timeout: Double = 10, where matches: @escaping (JSONValue) -> Bool) throws -> JSONValue {
        try readLine(timeout: timeout) { $0.objectValue?["event"] == .string(name) && matches($0) }
    }
}
