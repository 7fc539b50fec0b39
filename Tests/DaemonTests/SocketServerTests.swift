import Daemon
import DaemonTestSupport
import Foundation
import ViewTree
import XCTest

final class SocketServerTests: XCTestCase {
    /// A subscriber that stops reading (a suspended REPL) must not make the daemon hold
    /// every event from then on: past the limit it is disconnected, and others are served.
    func testAClientThatStopsReadingIsDroppedOnceItsQueuePassesTheLimit() throws {
        let project = try TemporaryProject(files: [:])
        let path = project.root + "/test.sock"
        let server = SocketServer(path: path, maximumQueuedOutput: 64 << 10) { request, client in
            client.send(ProtocolMessage.result(id: request.objectValue?["id"] ?? .null, ["pong": true]))
        }
        try server.start()
        defer { server.stop() }
        let stalled = try SocketClient(path: path)
        XCTAssertEqual(try stalled.request("ping")["result"]?["pong"], true)  // accepted and registered

        let line = Array(#"{"event":"filler","data":""#.utf8) + [UInt8](repeating: UInt8(ascii: "x"), count: 10_000) + Array(#""}"#.utf8)
        for _ in 0..<400 { server.broadcast(line: line, to: { _ in true }) }  // 4 MB, far past the socket's buffer

        var received = 0
        XCTAssertThrowsError(try { while true { _ = try stalled.readLine(timeout: 10); received += 1 } }()) { error in
            XCTAssertEqual((error as NSError).domain, "socket closed")
        }
        XCTAssertLessThan(received, 400)
        let other = try SocketClient(path: path)
        XCTAssertEqual(try other.request("ping")["result"]?["pong"], true)
    }
}
