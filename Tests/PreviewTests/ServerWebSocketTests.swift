import BrowserTestSupport
import Foundation
import HummingbirdWSClient
import Testing
import ViewTree

@testable import Preview

/// The page's WebSocket: documents pushed on every reload, controls acting through it.
@Suite(.timeLimit(.minutes(1))) struct ServerWebSocketTests {
    @Test func aWrongTokenCannotOpenTheSocket() async throws {
        try await withServer(recordingBackend()) { endpoint, _ in
            await #expect(throws: WebSocketClientError.self) {
                try await PageClient.connect(to: "ws://127.0.0.1:\(endpoint.port)/ws?token=nope") { _ in }
            }
            await #expect(throws: WebSocketClientError.self) {
                try await PageClient.connect(to: "ws://127.0.0.1:\(endpoint.port)/ws") { _ in }
            }
        }
    }

    @Test func anotherSitesPageCannotOpenTheSocket() async throws {
        try await withServer(recordingBackend()) { endpoint, _ in
            await #expect(throws: WebSocketClientError.self) {
                try await PageClient.connect(to: endpoint.webSocketURL, origin: "http://evil.example") { _ in }
            }
            await #expect(throws: WebSocketClientError.self) {
                try await PageClient.connect(to: endpoint.webSocketURL, origin: "http://127.0.0.1:1") { _ in }
            }
        }
    }

    @Test func thePreviewsOwnPageOpensTheSocket() async throws {
        try await withServer(recordingBackend()) { endpoint, _ in
            try await PageClient.connect(to: endpoint.webSocketURL, origin: endpoint.origin) { page in
                let documents = try await page.next("documents")
                #expect(documents["names"] == ["app", "about.vml"])
            }
        }
    }

    @Test func aScriptEditPushesTheNewDocument() async throws {
        let backend = try SessionBackend.example()
        try await withServer(backend) { endpoint, _ in
            try await PageClient.connect(to: endpoint.webSocketURL) { page in
                #expect(try await page.next("documents")["names"] == ["app"])
                try await page.send(["type": "subscribe", "document": "app"])
                let render = try await page.next("render")
                #expect(render["document"] == "app")
                #expect(render["failure"] == .null)
                let html = try #require(render["html"]?.stringValue)
                #expect(html.contains(#"<h1 class="sw-nav-title">Todos</h1>"#))
                #expect(html.contains(">Buy milk</span>"))

                let source = await backend.text(of: "app.swift")
                await backend.edit("app.swift", source.replacingOccurrences(of: ".navigationTitle(\"Todos\")", with: ".navigationTitle(\"Chores\")"))
                let patch = try await page.next("patch")
                #expect(try #require(patch["version"]?.intValue) > render["version"]!.intValue!)
                let patches = try #require(patch["patches"]?.arrayValue)
                #expect(patches.count == 1)
                #expect(patches[0].objectValue?["html"]?.stringValue?.contains(#"<h1 class="sw-nav-title">Chores</h1>"#) == true)
            }
        }
    }

    @Test func aTapDispatchesTheNodesAction() async throws {
        let backend = recordingBackend()
        try await withServer(backend) { endpoint, _ in
            try await PageClient.connect(to: endpoint.webSocketURL) { page in
                try await page.send(["type": "subscribe", "document": "app"])
                _ = try await page.next("render")
                try await page.send(["type": "tap", "id": "0.1"])
                var calls = backend.calls.makeAsyncIterator()
                #expect(await calls.next() == .dispatch(action: "increment", payload: .null, document: "app"))
            }
        }
    }

    @Test func noticesAreShownToAPageThatOpensAndPushedAsTheyChange() async throws {
        let backend = recordingBackend()
        await backend.notify(PreviewNotice(kind: "scenarios", level: .error, text: "scenarios: 0 passed, 1 failed", detail: "FAIL add"))
        try await withServer(backend) { endpoint, _ in
            try await PageClient.connect(to: endpoint.webSocketURL) { page in
                _ = try await page.next("documents")
                let shown = try await page.next("notice")
                #expect(shown["kind"] == "scenarios")
                #expect(shown["level"] == "error")
                #expect(shown["text"] == "scenarios: 0 passed, 1 failed")
                #expect(shown["detail"] == "FAIL add")
                // Empty text takes the kind's notice away.
                await backend.notify(PreviewNotice(kind: "scenarios", level: .ok, text: ""))
                #expect(try await page.next("notice")["text"] == "")
            }
        }
        #expect(await backend.notices().isEmpty)
    }

    @Test func aTapComesBackAsTheNewRender() async throws {
        let backend = try SessionBackend.example()
        try await withServer(backend) { endpoint, _ in
            try await PageClient.connect(to: endpoint.webSocketURL) { page in
                try await page.send(["type": "subscribe", "document": "app"])
                let html = try #require(try await page.next("render")["html"]?.stringValue)
                #expect(html.contains(#"<span class="sw-text" style="font-size:28px;font-weight:600">0</span>"#))
                // The counter's "+" button.
                try await page.send(["type": "tap", "id": "0.0.0.2"])
                let patches = try #require(try await page.next("patch")["patches"]?.arrayValue)
                #expect(patches.map { $0.objectValue?["id"] } == ["0.0.0.1"])
                #expect(patches[0].objectValue?["html"]?.stringValue?.contains(">1</span>") == true)
            }
        }
    }

    @Test func controlsWriteThroughTheirBindings() async throws {
        let backend = recordingBackend()
        try await withServer(backend) { endpoint, _ in
            try await PageClient.connect(to: endpoint.webSocketURL) { page in
                try await page.send(["type": "subscribe", "document": "app"])
                _ = try await page.next("render")
                var calls = backend.calls.makeAsyncIterator()
                try await page.send(["type": "write", "id": "0.2", "value": true])
                #expect(await calls.next() == .write(path: "todos[0].done", value: true, document: "app"))
                try await page.send(["type": "write", "id": "0.3", "value": "Milk"])
                #expect(await calls.next() == .write(path: "draft", value: "Milk", document: "app"))
                // The slider's state holds an integer: a whole number stays one, within the range.
                try await page.send(["type": "write", "id": "0.4", "value": 7.0])
                #expect(await calls.next() == .write(path: "volume", value: 7, document: "app"))
                try await page.send(["type": "write", "id": "0.4", "value": 42])
                #expect(await calls.next() == .write(path: "volume", value: 10, document: "app"))
                try await page.send(["type": "step", "id": "0.5", "by": 1])
                #expect(await calls.next() == .write(path: "guests", value: 3, document: "app"))
                try await page.send(["type": "select", "id": "0.6", "index": 1])
                #expect(await calls.next() == .write(path: "filter", value: "open", document: "app"))
                // `TextField(_:value:format:)`: a number, an integer when the state holds one.
                try await page.send(["type": "write", "id": "0.7", "value": 12.5])
                #expect(await calls.next() == .write(path: "amount", value: 12.5, document: "app"))
                try await page.send(["type": "write", "id": "0.7", "value": 3.0])
                #expect(await calls.next() == .write(path: "amount", value: 3, document: "app"))
            }
        }
    }

    @Test func aMalformedOrImpossibleMessageGetsAnErrorAndTheConnectionLivesOn() async throws {
        try await withServer(recordingBackend()) { endpoint, _ in
            try await PageClient.connect(to: endpoint.webSocketURL) { page in
                _ = try await page.next("documents")
                let refusals: [(String, String)] = [
                    ("not json", "not JSON"),
                    ("[1, 2]", "a JSON object"),
                    (#"{"type": "launch"}"#, "unknown message type \"launch\""),
                    (#"{"type": "tap"}"#, "needs a \"id\" string"),
                    (#"{"type": "tap", "id": "0.1"}"#, "subscribe first"),
                    (#"{"type": "subscribe", "document": "nope.vml"}"#, "there is no document \"nope.vml\""),
                ]
                for (message, expected) in refusals {
                    try await page.send(text: message)
                    let error = try await page.next()
                    #expect(error["type"] == "error", "\(message)")
                    #expect(error["message"]?.stringValue?.contains(expected) == true, "\(message): \(error)")
                }
                try await page.send(["type": "subscribe", "document": "app"])
                _ = try await page.next("render")
                let afterSubscribe: [(JSONValue, String)] = [
                    (["type": "tap", "id": "9.9"], "there is no node 9.9"),
                    (["type": "tap", "id": "0.0"], "Text 0.0 has no tap action"),
                    (["type": "write", "id": "0.2", "value": "yes"], "a toggle writes true or false"),
                    (["type": "write", "id": "0.0", "value": "x"], "not a control the page writes"),
                    (["type": "write", "id": "0.7", "value": "12"], "a slider or a number field writes a number"),
                    (["type": "select", "id": "0.6", "index": 2], "has no .tag(...)"),
                    (["type": "select", "id": "0.6", "index": 7], "there is no option 7"),
                    (["type": "step", "id": "0.5", "by": 5], "steps by 1 or -1"),
                ]
                for (message, expected) in afterSubscribe {
                    try await page.send(message)
                    let error = try await page.next()
                    #expect(error["message"]?.stringValue?.contains(expected) == true, "\(message): \(error)")
                }
                // Still serving.
                try await page.send(["type": "inspect", "id": "0.0"])
                #expect(try await page.next()["type"] == "inspection")
            }
        }
    }

    @Test func aFailedReloadShowsItsDiagnosticsOverTheLastGoodRenderUntilTheNextSuccess() async throws {
        let backend = try SessionBackend.example()
        try await withServer(backend) { endpoint, _ in
            try await PageClient.connect(to: endpoint.webSocketURL) { page in
                try await page.send(["type": "subscribe", "document": "app"])
                _ = try await page.next("render")
                let good = await backend.text(of: "components.swift")
                await backend.edit("components.swift", good.replacingOccurrences(of: "HStack(spacing: 12) {", with: "HStack(spacing: 12 {"))
                let failed = try await page.next("patch")
                #expect(failed["patches"] == [])
                let overlay = try #require(failed["failure"]?.stringValue)
                #expect(overlay.contains(#"<span class="wb-location">components.swift:5:23:</span>"#))
                #expect(overlay.contains(#"<span class="wb-severity">error:</span><span class="wb-message">expected ')' in function call</span>"#))
                #expect(overlay.contains(" 5 |     HStack(spacing: 12 {\n   |                       ^"))
                #expect(overlay.contains("<li>note: to match this opening '(' at 5:11</li>"))
                await backend.edit("components.swift", good)
                let recovered = try await page.next("patch")
                #expect(recovered["failure"] == .null)
            }
        }
    }

    @Test func aRuntimeFailureShowsItsStack() async throws {
        let backend = try SessionBackend.example()
        try await withServer(backend) { endpoint, _ in
            try await PageClient.connect(to: endpoint.webSocketURL) { page in
                try await page.send(["type": "subscribe", "document": "app"])
                _ = try await page.next("render")
                let good = await backend.text(of: "components.swift")
                await backend.edit("components.swift", good.replacingOccurrences(of: "Text(\"\\(count)\")", with: "Text(\"\\([1][count + 5])\")"))
                let overlay = try #require(try await page.next("patch")["failure"]?.stringValue)
                #expect(overlay.contains("The run failed"))
                #expect(overlay.contains("stack trace, innermost first:"))
                #expect(overlay.contains("counter at components.swift:"))
            }
        }
    }

    @Test func inspectingANodeShowsItsPropsModifiersReadsAndSource() async throws {
        let backend = try SessionBackend.example()
        try await withServer(backend) { endpoint, _ in
            try await PageClient.connect(to: endpoint.webSocketURL) { page in
                try await page.send(["type": "subscribe", "document": "app"])
                _ = try await page.next("render")
                try await page.send(["type": "inspect", "id": "0.0.0.1"])
                let inspection = try await page.next("inspection")
                let summary = try #require(inspection["summary"]?.stringValue)
                #expect(summary.contains(#"<div class="wb-inspect-line">Text 0.0.0.1 "0" · font frame</div>"#))
                let detail = try #require(inspection["detail"]?.stringValue)
                #expect(detail.contains(#"<code>text: "0"</code>"#))
                #expect(detail.contains("<code>.font(.system(size: 28, weight: .semibold))</code>"))
                #expect(detail.contains("<p>components.swift:8:9</p>"))
                #expect(detail.contains(#"&gt;  8 |         Text("\(count)")"#))
                #expect(detail.contains(#"   9 |             .font(.system(size: 28, weight: .semibold))"#))

                try await page.send(["type": "inspect", "id": "0.0.3.0.@0.0"])
                let toggle = try #require(try await page.next("inspection")["detail"]?.stringValue)
                #expect(toggle.contains("<code>isOn &lt;-&gt; todos[0].done = false</code>"))
                try await page.send(["type": "inspect", "id": "0.0.3.0.@0"])
                let row = try #require(try await page.next("inspection")["detail"]?.stringValue)
                #expect(row.contains("built by the component todoRow()"))
            }
        }
    }

    @Test func aPageSeesOnlyTheDocumentItChose() async throws {
        let backend = recordingBackend()
        try await withServer(backend) { endpoint, _ in
            try await PageClient.connect(to: endpoint.webSocketURL) { page in
                try await page.send(["type": "subscribe", "document": "about.vml"])
                #expect(try await page.next("render")["html"]?.stringValue?.contains(">About</span>") == true)
                await backend.publish("app", PreviewDocumentState(document: counterDocument(count: 5), version: 2))
                await backend.publish("about.vml", PreviewDocumentState(document: Document(root: text("About us", id: "about")), version: 2))
                let next = try await page.next()
                #expect(next["type"] == "patch")
                #expect(next["document"] == "about.vml")
            }
        }
    }

    @Test func anOlderStateArrivingLateIsIgnored() async throws {
        let backend = recordingBackend()
        try await withServer(backend) { endpoint, _ in
            try await PageClient.connect(to: endpoint.webSocketURL) { page in
                try await page.send(["type": "subscribe", "document": "app"])
                _ = try await page.next("render")
                await backend.publish("app", PreviewDocumentState(document: counterDocument(count: 9), version: 0))
                await backend.publish("app", PreviewDocumentState(document: counterDocument(count: 2), version: 3))
                let patch = try await page.next()
                #expect(patch["version"] == 3)
                #expect(patch["patches"]?.arrayValue?.first?.objectValue?["html"]?.stringValue?.contains("Count: 2") == true)
            }
        }
    }

    @Test func stoppingTheServerClosesOpenPages() async throws {
        let server = PreviewServer(backend: recordingBackend(), logger: quietLogger)
        let endpoint = try await server.start(port: 0)
        try await PageClient.connect(to: endpoint.webSocketURL) { page in
            _ = try await page.next("documents")
            await server.stop()
            await page.waitUntilClosed()
        }
        #expect(await server.endpoint == nil)
    }
}
