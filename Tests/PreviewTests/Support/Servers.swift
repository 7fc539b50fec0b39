import BrowserTestSupport
import Foundation
import HTTPTypes
import HummingbirdTesting
import Preview
import Testing
import ViewTree

/// Runs `body` with a preview server for `backend` listening on a free loopback port.
func withServer(
    _ backend: any PreviewBackend, token: AccessToken = .random(), _ body: (PreviewEndpoint, PreviewServer) async throws -> Void
) async throws {
    let server = PreviewServer(backend: backend, token: token, logger: quietLogger)
    let endpoint = try await server.start(host: "127.0.0.1", port: 0)
    do {
        try await body(endpoint, server)
    } catch {
        await server.stop()
        throw error
    }
    await server.stop()
}

/// A response to a GET: its status, headers and body text.
struct HTTPReply {
    var status: Int
    var headers: [String: String]
    var text: String

    /// A header's value, by its name in any case.
    func header(_ name: String) -> String? {
        headers.first { $0.key.lowercased() == name.lowercased() }?.value
    }
}

/// One HTTP GET against a running server, sent to its address as a browser sends it
/// (`Host: 127.0.0.1:PORT`).
func get(_ endpoint: PreviewEndpoint, _ target: String) async throws -> HTTPReply {
    try await get(endpoint, target, host: "\(endpoint.host):\(endpoint.port)")
}

/// One HTTP GET against a running server with a given `Host` (none when nil) and headers:
/// what a page whose name was rebound to the server's address, or a program, sends.
func get(_ endpoint: PreviewEndpoint, _ target: String, host: String?, headers: HTTPFields = [:]) async throws -> HTTPReply {
    let response = try await TestClient.withClient(host: endpoint.host, port: endpoint.port) { client in
        try await client.execute(TestClient.Request(target, method: .get, authority: host, headers: headers))
    }
    var headers: [String: String] = [:]
    for field in response.headers { headers[field.name.rawName] = field.value }
    let text = response.body.map { String(decoding: $0.readableBytesView, as: UTF8.self) } ?? ""
    return HTTPReply(status: response.status.code, headers: headers, text: text)
}

/// The head of the response to a request sent byte for byte as written (an upgrade a
/// browser would send, with headers the HTTP client would rewrite). On a thread of its
/// own: its reads block, and the server's tasks need the cooperative pool meanwhile.
func rawRequest(_ endpoint: PreviewEndpoint, _ text: String) async throws -> String {
    try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread {
            continuation.resume(with: Result { try blockingRawRequest(endpoint, text) })
        }
    }
}

private func blockingRawRequest(_ endpoint: PreviewEndpoint, _ text: String) throws -> String {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(descriptor) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(endpoint.port).bigEndian)
    address.sin_addr.s_addr = inet_addr(endpoint.host)
    let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    guard connected == 0 else { throw RawRequestError.cannotConnect(errno) }
    var timeout = timeval(tv_sec: 10, tv_usec: 0)
    setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var request = text
    _ = request.withUTF8 { write(descriptor, $0.baseAddress, $0.count) }
    var response: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while response.count < 4096 {
        let count = read(descriptor, &buffer, buffer.count)
        guard count > 0 else { break }
        response += buffer[0..<count]
        if String(decoding: response, as: UTF8.self).contains("\r\n\r\n") { break }
    }
    return String(decoding: response, as: UTF8.self)
}

/// Why a raw request could not be sent.
enum RawRequestError: Error {
    case cannotConnect(Int32)
}

/// A small document for the recording backend: a counter with a button, a toggle and a
/// picker, the way the example app builds them.
func counterDocument(count: Int = 0) -> Document {
    Document(
        root: node(
            "VStack",
            children: [
                text("Count: \(count)", id: "0.0"),
                node("Button", id: "0.1", ["title": "+"], events: ["tap": "increment"]),
                node("Toggle", id: "0.2", ["title": "Done"], bindings: ["isOn": "todos[0].done"]),
                node("TextField", id: "0.3", ["title": "New"], bindings: ["text": "draft"]),
                node(
                    "Slider", id: "0.4",
                    ["in": .named(MemberChain([.init("ClosedRange", arguments: [Argument(label: "lowerBound", 0), Argument(label: "upperBound", 10)])]))],
                    bindings: ["value": "volume"]),
                node("Stepper", id: "0.5", ["title": "Guests", "step": 2], bindings: ["value": "guests"]),
                node(
                    "Picker", id: "0.6", ["title": "Show"],
                    children: [
                        text("All", id: "0.6.0", modifiers: [modifier("tag", "all")]),
                        text("Open", id: "0.6.1", modifiers: [modifier("tag", "open")]),
                        text("Untagged", id: "0.6.2"),
                    ],
                    bindings: ["selection": "filter"]),
                node("TextField", id: "0.7", ["title": "Amount"], bindings: ["value": "amount"]),
            ]))
}

/// A recording backend with the counter as `app` and a VML page as `about.vml`.
func recordingBackend() -> RecordingBackend {
    RecordingBackend(documents: [
        ("app", PreviewDocumentState(
            document: counterDocument(), stateValues: ["todos[0].done": false, "draft": "", "volume": 3, "guests": 1, "filter": "all", "amount": 2],
            version: 1)),
        ("about.vml", PreviewDocumentState(document: Document(root: text("About", id: "about")), version: 1)),
    ])
}

/// Runs `body` with a page of headless Chromium showing a preview server for `backend`,
/// loaded and showing a `NavigationStack`; records an issue instead when Chromium is missing.
func withPreviewPage(_ backend: SessionBackend, _ body: @escaping @Sendable (DevToolsPage) async throws -> Void) async throws {
    try await withServer(backend) { endpoint, _ in
        let browser: HeadlessChromium
        do {
            browser = try await HeadlessChromium()
        } catch {
            Issue.record("\(error)")
            return
        }
        defer { browser.close() }
        try await browser.withPage { page in
            try await page.navigate(endpoint.url)
            try await page.waitUntil(#"document.querySelector('#wb-screen [data-type="NavigationStack"]')"#)
            try await body(page)
        }
    }
}
