import Daemon
import DaemonTestSupport
import Foundation
import ViewTree
import XCTest

/// The daemon as clients see it: a project on disk, edits, the socket.
final class DaemonEndToEndTests: XCTestCase {
    private let counter = controlsApp

    func testASubscriberReceivesTheNewTreeAfterAnEdit() throws {
        let project = try TemporaryProject(files: ["app.swift": counter])
        let daemon = try startDaemon(project)
        defer { daemon.stop() }
        let client = try SocketClient(path: project.socketPath)
        XCTAssertEqual(try client.request("subscribe")["result"]?["subscribed"], true)

        try project.write("app.swift", counter.replacingOccurrences(of: "Count: ", with: "Total: "))
        let event = try client.event("reloaded")
        XCTAssertEqual(event["data"]?["document"], "app")
        XCTAssertEqual(event["data"]?["files"], ["app.swift"])
        XCTAssertEqual(event["data"]?["summary"], "1 changed")
        let tree = try Document(json: try XCTUnwrap(event["data"]?["tree"]))
        XCTAssertEqual(tree.root.children[0].props["text"], "Total: 0")
    }

    func testAScriptSavedAgainAfterItWasCompiledAheadReloadsWithItsLatestText() throws {
        let project = try TemporaryProject(files: ["app.swift": counter])
        let daemon = try startDaemon(project)
        defer { daemon.stop() }
        // The compile that runs during the debounce sees the first save; a second save
        // lands before the reload, which must run the second text, not the compiled first.
        try project.write("app.swift", counter.replacingOccurrences(of: "Count: ", with: "First: "))
        daemon.worker.run { daemon.workspace.prepareScripts() }
        try project.write("app.swift", counter.replacingOccurrences(of: "Count: ", with: "Second: "))
        let text = daemon.worker.run { () -> Value? in
            daemon.workspace.reloadScripts(changed: ["app.swift"])
            return daemon.workspace.status(of: "app")?.lastGood?.root.children[0].props["text"]
        }
        XCTAssertEqual(text, "Second: 0")
    }

    func testABrokenScriptSendsItsDiagnosticsAndTheLastGoodTreeStays() throws {
        let project = try TemporaryProject(files: ["app.swift": counter])
        let daemon = try startDaemon(project)
        defer { daemon.stop() }
        let client = try SocketClient(path: project.socketPath)
        _ = try client.request("subscribe")

        try project.write("app.swift", "func body() -> Node {\n    Text(\"x\"\n}\n")
        let event = try client.event("error")
        let diagnostic = try XCTUnwrap(event["data"]?["diagnostics"]?[0])
        XCTAssertEqual(diagnostic["file"], "app.swift")
        XCTAssertEqual(diagnostic["line"], 2)
        XCTAssertEqual(diagnostic["message"], "expected ')' to end function call")

        let document = try client.request("document")["result"]
        XCTAssertEqual(document?["failed"], true)
        XCTAssertEqual(try Document(json: try XCTUnwrap(document?["document"])).root.children[0].props["text"], "Count: 0")
    }

    func testAFileThatIsNotUTF8IsReportedWhereItsBadByteIsNotLeftOut() throws {
        let project = try TemporaryProject(files: ["app.swift": counter])
        let daemon = try startDaemon(project)
        defer { daemon.stop() }
        let client = try SocketClient(path: project.socketPath)
        _ = try client.request("subscribe")

        // Left out, the file's declarations would be missing and the errors name other files.
        try Data(Array("let extra = \"".utf8) + [0xFF, UInt8(ascii: "\""), 10]).write(to: URL(fileURLWithPath: project.root + "/extra.swift"))
        let event = try client.event("error")
        let diagnostic = try XCTUnwrap(event["data"]?["diagnostics"]?[0])
        XCTAssertEqual(diagnostic["file"], "extra.swift")
        XCTAssertEqual(diagnostic["line"], 1)
        XCTAssertEqual(diagnostic["column"], 14)
        XCTAssertEqual(diagnostic["message"], "the file is not valid UTF-8 text (byte 0xFF)")
        let document = try client.request("document")["result"]
        XCTAssertEqual(document?["failed"], true)
        XCTAssertEqual(try Document(json: try XCTUnwrap(document?["document"])).root.children[0].props["text"], "Count: 0")
    }

    func testActionsBindingsAndStateThroughTheSocket() throws {
        let project = try TemporaryProject(files: ["app.swift": counter])
        let daemon = try startDaemon(project)
        defer { daemon.stop() }
        let client = try SocketClient(path: project.socketPath)

        XCTAssertEqual(try client.request("dispatch", ["action": "increment"])["result"]?["ok"], true)
        XCTAssertEqual(try client.request("tap", ["node": "0.1"])["result"]?["summary"], "1 changed")
        XCTAssertEqual(try client.request("state", ["path": "count"])["result"]?["value"], 2)
        XCTAssertEqual(try client.request("bind", ["node": "0.2", "value": true])["result"]?["ok"], true)
        XCTAssertEqual(try client.request("state")["result"]?["value"], ["count": 2, "on": true])
        XCTAssertEqual(try client.request("setState", ["path": "count", "value": 10])["result"]?["ok"], true)
        let node = try client.request("node", ["id": "0.0"])["result"]
        XCTAssertEqual(node?["node"]?["props"]?["text"], "Count: 10")
        XCTAssertEqual(node?["node"]?["reads"], ["count"])
        XCTAssertNotNil(node?["sourceExcerpt"]?.stringValue?.contains("Text(\"Count: "))
        let evaluation = try client.request("evaluate", ["source": "(state.get(\"count\") as! Int) * 2"])["result"]
        XCTAssertEqual(evaluation?["value"], "20")
    }

    func testAMistypedActionIsRefusedWithoutARun() throws {
        let project = try TemporaryProject(files: ["app.swift": counter])
        let daemon = try startDaemon(project)
        defer { daemon.stop() }
        let client = try SocketClient(path: project.socketPath)
        let snapshots = try client.request("snapshots")["result"]?["snapshots"]

        let reply = try client.request("dispatch", ["action": "incremnt"])
        XCTAssertEqual(reply["error"]?["code"], "notFound")
        XCTAssertEqual(reply["error"]?["message"], "there is no action named \"incremnt\"; did you mean \"increment\"?")
        XCTAssertEqual(try client.request("snapshots")["result"]?["snapshots"], snapshots, "nothing ran, nothing was stored")
    }

    func testAMissingSnapshotIsNotFoundAndANegativeLimitIsRefused() throws {
        let project = try TemporaryProject(files: ["app.swift": counter])
        let daemon = try startDaemon(project)
        defer { daemon.stop() }
        let client = try SocketClient(path: project.socketPath)
        for method in ["snapshot", "replay", "goto", "bisect"] {
            let reply = try client.request(method, ["id": 9999])
            XCTAssertEqual(reply["error"]?["code"], "notFound", method)
            XCTAssertEqual(reply["error"]?["message"], "no snapshot #9999 (list them with `workbench snapshots`)", method)
        }
        let negative = try client.request("snapshots", ["limit": -1])
        XCTAssertEqual(negative["error"]?["code"], "badParams")
        XCTAssertEqual(negative["error"]?["message"], "the parameter \"limit\" must be 0 or more")
    }

    func testEveryRunIsFollowedByItsStoredSnapshot() throws {
        let project = try TemporaryProject(files: ["app.swift": counter])
        let daemon = try startDaemon(project)
        defer { daemon.stop() }
        let client = try SocketClient(path: project.socketPath)
        _ = try client.request("subscribe")

        try project.write("app.swift", counter.replacingOccurrences(of: "Count: ", with: "Total: "))
        _ = try client.event("reloaded")
        let stored = try client.event("stored")
        XCTAssertEqual(stored["data"]?["document"], "app")
        XCTAssertEqual(stored["data"]?["error"], .null)
        let newest = try client.request("snapshots", ["limit": 1])["result"]?["snapshots"]?[0]?["id"]
        XCTAssertEqual(stored["data"]?["snapshot"], newest)
    }

    func testVMLFilesAreDocumentsOfTheirOwn() throws {
        let project = try TemporaryProject(files: ["app.swift": counter, "screens/about.vml": "<Text>About</Text>\n"])
        let daemon = try startDaemon(project)
        defer { daemon.stop() }
        let client = try SocketClient(path: project.socketPath)
        _ = try client.request("subscribe")
        let names = try client.request("documents")["result"]?.arrayValue?.compactMap { $0["name"]?.stringValue }
        XCTAssertEqual(names, ["app", "screens/about.vml"])

        try project.write("screens/help.vml", "<VStack><Text>Help</Text></VStack>\n")
        let event = try client.event("reloaded")
        XCTAssertEqual(event["data"]?["document"], "screens/help.vml")
    }

    func testMalformedRequestsGetErrorRepliesAndTheDaemonLivesOn() throws {
        let project = try TemporaryProject(files: ["app.swift": counter])
        let daemon = try startDaemon(project)
        defer { daemon.stop() }
        let client = try SocketClient(path: project.socketPath)
        client.sendLine("this is not json")
        XCTAssertEqual(try client.readLine()["error"]?["code"], "malformed")
        client.sendLine("[1, 2]")
        XCTAssertEqual(try client.readLine()["error"]?["code"], "malformed")
        XCTAssertEqual(try client.request("documnets")["error"]?["message"], "unknown method \"documnets\"; did you mean \"documents\"?")
        XCTAssertEqual(try client.request("node", ["id": 3])["error"]?["code"], "badParams")
        XCTAssertEqual(try client.request("node", ["id": "0.9"])["error"]?["code"], "notFound")

        // A client that leaves in the middle of a request harms nobody.
        do {
            let leaving = try SocketClient(path: project.socketPath)
            leaving.sendLine(#"{"id": 1, "method": "evaluate", "params": {"source": "body()"}}"#)
        }
        XCTAssertEqual(try client.request("state", ["path": "count"])["result"]?["value"], 0)
    }

    /// A state path that names nothing is the request's mistake: `badParams`, nothing run,
    /// no crash snapshot stored.
    func testSetStateWithAPathThatNamesNothingIsRefusedWithoutARun() throws {
        let project = try TemporaryProject(files: ["app.swift": counter])
        let daemon = try startDaemon(project)
        defer { daemon.stop() }
        let client = try SocketClient(path: project.socketPath)
        for path in ["", "count..x", "[1"] {
            let reply = try client.request("setState", ["path": .string(path), "value": 1])
            XCTAssertEqual(reply["error"]?["code"], "badParams", "path \(path)")
            XCTAssertTrue(reply["error"]?["message"]?.stringValue?.hasPrefix("malformed state path") == true, "\(reply)")
        }
        XCTAssertEqual(try client.request("snapshots")["result"]?["snapshots"]?.arrayValue?.count, 1, "only the load is stored")
        XCTAssertEqual(try client.request("state", ["path": "count"])["result"]?["value"], 0)
    }

    func testTheSocketIsPrivateToItsUser() throws {
        let project = try TemporaryProject(files: ["app.swift": counter])
        let daemon = try startDaemon(project)
        var status = stat()
        XCTAssertEqual(stat(project.socketPath, &status), 0)
        XCTAssertEqual(status.st_mode & 0o777, 0o600)
        daemon.stop()
        XCTAssertNotEqual(stat(project.socketPath, &status), 0, "the socket is removed on stop")
    }

    func testReplayAndBisectThroughTheSocket() throws {
        let project = try TemporaryProject(files: ["app.swift": counter])
        let daemon = try startDaemon(project)
        defer { daemon.stop() }
        let client = try SocketClient(path: project.socketPath)
        _ = try client.request("subscribe")
        try project.write("app.swift", counter.replacingOccurrences(of: "+ 1)", with: "+ [1][3])"))
        _ = try client.event("reloaded")
        let crash = try client.request("dispatch", ["action": "increment"])["result"]
        XCTAssertEqual(crash?["ok"], false)
        let crashID = try XCTUnwrap(crash?["snapshot"])
        XCTAssertEqual(try client.request("replay", ["id": crashID])["result"]?["reproduced"], true)
        let bisect = try client.request("bisect", ["id": crashID])["result"]
        XCTAssertEqual(bisect?["firstBad"], 2)
        XCTAssertEqual(bisect?["lastGood"], 1)
    }
}
