import BrowserTestSupport
import Foundation
import Testing
import ViewTree

@testable import Preview

/// The history strip over the page's WebSocket: pages of runs, a past screen shown
/// read-only with what changed, the live app kept apart meanwhile, and going back.
@Suite(.timeLimit(.minutes(1))) struct HistoryStripTests {
    @Test func aBackendWithoutHistoryShowsNoStrip() async throws {
        try await withServer(recordingBackend()) { endpoint, _ in
            try await PageClient.connect(to: endpoint.webSocketURL) { page in
                try await page.send(["type": "subscribe", "document": "app"])
                try await page.send(["type": "history"])
                let history = try await page.next("history")
                #expect(history["available"] == false)
                #expect(history["entries"] == [])
                try await page.send(["type": "scrub", "snapshot": 1])
                #expect(try await page.next("error")["message"] == "this preview keeps no history")
            }
        }
    }

    @Test func theStripIsReadNewestFirstAndOlderPagesOnRequest() async throws {
        try await withServer(historyBackend()) { endpoint, _ in
            try await PageClient.connect(to: endpoint.webSocketURL) { page in
                try await page.send(["type": "subscribe", "document": "app"])
                try await page.send(["type": "history"])
                let history = try await page.next("history")
                #expect(history["available"] == true)
                #expect(history["total"] == 3)
                #expect(history["hasOlder"] == false)
                let entries = try #require(history["entries"]?.arrayValue)
                #expect(entries.map { $0.objectValue?["snapshot"] } == [3, 2, 1])
                #expect(entries[1] == [
                    "snapshot": 2, "time": 1_700_000_001_000, "kind": "tap", "detail": "increment", "tapped": "Button \"+\" 0.1",
                    "files": [], "nodesChanged": 1, "crash": false, "problem": .null, "milliseconds": 1.5,
                ])
                #expect(entries[0].objectValue?["crash"] == true)
                #expect(entries[0].objectValue?["nodesChanged"] == .null)

                try await page.send(["type": "history", "before": 2])
                #expect(try await page.next("history")["entries"]?.arrayValue?.map { $0.objectValue?["snapshot"] } == [1])
            }
        }
    }

    @Test func aPastScreenIsReadOnlyAndTheLiveAppComesBackWhenAsked() async throws {
        let backend = historyBackend()
        try await withServer(backend) { endpoint, _ in
            try await PageClient.connect(to: endpoint.webSocketURL) { page in
                try await page.send(["type": "subscribe", "document": "app"])
                #expect(try await page.next("render")["html"]?.stringValue?.contains("Count: 2") == true)

                try await page.send(["type": "scrub", "snapshot": 2])
                let shown = try await page.next("snapshot")
                #expect(shown["snapshot"] == 2)
                #expect(shown["treeSnapshot"] == 2)
                #expect(shown["html"]?.stringValue?.contains("Count: 1") == true)
                #expect(shown["changed"] == ["0.0"])
                #expect(shown["crash"] == false)
                #expect(shown["restorable"] == true)
                #expect(shown["failure"] == .null)

                // Its controls do nothing; the inspector reads the run's tree and its source as it was.
                try await page.send(["type": "tap", "id": "0.1"])
                #expect(try await page.next("error")["message"]?.stringValue?.contains("snapshot #2, which is read-only") == true)
                try await page.send(["type": "inspect", "id": "0.0"])
                let inspection = try await page.next("inspection")
                #expect(inspection["detail"]?.stringValue?.contains("Text(\"Count: \\(count)\") // as it was") == true)

                // The live app moves on: no render reaches the page, the strip gains a mark.
                await backend.publish("app", PreviewDocumentState(document: counterDocument(count: 3), version: 5))
                await backend.store(run(5, .action, count: 3, changed: ["0.0"]))
                let mark = try await page.next()
                #expect(mark["type"] == "mark")
                #expect(mark["entry"]?.objectValue?["snapshot"] == 5)

                try await page.send(["type": "live"])
                #expect(try await page.next()["type"] == "live")
                let live = try await page.next()
                #expect(live["type"] == "render")
                #expect(live["html"]?.stringValue?.contains("Count: 3") == true)
                try await page.send(["type": "tap", "id": "0.1"])
                var calls = backend.calls.makeAsyncIterator()
                #expect(await calls.next() == .dispatch(action: "increment", payload: .null, document: "app"))
            }
        }
    }

    @Test func aCrashShowsItsFailureOverTheRenderItLeftWithReplayAndBisect() async throws {
        try await withServer(historyBackend()) { endpoint, _ in
            try await PageClient.connect(to: endpoint.webSocketURL) { page in
                try await page.send(["type": "subscribe", "document": "app"])
                try await page.send(["type": "scrub", "snapshot": 3])
                let shown = try await page.next("snapshot")
                #expect(shown["crash"] == true)
                #expect(shown["treeSnapshot"] == 2)
                #expect(shown["html"]?.stringValue?.contains("Count: 1") == true)
                let failure = try #require(shown["failure"]?.stringValue)
                #expect(failure.contains("index 5 is out of range"))
                #expect(failure.contains("Snapshot #3 failed; underneath is the render it left in place, from snapshot #2."))

                try await page.send(["type": "replay", "snapshot": 3])
                let replay = try await page.next("tool")
                #expect(replay["tool"] == "replay")
                #expect(replay["headline"] == "Reproduced")
                try await page.send(["type": "bisect", "snapshot": 3])
                let bisect = try await page.next("tool")
                #expect(bisect["headline"] == "bisect failed")
                #expect(bisect["text"] == "snapshot 3 did not fail; bisect needs a crash")
            }
        }
    }

    @Test func goToRestoresTheRunAndShowsTheLiveApp() async throws {
        let backend = historyBackend()
        try await withServer(backend) { endpoint, _ in
            try await PageClient.connect(to: endpoint.webSocketURL) { page in
                try await page.send(["type": "subscribe", "document": "app"])
                try await page.send(["type": "scrub", "snapshot": 1])
                _ = try await page.next("snapshot")
                try await page.send(["type": "goto", "snapshot": 1])
                var calls = backend.calls.makeAsyncIterator()
                #expect(await calls.next() == .restore(snapshot: 1, document: "app"))
                #expect(try await page.next("live")["document"] == "app")
                #expect(try await page.next()["type"] == "render")

                try await page.send(["type": "scrub", "snapshot": 4])
                #expect(try await page.next("error")["message"] == "no snapshot #4 of app")
            }
        }
    }

    @Test func historyMessagesAreChecked() throws {
        #expect(try ClientMessage(text: #"{"type": "history"}"#) == .history(before: nil))
        #expect(try ClientMessage(text: #"{"type": "history", "before": 12}"#) == .history(before: 12))
        #expect(try ClientMessage(text: #"{"type": "scrub", "snapshot": 7}"#) == .scrub(snapshot: 7))
        #expect(try ClientMessage(text: #"{"type": "goto", "snapshot": 7}"#) == .goto(snapshot: 7))
        #expect(try ClientMessage(text: #"{"type": "live"}"#) == .live)
        #expect(throws: ClientMessageError("a \"scrub\" message needs a \"snapshot\" integer")) {
            try ClientMessage(text: #"{"type": "scrub", "snapshot": "7"}"#)
        }
    }

    // MARK: - The history

    /// The counter app's runs: loaded, the + button tapped, then a crash; and a VML run.
    private func historyBackend() -> RecordingBackend {
        var crash = run(3, .reload, count: 1, changed: [])
        crash.entry.isCrash = true
        crash.entry.nodesChanged = nil
        crash.entry.problem = "app.swift:4: index 5 is out of range"
        crash.screen.failure = .runtime(RuntimeFailure(
            kind: "indexOutOfRange", message: "index 5 is out of range", frames: [StackFrame(function: "body", file: "app.swift", line: 4, column: 9)]))
        crash.screen.treeSnapshot = 2
        var tap = run(2, .tap, count: 1, changed: ["0.0"])
        tap.entry.detail = "increment"
        tap.entry.tapped = "Button \"+\" 0.1"
        var about = run(4, .load, count: 0, changed: [])
        about.document = "about.vml"
        return RecordingBackend(
            documents: [
                ("app", PreviewDocumentState(document: counterDocument(count: 2), version: 4)),
                ("about.vml", PreviewDocumentState(document: Document(root: text("About", id: "about")), version: 1)),
            ],
            sources: ["app.swift": "// edited since\n"],
            history: [run(1, .load, count: 0, changed: []), tap, crash, about])
    }

    private func run(_ snapshot: Int64, _ kind: PreviewHistoryEntry.Kind, count: Int, changed: [String]) -> RecordingBackend.Run {
        var document = counterDocument(count: count)
        document.root.children[0].source = SourceLocation(file: "app.swift", line: 2, column: 5)
        return RecordingBackend.Run(
            document: "app",
            entry: PreviewHistoryEntry(
                snapshot: snapshot, time: 1_700_000_000_000 + (snapshot - 1) * 1000, kind: kind, nodesChanged: changed.count,
                milliseconds: 1.5),
            screen: PreviewSnapshotScreen(
                snapshot: snapshot, document: document, treeSnapshot: snapshot, stateValues: ["draft": "", "volume": 3],
                changedNodeIDs: changed, isRestorable: true),
            sources: ["app.swift": "func body() -> Node {\n    Text(\"Count: \\(count)\") // as it was\n}\n"])
    }
}
