import Foundation
import ViewTree
import XCTest

@testable import LanguageServer

/// A language client for the tests: runs a `LanguageServer` in the test's process over two
/// pipes, sends requests and notifications as an editor would, and collects what the
/// server sends (replies by id, notifications in order).
final class LanguageClient: @unchecked Sendable {
    private let toServer: (read: Int32, write: Int32)
    private let fromServer: (read: Int32, write: Int32)
    let server: LanguageServer
    private let serverDone = DispatchSemaphore(value: 0)
    private let condition = NSCondition()
    private var replies: [JSONValue: JSONValue] = [:]
    private var notifications: [JSONValue] = []
    private var serverRequests: [JSONValue] = []
    private var nextID = 1
    private var exitStatus: Int32?
    /// How long to wait for an answer before failing the test.
    var timeout: TimeInterval = 20

    /// Starts a server for the project at `root` (`rootUri`), without the daemon unless asked.
    init(options: LanguageServer.Options = .init(connectsToDaemon: false)) {
        var first: [Int32] = [0, 0]
        var second: [Int32] = [0, 0]
        precondition(pipe(&first) == 0 && pipe(&second) == 0)
        toServer = (first[0], first[1])
        fromServer = (second[0], second[1])
        server = LanguageServer(input: toServer.read, output: fromServer.write, options: options)
        let server = self.server
        Thread.detachNewThread { [self] in
            let status = server.run()
            condition.lock()
            exitStatus = status
            condition.broadcast()
            condition.unlock()
            serverDone.signal()
        }
        Thread.detachNewThread { [self] in readReplies() }
    }

    deinit {
        close(toServer.write)
        _ = serverDone.wait(timeout: .now() + 10)
        close(toServer.read)
        close(fromServer.write)
        close(fromServer.read)
    }

    // MARK: - Sending

    /// Sends raw bytes, framing and all.
    func sendRaw(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { write(toServer.write, $0.baseAddress! + offset, $0.count - offset) }
            precondition(written > 0)
            offset += written
        }
    }

    /// Sends a message with its header.
    func send(_ message: JSONValue) {
        let body = CanonicalJSONWriter().bytes(message)
        sendRaw(Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    /// Sends a request without waiting; returns its id.
    @discardableResult
    func sendRequest(_ method: String, _ params: JSONValue = [:]) -> JSONValue {
        condition.lock()
        let id = JSONValue.int(nextID)
        nextID += 1
        condition.unlock()
        send(["jsonrpc": "2.0", "id": id, "method": .string(method), "params": params])
        return id
    }

    /// Sends a notification.
    func notify(_ method: String, _ params: JSONValue = [:]) {
        send(["jsonrpc": "2.0", "method": .string(method), "params": params])
    }

    /// Sends a request and waits for its whole reply (`result` or `error` inside).
    func request(_ method: String, _ params: JSONValue = [:], file: StaticString = #filePath, line: UInt = #line) -> JSONValue {
        reply(to: sendRequest(method, params), file: file, line: line)
    }

    /// Sends a request and returns its `result`, failing the test on an error.
    func result(_ method: String, _ params: JSONValue = [:], file: StaticString = #filePath, line: UInt = #line) -> JSONValue {
        let message = request(method, params, file: file, line: line)
        XCTAssertNil(message.objectValue?["error"], "\(method) failed: \(message)", file: file, line: line)
        return message.objectValue?["result"] ?? .null
    }

    /// Waits for the reply to the request `id`.
    func reply(to id: JSONValue, file: StaticString = #filePath, line: UInt = #line) -> JSONValue {
        wait(file: file, line: line, "the reply to \(id)") { $0.replies.removeValue(forKey: id) } ?? .null
    }

    // MARK: - Sessions

    /// `initialize` for a project folder, then `initialized`; returns the result.
    @discardableResult
    func initialize(root: String?, capabilities: JSONValue = LanguageClient.editorCapabilities) -> JSONValue {
        var params: [String: JSONValue] = ["processId": .null, "capabilities": capabilities]
        params["rootUri"] = root.map { .string(DocumentURI.uri(ofPath: $0)) } ?? .null
        let result = self.result("initialize", .object(params))
        notify("initialized")
        return result
    }

    /// What a modern editor says it can do.
    static let editorCapabilities: JSONValue = [
        "general": ["positionEncodings": ["utf-16"]],
        "textDocument": [
            "completion": ["completionItem": ["snippetSupport": true]],
            "hover": ["contentFormat": ["markdown", "plaintext"]],
            "publishDiagnostics": ["relatedInformation": true],
        ],
        "window": ["showDocument": ["support": true]],
    ]

    /// Opens a document.
    func open(_ path: String, _ text: String, version: Int = 1) {
        let language = path.hasSuffix(".vml") ? "xml" : path.hasSuffix(".json") ? "json" : "swift"
        notify("textDocument/didOpen", ["textDocument": ["uri": .string(uri(path)), "languageId": .string(language), "version": .int(version), "text": .string(text)]])
    }

    /// Replaces an open document's whole text, as a client syncing full documents does.
    func change(_ path: String, to text: String, version: Int) {
        notify("textDocument/didChange", ["textDocument": ["uri": .string(uri(path)), "version": .int(version)], "contentChanges": [["text": .string(text)]]])
    }

    /// Replaces a range of an open document (lines and characters from 0), as a client
    /// syncing incrementally does.
    func change(_ path: String, from start: (Int, Int), to end: (Int, Int), with text: String, version: Int) {
        let range: JSONValue = [
            "start": ["line": .int(start.0), "character": .int(start.1)], "end": ["line": .int(end.0), "character": .int(end.1)],
        ]
        notify("textDocument/didChange", [
            "textDocument": ["uri": .string(uri(path)), "version": .int(version)], "contentChanges": [["range": range, "text": .string(text)]],
        ])
    }

    /// The URI of a path.
    func uri(_ path: String) -> String { DocumentURI.uri(ofPath: path) }

    /// `shutdown` then `exit`; returns the server's exit status.
    func shutDown(file: StaticString = #filePath, line: UInt = #line) -> Int32? {
        _ = result("shutdown", .null, file: file, line: line)
        notify("exit")
        return waitForExit(file: file, line: line)
    }

    /// Waits for the server to end; returns its status.
    func waitForExit(file: StaticString = #filePath, line: UInt = #line) -> Int32? {
        wait(file: file, line: line, "the server's exit") { $0.exitStatus }
    }

    // MARK: - Receiving

    /// Waits for a notification of `method` that `matching` accepts, removing it (and the
    /// ones before it of the same method).
    func notification(_ method: String, file: StaticString = #filePath, line: UInt = #line, matching: @escaping (JSONValue) -> Bool = { _ in true }) -> JSONValue? {
        wait(file: file, line: line, "a \(method) notification") { client in
            guard let index = client.notifications.firstIndex(where: { $0.objectValue?["method"]?.stringValue == method && matching($0.objectValue?["params"] ?? .null) }) else { return nil }
            let found = client.notifications[index]
            client.notifications.removeSubrange(...index)
            return found.objectValue?["params"] ?? .null
        }
    }

    /// The diagnostics published last for a file, waiting until `matching` accepts them.
    func diagnostics(_ path: String, file: StaticString = #filePath, line: UInt = #line, matching: @escaping ([JSONValue]) -> Bool = { _ in true }) -> [JSONValue] {
        let target = uri(path)
        let params = notification("textDocument/publishDiagnostics", file: file, line: line) { params in
            params.objectValue?["uri"]?.stringValue == target && matching(params.objectValue?["diagnostics"]?.arrayValue ?? [])
        }
        return params?.objectValue?["diagnostics"]?.arrayValue ?? []
    }

    /// The notifications received and not yet taken.
    var pendingNotifications: [JSONValue] {
        condition.lock()
        defer { condition.unlock() }
        return notifications
    }

    /// Waits for a request of `method` from the server (`client/registerCapability`...),
    /// returning its params.
    func serverRequest(_ method: String, file: StaticString = #filePath, line: UInt = #line) -> JSONValue? {
        wait(file: file, line: line, "a \(method) request") { client in
            client.serverRequests.last { $0.objectValue?["method"]?.stringValue == method }?.objectValue?["params"]
        }
    }

    /// The requests the server sent to the client (`window/showDocument`...).
    var requestsFromServer: [JSONValue] {
        condition.lock()
        defer { condition.unlock() }
        return serverRequests
    }

    private func wait<T>(file: StaticString, line: UInt, _ what: String, _ take: (LanguageClient) -> T?) -> T? {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let value = take(self) { return value }
            guard condition.wait(until: deadline) else {
                XCTFail("timed out waiting for \(what); notifications: \(notifications.map(\.canonicalText).joined(separator: "\n").prefix(3000))", file: file, line: line)
                return nil
            }
        }
    }

    private func readReplies() {
        let reader = MessageReader(descriptor: fromServer.read)
        while case .message(let body) = reader.next() {
            guard let message = try? JSONParser.parse(bytes: body), let members = message.objectValue else { continue }
            condition.lock()
            if members["method"] != nil, let id = members["id"] {
                serverRequests.append(message)
                // Answer as an editor would, so that nothing waits.
                send(["jsonrpc": "2.0", "id": id, "result": .null])
            } else if members["method"] != nil {
                notifications.append(message)
            } else {
                replies[members["id"] ?? .null] = message
            }
            condition.broadcast()
            condition.unlock()
        }
    }
}
