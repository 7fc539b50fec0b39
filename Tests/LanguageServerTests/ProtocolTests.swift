import DaemonTestSupport
import ViewTree
import XCTest

@testable import LanguageServer

/// The base protocol and the life cycle: framing, JSON-RPC's errors, initialize,
/// shutdown and exit, cancellation. Whatever a client sends, it gets an answer and the
/// server lives on.
final class ProtocolTests: XCTestCase {
    func testInitializeAnswersCapabilitiesAndServerInfo() throws {
        let project = try TemporaryProject(files: ["app.swift": "func body() -> Node { Text(\"hi\") }\n"])
        let client = LanguageClient()
        let result = client.initialize(root: project.root)
        let capabilities = result.objectValue?["capabilities"]?.objectValue
        XCTAssertEqual(capabilities?["positionEncoding"], "utf-16")
        XCTAssertEqual(capabilities?["textDocumentSync"]?.objectValue?["change"], 2)
        XCTAssertEqual(result.objectValue?["serverInfo"]?.objectValue?["name"], "workbench")
        XCTAssertEqual(client.shutDown(), 0)
    }

    func testThePreferredPositionEncodingIsNegotiated() {
        let client = LanguageClient()
        let result = client.initialize(root: nil, capabilities: ["general": ["positionEncodings": ["utf-8", "utf-32", "utf-16"]]])
        XCTAssertEqual(result.objectValue?["capabilities"]?.objectValue?["positionEncoding"], "utf-32")
    }

    func testFormattingIsVMLsAloneWhenTheClientRegistersDynamically() {
        let client = LanguageClient()
        let result = client.initialize(root: nil, capabilities: [
            "textDocument": ["formatting": ["dynamicRegistration": true]], "workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]],
        ])
        XCTAssertNil(result.objectValue?["capabilities"]?.objectValue?["documentFormattingProvider"])
        let registrations = client.serverRequest("client/registerCapability")?.objectValue?["registrations"]?.arrayValue ?? []
        let formatting = registrations.first { $0.objectValue?["method"] == "textDocument/formatting" }
        XCTAssertEqual(formatting?.objectValue?["registerOptions"]?.objectValue?["documentSelector"], [["pattern": "**/*.vml"]])
        XCTAssertTrue(registrations.contains { $0.objectValue?["method"] == "workspace/didChangeWatchedFiles" })
        // A client that cannot is told statically.
        let other = LanguageClient()
        XCTAssertEqual(other.initialize(root: nil).objectValue?["capabilities"]?.objectValue?["documentFormattingProvider"], true)
    }

    func testARequestBeforeInitializeIsRefused() {
        let client = LanguageClient()
        let reply = client.request("textDocument/hover", ["textDocument": ["uri": "file:///a.swift"], "position": ["line": 0, "character": 0]])
        XCTAssertEqual(errorCode(reply), -32002)
        // ... and initialize still works after it.
        client.initialize(root: nil)
    }

    func testInitializeTwiceIsAnError() {
        let client = LanguageClient()
        client.initialize(root: nil)
        XCTAssertEqual(errorCode(client.request("initialize", ["capabilities": [:]])), -32600)
    }

    func testMalformedJSONIsAParseErrorAndTheServerLivesOn() {
        let client = LanguageClient()
        client.initialize(root: nil)
        let body = Array("{\"jsonrpc\": \"2.0\", \"id\": 5, \"method\": ".utf8)
        client.sendRaw(Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
        XCTAssertEqual(errorCode(client.reply(to: .null)), -32700)
        XCTAssertEqual(client.shutDown(), 0)
    }

    func testMessagesThatAreNotRequestsAreInvalid() {
        let client = LanguageClient()
        client.initialize(root: nil)
        client.send([1, 2, 3])
        XCTAssertEqual(errorCode(client.reply(to: .null)), -32600)
        client.send(["jsonrpc": "2.0", "id": 77, "method": 12])
        XCTAssertEqual(errorCode(client.reply(to: 77)), -32600)
        client.send(["jsonrpc": "1.0", "id": 78, "method": "shutdown"])
        XCTAssertEqual(errorCode(client.reply(to: 78)), -32600)
        client.send(["jsonrpc": "2.0", "id": 79, "method": "shutdown", "params": "yes"])
        XCTAssertEqual(errorCode(client.reply(to: 79)), -32600)
        client.send(["jsonrpc": "2.0", "id": ["an", "array"], "method": "shutdown"])
        XCTAssertEqual(errorCode(client.reply(to: .null)), -32600)
    }

    func testAnUnknownMethodIsNotFoundWithASuggestion() {
        let client = LanguageClient()
        client.initialize(root: nil)
        let reply = client.request("shutdwn")
        XCTAssertEqual(errorCode(reply), -32601)
        XCTAssertTrue(errorMessage(reply).contains("did you mean \"shutdown\"?"), errorMessage(reply))
        // An unknown notification is ignored: the next request is answered as usual.
        client.notify("workbench/unheardOf", ["x": 1])
        client.notify("$/setTrace", ["value": "off"])
        XCTAssertEqual(client.shutDown(), 0)
    }

    func testBadHeadersAreReportedAndTheNextMessageIsRead() {
        let client = LanguageClient()
        client.initialize(root: nil)
        client.sendRaw(Array("Content-Type: application/json\r\n\r\n".utf8))
        XCTAssertEqual(errorCode(client.reply(to: .null)), -32700)
        client.sendRaw(Array("Content-Length: lots\r\n\r\n".utf8))
        XCTAssertEqual(errorCode(client.reply(to: .null)), -32700)
        client.sendRaw(Array("garbage without a colon\r\n\r\n".utf8))
        XCTAssertEqual(errorCode(client.reply(to: .null)), -32700)
        XCTAssertEqual(client.shutDown(), 0)
    }

    func testAHugeMessageIsSkippedWithAnError() {
        let client = LanguageClient()
        client.initialize(root: nil)
        let length = MessageReader.maximumMessageBytes + 1
        let writer = Thread {
            client.sendRaw(Array("Content-Length: \(length)\r\n\r\n".utf8))
            let chunk = [UInt8](repeating: UInt8(ascii: " "), count: 1 << 20)
            var remaining = length
            while remaining > 0 {
                let count = min(remaining, chunk.count)
                client.sendRaw(Array(chunk[0..<count]))
                remaining -= count
            }
        }
        writer.start()
        let reply = client.reply(to: .null)
        XCTAssertEqual(errorCode(reply), -32600)
        XCTAssertTrue(errorMessage(reply).contains("more than the 32 MB"), errorMessage(reply))
        // The body was read past: the stream is in step again.
        XCTAssertEqual(client.shutDown(), 0)
    }

    func testShutdownRefusesFurtherRequestsAndExitEndsWithZero() {
        let client = LanguageClient()
        client.initialize(root: nil)
        XCTAssertEqual(client.result("shutdown", .null), .null)
        XCTAssertEqual(errorCode(client.request("textDocument/hover", [:])), -32600)
        client.notify("exit")
        XCTAssertEqual(client.waitForExit(), 0)
    }

    func testExitWithoutShutdownEndsWithOne() {
        let client = LanguageClient()
        client.initialize(root: nil)
        client.notify("exit")
        XCTAssertEqual(client.waitForExit(), 1)
    }

    func testACancelledRequestIsAnsweredAsCancelled() {
        let client = LanguageClient()
        client.initialize(root: nil)
        let resume = client.server.holdAnalysisThread()
        let id = client.sendRequest("workspace/slowThing", [:])
        client.notify("$/cancelRequest", ["id": id])
        // The cancellation reaches the reading thread before the work is let go.
        let other = client.sendRequest("workspace/unknown", [:])
        resume()
        XCTAssertEqual(errorCode(client.reply(to: id)), -32800)
        XCTAssertEqual(errorCode(client.reply(to: other)), -32601)
        // Cancelling what is already answered, or was never asked, changes nothing.
        client.notify("$/cancelRequest", ["id": 999])
        XCTAssertEqual(client.shutDown(), 0)
    }

    func testIncrementalChangesCountUTF16() {
        var document = TextDocument(uri: "file:///a.swift", version: 1, text: "let a = \"😀x\"\nlet b = 2\n")
        // 😀 is two UTF-16 units: "x" is at character 11 of line 0.
        document.apply([.init(range: TextRange(start: Position(line: 0, character: 11), end: Position(line: 0, character: 12)), text: "yz")], version: 2, encoding: .utf16)
        XCTAssertEqual(document.text, "let a = \"😀yz\"\nlet b = 2\n")
        document.apply([
            .init(range: TextRange(start: Position(line: 1, character: 8), end: Position(line: 1, character: 9)), text: "3"),
            .init(range: TextRange(start: Position(line: 2, character: 0), end: Position(line: 2, character: 0)), text: "print(b)\n"),
        ], version: 3, encoding: .utf16)
        XCTAssertEqual(document.text, "let a = \"😀yz\"\nlet b = 3\nprint(b)\n")
        XCTAssertEqual(document.version, 3)
        document.apply([.init(range: nil, text: "x")], version: 4, encoding: .utf16)
        XCTAssertEqual(document.text, "x")
    }

    func testPositionsConvertBetweenEncodingsAndWorkbenchColumns() {
        let lines = LineTable("a\r\nµ😀b\rc")
        XCTAssertEqual(lines.lineCount, 3)
        XCTAssertEqual(lines.lineText(1), "µ😀b")
        // "b" is the third scalar of line 2 (column 3): 3 UTF-16 units, 6 UTF-8 bytes in.
        XCTAssertEqual(lines.position(line: 2, column: 3, encoding: .utf16), Position(line: 1, character: 3))
        XCTAssertEqual(lines.position(line: 2, column: 3, encoding: .utf8), Position(line: 1, character: 6))
        XCTAssertEqual(lines.position(line: 2, column: 3, encoding: .utf32), Position(line: 1, character: 2))
        XCTAssertEqual(lines.offset(of: Position(line: 1, character: 99), encoding: .utf16), lines.lineRange(1).upperBound)
        XCTAssertEqual(lines.offset(of: Position(line: 9, character: 0), encoding: .utf16), lines.bytes.count)
    }

    func testFileURIsRoundTrip() {
        XCTAssertEqual(DocumentURI.path(of: "file:///home/me/My%20App/app.swift"), "/home/me/My App/app.swift")
        XCTAssertEqual(DocumentURI.uri(ofPath: "/home/me/My App/ä.swift"), "file:///home/me/My%20App/%C3%A4.swift")
        XCTAssertEqual(DocumentURI.path(of: "file://localhost/tmp/x.vml"), "/tmp/x.vml")
        XCTAssertNil(DocumentURI.path(of: "untitled:Untitled-1"))
    }

    private func errorCode(_ reply: JSONValue) -> Int? {
        reply.objectValue?["error"]?.objectValue?["code"]?.intValue
    }

    private func errorMessage(_ reply: JSONValue) -> String {
        reply.objectValue?["error"]?.objectValue?["message"]?.stringValue ?? ""
    }
}
