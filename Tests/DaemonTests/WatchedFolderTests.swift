import Daemon
import DaemonTestSupport
import Foundation
import ViewTree
import XCTest

/// A watched folder deleted or moved away while the daemon runs (`rm -rf scripts && git
/// checkout scripts`, a folder renamed by mistake): clients are told what happened, the
/// daemon serves on with the last good tree, and the folder is loaded again once it is back.
final class WatchedFolderTests: XCTestCase {
    private let app = #"func body() -> Node { Text("hi") }"#

    func testAScriptFolderThatIsGoneIsAnErrorThatSaysSoUntilItIsBack() throws {
        let project = try TemporaryProject(
            files: ["scripts/app.swift": app], configuration: #"{"scripts": ["scripts"], "vml": ["scripts"], "debounceMs": 20}"#)
        let daemon = try startDaemon(project)
        defer { daemon.stop() }
        let client = try SocketClient(path: project.socketPath)
        _ = try client.request("subscribe")

        try FileManager.default.moveItem(atPath: project.root + "/scripts", toPath: project.root + "/scripts-away")
        let error = try client.event("error")
        let message = "the script folder scripts is gone (deleted or moved away); the last good tree stays, and the app reloads when the folder is back"
        XCTAssertEqual(error["data"]?["diagnostics"]?[0]?["message"]?.stringValue, message)
        XCTAssertEqual(try client.event("stored")["data"]?["snapshot"], .null, "nothing ran, so nothing is stored")
        let documents = try client.request("documents")["result"]
        XCTAssertEqual(documents?[0]?["failed"], true)
        XCTAssertEqual(documents?[0]?["nodes"], 1, "the last good tree stays")
        XCTAssertEqual(try client.request("errors")["result"]?[0]?["diagnostics"]?[0]?["message"]?.stringValue, message)

        try FileManager.default.moveItem(atPath: project.root + "/scripts-away", toPath: project.root + "/scripts")
        XCTAssertEqual(try client.event("reloaded")["data"]?["document"], "app")
        XCTAssertEqual(try client.request("documents")["result"]?[0]?["failed"], false)
    }

    func testTheLastScriptDeletedIsAnErrorThatSaysSo() throws {
        let project = try TemporaryProject(files: ["app.swift": app])
        let daemon = try startDaemon(project)
        defer { daemon.stop() }
        let client = try SocketClient(path: project.socketPath)
        _ = try client.request("subscribe")
        try FileManager.default.removeItem(atPath: project.root + "/app.swift")
        XCTAssertEqual(
            try client.event("error")["data"]?["diagnostics"]?[0]?["message"]?.stringValue,
            "no .swift file is left in the script folder .; the last good tree stays")
    }

    func testAVMLFolderThatIsGoneTakesItsDocumentsAwayUntilItIsBack() throws {
        let project = try TemporaryProject(
            files: ["app.swift": app, "screens/about.vml": "<Text>About</Text>\n"],
            configuration: #"{"scripts": ["."], "vml": ["screens"], "debounceMs": 20}"#)
        let daemon = try startDaemon(project)
        defer { daemon.stop() }
        let client = try SocketClient(path: project.socketPath)
        _ = try client.request("subscribe")

        try FileManager.default.moveItem(atPath: project.root + "/screens", toPath: project.root + "/screens-away")
        XCTAssertEqual(try client.event("removed")["data"]?["document"], "screens/about.vml")
        // Moved inside the project, the folder's files are no documents: "screens-away" is
        // not a VML folder.
        XCTAssertEqual(try client.request("documents")["result"]?.arrayValue?.compactMap { $0["name"]?.stringValue }, ["app"])

        try FileManager.default.moveItem(atPath: project.root + "/screens-away", toPath: project.root + "/screens")
        XCTAssertEqual(try client.event("reloaded")["data"]?["document"], "screens/about.vml")
    }
}
