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

    /// A reply larger than the queue may hold is answered with an error saying so, and the
    /// client stays connected: dropped, it would take the daemon for stopped.
    func testAReplyTooLargeToQueueIsAnsweredWithAnError() throws {
        let project = try TemporaryProject(files: [:])
        let path = project.root + "/test.sock"
        let server = SocketServer(path: path, maximumQueuedOutput: 1 << 20) { request, client in
            let size = request["params"]?["size"]?.intValue ?? 0
            client.send(ProtocolMessage.result(id: request["id"] ?? .null, ["text": .string(String(repeating: "x", count: size))]))
        }
        try server.start()
        defer { server.stop() }
        let client = try SocketClient(path: path)
        let large = try client.request("echo", ["size": .int(3 << 20)])
        XCTAssertEqual(large["error"]?["code"], "tooLarge")
        XCTAssertEqual(
            large["error"]?["message"]?.stringValue, "the reply would be 3 MB, more than the 1 MB a reply may hold: ask for a part of it")
        XCTAssertEqual(try client.request("echo", ["size": .int(10)])["result"]?["text"], "xxxxxxxxxx")
    }

    /// `printf REQUEST | socat - UNIX-CONNECT:SOCKET` sends, closes its side, then reads:
    /// what it asked is answered before the connection closes, a last line without its
    /// newline included.
    func testAClientThatClosesItsSideStillGetsItsAnswers() throws {
        let project = try TemporaryProject(files: [:])
        let path = project.root + "/test.sock"
        let server = SocketServer(path: path) { request, client in
            client.send(ProtocolMessage.result(id: request.objectValue?["id"] ?? .null, ["pong": true]))
        }
        try server.start()
        defer { server.stop() }
        let client = try SocketClient(path: path)
        client.send(raw: #"{"id":1,"method":"ping"}"# + "\n" + #"{"id":2,"method":"ping"}"#)
        client.closeWriting()
        XCTAssertEqual(try client.readLine()["id"], 1)
        XCTAssertEqual(try client.readLine()["id"], 2)
        XCTAssertThrowsError(try client.readLine()) { error in
            XCTAssertEqual((error as NSError).domain, "socket closed")
        }
    }

    /// The script thread answers requests queued before the daemon stopped after the
    /// server is gone: answering a connection then neither reaches into the released server
    /// (a crash on every busy shutdown) nor writes into a descriptor opened since.
    func testAnAnswerAfterTheServerStoppedAndWasReleasedIsDroppedQuietly() throws {
        let project = try TemporaryProject(files: [:])
        let path = project.root + "/test.sock"
        final class Held: @unchecked Sendable {
            let lock = NSLock()
            let arrived = DispatchSemaphore(value: 0)
            var requests: [(JSONValue, ClientConnection)] = []
        }
        let held = Held()
        var server: SocketServer? = SocketServer(path: path) { request, client in
            client.beginRequest()
            held.lock.withLock { held.requests.append((request, client)) }
            held.arrived.signal()
        }
        try server?.start()
        let client = try SocketClient(path: path)
        client.sendLine(#"{"id":1,"method":"ping"}"#)
        XCTAssertEqual(held.arrived.wait(timeout: .now() + 10), .success)

        weak var released = server
        server?.stop()
        server = nil
        XCTAssertNil(released, "nothing keeps the stopped server alive")
        // Descriptors closed with the server (listener, client, wake-up pipe) are the first
        // to be given out again: pipes opened now take their numbers.
        let pipes = (0..<4).map { _ in
            var ends: [Int32] = [-1, -1]
            _ = pipe(&ends)
            _ = fcntl(ends[0], F_SETFL, O_NONBLOCK)
            return ends
        }
        defer { pipes.joined().forEach { close($0) } }

        let (request, connection) = try XCTUnwrap(held.lock.withLock { held.requests.first })
        XCTAssertTrue(connection.isClosed)
        connection.finishRequest(ProtocolMessage.result(id: request["id"] ?? .null, ["pong": true]))
        connection.send(ProtocolMessage.event("reloaded", [:]))
        for ends in pipes {
            var byte: UInt8 = 0
            XCTAssertEqual(read(ends[0], &byte, 1), -1, "nothing was written into a pipe opened after the server stopped")
        }
    }

    /// A client that sends without reading its answers is not read from past its limit of
    /// pending requests: the daemon's queue stays bounded, and other clients are served.
    func testAClientIsNotReadFromWhileItHasTooManyRequestsPending() throws {
        let project = try TemporaryProject(files: [:])
        let path = project.root + "/test.sock"
        final class Held: @unchecked Sendable {
            let lock = NSLock()
            var requests: [(JSONValue, ClientConnection)] = []
        }
        let held = Held()
        let server = SocketServer(path: path) { request, client in
            client.beginRequest()
            held.lock.withLock { held.requests.append((request, client)) }
        }
        try server.start()
        defer { server.stop() }
        let flooding = try SocketClient(path: path)
        // One write: many small ones would fill the socket's buffer, which is the point.
        flooding.send(raw: (0..<1_000).map { #"{"id":\#($0),"method":"ping"}"# + "\n" }.joined())
        Thread.sleep(forTimeInterval: 0.5)
        let first = held.lock.withLock {
            defer { held.requests.removeAll() }
            return held.requests
        }
        XCTAssertEqual(first.count, SocketServer.maximumPendingRequests)
        for (request, client) in first { client.finishRequest(ProtocolMessage.result(id: request["id"] ?? .null, [:])) }
        XCTAssertEqual(try flooding.readLine()["id"], 0)
        Thread.sleep(forTimeInterval: 0.5)
        let next = held.lock.withLock { held.requests }
        XCTAssertEqual(next.count, SocketServer.maximumPendingRequests, "answered requests make room for as many more")
        XCTAssertEqual(next.first?.0["id"], .int(SocketServer.maximumPendingRequests))
    }
}
