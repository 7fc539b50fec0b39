import Daemon
import DaemonTestSupport
import Foundation
import ViewTree
import XCTest

/// The protocol methods the preview's history strip uses, as any tool may: `timeline`
/// (a document's runs in pages) and `screen` (what the screen showed after a run).
final class TimelineProtocolTests: XCTestCase {
    private let counter = controlsApp

    /// A session: loaded, edited, a tap, a toggle, then a crash; the snapshot ids, oldest first.
    private func session(_ project: TemporaryProject) throws -> (client: SocketClient, ids: [Int]) {
        let watcher = try SocketClient(path: project.socketPath)
        _ = try watcher.request("subscribe")
        let client = try SocketClient(path: project.socketPath)
        try project.write("app.swift", counter.replacingOccurrences(of: "Count: ", with: "Total: "))
        _ = try watcher.event("stored")
        XCTAssertEqual(try client.request("tap", ["node": "0.1"])["result"]?["ok"], true)
        XCTAssertEqual(try client.request("bind", ["node": "0.2", "value": true])["result"]?["ok"], true)
        try project.write("app.swift", counter.replacingOccurrences(of: "Count: \\(", with: "\\([1][5])\\("))
        _ = try watcher.event("error")
        _ = try watcher.event("stored")
        let page = try client.request("timeline")["result"]
        let ids = (page?["entries"]?.arrayValue ?? []).compactMap { $0["id"]?.intValue }
        return (client, ids.reversed())
    }

    func testTheTimelineListsADocumentsRunsWithWhatEachChanged() throws {
        let project = try TemporaryProject(files: ["app.swift": counter, "about.vml": "<Text>About</Text>"])
        let daemon = try startDaemon(project)
        defer { daemon.stop() }
        let (client, ids) = try session(project)
        XCTAssertEqual(ids.count, 5)

        let page = try XCTUnwrap(try client.request("timeline", ["document": "app"])["result"])
        XCTAssertEqual(page["document"], "app")
        XCTAssertEqual(page["total"], 5)
        XCTAssertEqual(page["hasOlder"], false)
        let entries = try XCTUnwrap(page["entries"]?.arrayValue)
        XCTAssertEqual(entries.map { $0["kind"] }, ["reload", "binding", "tap", "reload", "load"])
        XCTAssertEqual(entries.map { $0["isCrash"] }, [true, false, false, false, false])
        XCTAssertEqual(entries.map { $0["files"] }, [["app.swift"], [], [], ["app.swift"], ["app.swift"]])
        XCTAssertEqual(entries.map { $0["nodesChanged"] }, [.null, 0, 1, 1, 4], "the toggle's binding names its path, not its value")
        XCTAssertEqual(entries[2]["action"], "increment")
        XCTAssertEqual(entries[2]["tapped"], ["id": "0.1", "type": "Button", "title": "Add"])
        XCTAssertEqual(entries[1]["action"], "on")
        XCTAssertEqual(entries[0]["problem"]?.stringValue?.hasPrefix("app.swift:5:"), true)

        // Older runs a page at a time; each page says whether more are stored.
        let older = try XCTUnwrap(try client.request("timeline", ["before": .int(ids[2]), "limit": 1])["result"])
        XCTAssertEqual(older["entries"]?.arrayValue?.map { $0["id"] }, [.int(ids[1])])
        XCTAssertEqual(older["hasOlder"], true)
        XCTAssertEqual(try client.request("timeline", ["document": "about.vml"])["result"]?["entries"]?[0]?["kind"], "load")

        XCTAssertEqual(try client.request("timeline", ["limit": 0])["error"]?["code"], "badParams")
        XCTAssertEqual(try client.request("timeline", ["document": "gone.vml"])["error"]?["code"], "notFound")
    }

    func testTheScreenAfterARunIsItsTreeOrTheOneItsFailureLeft() throws {
        let project = try TemporaryProject(files: ["app.swift": counter])
        let daemon = try startDaemon(project)
        defer { daemon.stop() }
        let (client, ids) = try session(project)

        let tap = try XCTUnwrap(try client.request("screen", ["id": .int(ids[2])])["result"])
        XCTAssertEqual(tap["document"], "app")
        XCTAssertEqual(tap["isCrash"], false)
        XCTAssertEqual(tap["treeSnapshot"], .int(ids[2]))
        XCTAssertEqual(tap["changed"], ["0.0"])
        XCTAssertEqual(try Document(json: try XCTUnwrap(tap["tree"])).root.children[0].props["text"], "Total: 1")
        XCTAssertEqual(tap["state"]?["count"], 1)
        XCTAssertEqual(tap["diff"]?["changed"]?[0]?["id"], "0.0")

        let crash = try XCTUnwrap(try client.request("screen", ["id": .int(ids[4])])["result"])
        XCTAssertEqual(crash["isCrash"], true)
        XCTAssertEqual(crash["treeSnapshot"], .int(ids[3]), "the render the failure left in place")
        XCTAssertEqual(crash["changed"], [])
        XCTAssertEqual(crash["failure"]?["kind"], "indexOutOfRange")

        XCTAssertEqual(try client.request("screen", ["id": .int(ids[2]), "document": "about.vml"])["error"]?["code"], "notFound")
        XCTAssertEqual(try client.request("screen", ["id": 999])["error"]?["code"], "notFound")

        // Once the script is mended, going to the tap's run puts its state back.
        try project.write("app.swift", counter)
        _ = try client.request("reload")
        XCTAssertEqual(try client.request("goto", ["id": .int(ids[2])])["result"]?["ok"], true)
        XCTAssertEqual(try client.request("state", ["path": "on"])["result"]?["value"], .null)
        XCTAssertEqual(try client.request("state", ["path": "count"])["result"]?["value"], 1)
    }
}
