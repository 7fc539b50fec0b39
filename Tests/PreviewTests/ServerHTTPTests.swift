import BrowserTestSupport
import Testing
import ViewTree

@testable import Preview

/// The page and its assets, behind the token.
@Suite(.timeLimit(.minutes(1))) struct ServerHTTPTests {
    @Test func thePageIsServedWithItsTokenInItsAssetURLs() async throws {
        try await withServer(recordingBackend()) { endpoint, _ in
            let response = try await get(endpoint, "/?token=" + endpoint.token.text)
            #expect(response.status == 200)
            #expect(response.header("Content-Type") == "text/html; charset=utf-8")
            #expect(response.header("Content-Security-Policy")?.contains("script-src 'self'") == true)
            #expect(response.header("Cache-Control") == "no-store")
            #expect(response.text.contains(#"<script src="preview.js?token=\#(endpoint.token.text)" defer></script>"#))
            #expect(response.text.contains(#"<link rel="stylesheet" href="preview.css?token=\#(endpoint.token.text)">"#))
            #expect(response.text.contains(#"id="wb-screen""#))
        }
    }

    @Test func theStylesheetAndScriptAreServed() async throws {
        try await withServer(recordingBackend()) { endpoint, _ in
            let css = try await get(endpoint, "/preview.css?token=" + endpoint.token.text)
            #expect(css.status == 200)
            #expect(css.header("Content-Type") == "text/css; charset=utf-8")
            #expect(css.text.contains(".sw-vstack") || css.text.contains(".sw-axis-v"))
            let script = try await get(endpoint, "/preview.js?token=" + endpoint.token.text)
            #expect(script.status == 200)
            #expect(script.header("Content-Type") == "text/javascript; charset=utf-8")
            #expect(script.text.contains("function morph(from, to)"))
            let historyCSS = try await get(endpoint, "/history.css?token=" + endpoint.token.text)
            #expect(historyCSS.header("Content-Type") == "text/css; charset=utf-8")
            #expect(historyCSS.text.contains(".wb-mark"))
            let historyScript = try await get(endpoint, "/history.js?token=" + endpoint.token.text)
            #expect(historyScript.header("Content-Type") == "text/javascript; charset=utf-8")
            #expect(historyScript.text.contains("wb.handlers.snapshot"))
        }
    }

    @Test(arguments: ["/", "/preview.css", "/preview.js", "/history.css", "/history.js", "/ws", "/elsewhere"])
    func aMissingTokenIsRefused(path: String) async throws {
        try await withServer(recordingBackend()) { endpoint, _ in
            let response = try await get(endpoint, path)
            #expect(response.status == 403)
            #expect(response.text.contains("needs its token"))
            #expect(!response.text.contains("wb-screen"))
        }
    }

    @Test func aWrongTokenIsRefused() async throws {
        try await withServer(recordingBackend()) { endpoint, _ in
            var shorter = endpoint.token.text
            let last = shorter.removeLast()
            let otherLast: Character = last == "A" ? "B" : "A"
            let candidates = [
                shorter + String(otherLast), shorter, endpoint.token.text + "A", "", String(repeating: endpoint.token.text, count: 257),
            ]
            for candidate in candidates {
                let response = try await get(endpoint, "/?token=" + candidate)
                #expect(response.status == 403, "token \(candidate.prefix(50))")
            }
            #expect(try await get(endpoint, "/?other=" + endpoint.token.text).status == 403)
        }
    }

    /// DNS rebinding: a page of evil.example whose name now resolves to 127.0.0.1 reaches
    /// the preview; its requests still name evil.example. Refused, token or not, on every
    /// path, the socket's upgrade included.
    @Test(arguments: ["/", "/preview.css", "/preview.js", "/ws", "/elsewhere"])
    func aRequestSentToAnotherHostIsRefused(path: String) async throws {
        try await withServer(recordingBackend()) { endpoint, _ in
            for host in ["evil.example", "evil.example:\(endpoint.port)", "127.0.0.1.evil.example"] {
                let response = try await get(endpoint, path + "?token=" + endpoint.token.text, host: host)
                #expect(response.status == 403, "Host: \(host)")
                #expect(response.text.contains("answers only at its own address"))
                #expect(!response.text.contains("wb-screen"))
            }
        }
    }

    /// The WebSocket's upgrade, from a page with a rebound name: refused (a 4xx, no 101),
    /// though it sends no `Origin` a program would not send either.
    @Test func theSocketsUpgradeSentToAnotherHostIsRefused() async throws {
        try await withServer(recordingBackend()) { endpoint, _ in
            for host in ["evil.example", "127.0.0.1:\(endpoint.port)"] {
                let response = try await rawRequest(
                    endpoint,
                    "GET /ws?token=\(endpoint.token.text) HTTP/1.1\r\nHost: \(host)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                        + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n")
                let status = response.split(separator: "\r\n").first ?? ""
                #expect(status.hasPrefix(host == "evil.example" ? "HTTP/1.1 4" : "HTTP/1.1 101"), "Host: \(host): \(status)")
            }
        }
    }

    @Test func aRequestWithoutAHostIsRefused() async throws {
        try await withServer(recordingBackend()) { endpoint, _ in
            let response = try await get(endpoint, "/?token=" + endpoint.token.text, host: nil)
            #expect(response.status == 403)
        }
    }

    @Test(arguments: ["localhost", "127.0.0.1", "[::1]", "LOCALHOST"])
    func theLoopbackNamesAreTheServersOwn(name: String) async throws {
        try await withServer(recordingBackend()) { endpoint, _ in
            let response = try await get(endpoint, "/?token=" + endpoint.token.text, host: "\(name):\(endpoint.port)")
            #expect(response.status == 200)
        }
    }

    /// A request another site's page makes (a fetch, a module script) carries its origin.
    @Test func aRequestFromAnotherSitesPageIsRefused() async throws {
        try await withServer(recordingBackend()) { endpoint, _ in
            let host = "\(endpoint.host):\(endpoint.port)"
            for origin in ["http://evil.example", "null", "http://127.0.0.1:1"] {
                let response = try await get(endpoint, "/?token=" + endpoint.token.text, host: host, headers: [.origin: origin])
                #expect(response.status == 403, "Origin: \(origin)")
                #expect(!response.text.contains("wb-screen"))
            }
            let own = try await get(endpoint, "/preview.js?token=" + endpoint.token.text, host: host, headers: [.origin: "http://" + host])
            #expect(own.status == 200)
        }
    }

    @Test func anUnknownPathWithTheTokenIsNotFound() async throws {
        try await withServer(recordingBackend()) { endpoint, _ in
            let response = try await get(endpoint, "/secrets?token=" + endpoint.token.text)
            #expect(response.status == 404)
        }
    }

    @Test func thePlainSocketPathWantsAnUpgrade() async throws {
        try await withServer(recordingBackend()) { endpoint, _ in
            let response = try await get(endpoint, "/ws?token=" + endpoint.token.text)
            #expect(response.status == 426)
        }
    }

    @Test func portZeroPicksAFreePortAndTheURLCarriesTheToken() async throws {
        try await withServer(recordingBackend()) { endpoint, server in
            #expect(endpoint.port > 0)
            #expect(endpoint.url == "http://127.0.0.1:\(endpoint.port)/?token=\(endpoint.token.text)")
            #expect(endpoint.webSocketURL == "ws://127.0.0.1:\(endpoint.port)/ws?token=\(endpoint.token.text)")
            #expect(await server.endpoint == endpoint)
        }
    }

    @Test func aPortInUseIsAnError() async throws {
        try await withServer(recordingBackend()) { endpoint, _ in
            let second = PreviewServer(backend: recordingBackend(), logger: quietLogger)
            await #expect(throws: PreviewServerError.self) {
                _ = try await second.start(host: "127.0.0.1", port: endpoint.port)
            }
        }
    }

    @Test func startingTwiceIsAnError() async throws {
        try await withServer(recordingBackend()) { _, server in
            await #expect(throws: PreviewServerError.self) {
                _ = try await server.start(host: "127.0.0.1", port: 0)
            }
        }
    }

    @Test func tokensAre256RandomBitsInURLSafeText() {
        let first = AccessToken.random()
        let second = AccessToken.random()
        #expect(first != second)
        #expect(first.text.count == 43)
        #expect(first.text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
        #expect(!first.description.contains(first.text))
    }

    @Test func tokenMatchingIsExact() {
        let token = AccessToken(text: "abcdef")
        #expect(token.matches("abcdef"))
        #expect(!token.matches("abcde"))
        #expect(!token.matches("abcdefg"))
        #expect(!token.matches("abcdeF"))
        #expect(!token.matches(""))
        #expect(!AccessToken(text: "").matches(""))
    }
}

