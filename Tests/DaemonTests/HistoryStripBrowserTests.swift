import BrowserTestSupport
import Daemon
import DaemonTestSupport
import Foundation
import Runtime
import Store
import Testing
import ViewTree

/// The history strip in a real browser, on `workbench serve`'s daemon: the example app is
/// used, edited and broken, then the strip scrubs back through it, shows the old screens,
/// goes to one and comes back to live.
///
/// Needs Chromium (scripts/lib/setup.sh installs it). Screenshots are kept when asked:
/// `WORKBENCH_HISTORY_SCREENSHOT`, `WORKBENCH_HISTORY_CRASH_SCREENSHOT` and
/// `WORKBENCH_HISTORY_LIVE_SCREENSHOT` (docs/preview-history*.png were taken so).
@Suite(.timeLimit(.minutes(3)), .serialized) struct HistoryStripBrowserTests {
    @Test func scrubbingShowsOldScreensAndGoToBringsOneBack() async throws {
        nonisolated(unsafe) let project = try TemporaryProject(files: try exampleFiles(), configuration: Self.configuration)
        let daemon = try startDaemon(project)
        defer { daemon.stop() }
        let url = try #require(await daemon.startPreview())
        let watcher = try SocketClient(path: project.socketPath)
        _ = try watcher.request("subscribe")
        // Used by this test's one task only, inside the browser's page as well.
        nonisolated(unsafe) let client = try SocketClient(path: project.socketPath)

        // The session: two taps on +, an edit, a crash, its fix.
        #expect(try client.request("tap", ["node": "0.0.0.2"])["result"]?["ok"] == true)
        #expect(try client.request("tap", ["node": "0.0.0.2"])["result"]?["ok"] == true)
        let components = try project.read("components.swift")
        try project.write("components.swift", components.replacingOccurrences(of: #"Text("\(count)")"#, with: #"Text("Count: \(count)")"#))
        // The taps' own events come first: wait for the edit's run, then its snapshot, so
        // that the next edit is not saved before this one ran (the two would be one run).
        _ = try watcher.event("reloaded") { $0["data"]?["reason"] == "reload" }
        _ = try watcher.event("stored")
        let edited = try project.read("components.swift")
        try project.write("components.swift", edited.replacingOccurrences(of: #"todo["title"] as! String"#, with: #"todo["name"] as! String"#))
        _ = try watcher.event("error")
        _ = try watcher.event("stored")
        try project.write("components.swift", edited)
        _ = try watcher.event("reloaded")
        _ = try watcher.event("stored")

        try await Self.inBrowser(daemon, url) { page in
            try await page.waitUntil(#"document.querySelectorAll(".wb-mark").length === 6"#)
            let marks = try await Self.marks(page)
            #expect(marks.map(\.kind) == ["load", "tap", "tap", "reload", "reload crash", "reload"])
            #expect(try await page.evaluate(#"document.getElementById("wb-history-count").textContent"#) == "6 runs")
            let (load, firstTap, secondTap, edit, crash) = (marks[0].id, marks[1].id, marks[2].id, marks[3].id, marks[4].id)

            // Hovering a mark says what the run was.
            try await Self.hover(page, mark: firstTap)
            try await page.waitUntil(#"!document.getElementById("wb-history-tip").hidden"#)
            let tip = try await page.evaluate(#"document.getElementById("wb-history-tip").innerText"#).stringValue ?? ""
            #expect(tip.contains(try Regex("#\(firstTap) · tap · \\d{1,2}:\\d{2}:\\d{2}")), "its time: \(tip)")
            #expect(tip.contains(#"tap on Button "+" 0.0.0.2 → increment"#), "\(tip)")
            #expect(tip.contains("1 node changed"), "\(tip)")

            // Clicking it shows that run's screen, read-only, the changed node outlined.
            try await Self.click(page, mark: firstTap)
            try await Self.waitUntilShown(page, firstTap)
            #expect(try await Self.counterText(page) == "1")
            #expect(try await page.evaluate(##"[...document.querySelectorAll("#wb-screen .wb-changed")].map((e) => e.dataset.id)"##) == ["0.0.0.1"])
            #expect(try await page.evaluate(#"document.getElementById("wb-readonly").textContent"#).stringValue?.hasPrefix("Snapshot #\(firstTap) ·") == true)
            #expect(try await page.evaluate(#"document.querySelector(".wb-device").classList.contains("wb-scrubbing")"#) == true)

            // Its controls do nothing; the inspector shows the source as it was then.
            try await page.evaluate(##"[...document.querySelectorAll("#wb-screen button.sw-button")].find((b) => b.textContent === "+").click()"##)
            try await page.evaluate(
                #"document.querySelector('#wb-screen [data-id="0.0.0.1"]').dispatchEvent(new MouseEvent("click", { bubbles: true, altKey: true }))"#)
            try await page.waitUntil(#"document.getElementById("wb-panel-body").textContent.includes("components.swift:8:9")"#)
            #expect(try await page.evaluate(#"document.getElementById("wb-panel-body").textContent.includes('Text("\\(count)")')"#) == true)
            #expect(try client.request("state", ["path": "count"])["result"]?["value"] == 2, "the tap on a past screen ran nothing")

            // The live app moves on meanwhile: the strip grows, the screen stays.
            let app = try project.read("app.swift")
            try project.write("app.swift", app.replacingOccurrences(of: ".padding(16)", with: ".padding(20)"))
            try await page.waitUntil(#"document.querySelectorAll(".wb-mark").length === 7"#)
            #expect(try await page.evaluate(#"document.getElementById("wb-history-moved").textContent"#) == "live app moved on: +1 run")
            #expect(try await Self.counterText(page) == "1")

            // The keys step through the runs.
            try await page.press(key: "ArrowRight")
            try await Self.waitUntilShown(page, secondTap)
            #expect(try await Self.counterText(page) == "2")
            try await page.press(key: "ArrowRight")
            try await Self.waitUntilShown(page, edit)
            #expect(try await Self.counterText(page) == "Count: 2")
            #expect(try await page.evaluate(##"[...document.querySelectorAll("#wb-screen .wb-changed")].map((e) => e.dataset.id)"##) == ["0.0.0.1"])
            try await page.press(key: "Home")
            try await Self.waitUntilShown(page, load)
            #expect(try await Self.counterText(page) == "0")
            try await page.press(key: "ArrowLeft")
            try await page.press(key: "End")
            try await Self.waitUntilShown(page, try await Self.marks(page).last!.id)

            // Dragging across the marks shows the run under the pointer; the last one stays.
            try await page.drag(through: [
                try await Self.center(page, mark: load), try await Self.center(page, mark: firstTap), try await Self.center(page, mark: secondTap),
            ])
            try await Self.waitUntilShown(page, secondTap)
            #expect(try await Self.counterText(page) == "2")
            #expect(try await page.evaluate(#"document.querySelector(".wb-mark.wb-selected").dataset.snapshot"#) == .string("\(secondTap)"))
            if let path = ProcessInfo.processInfo.environment["WORKBENCH_HISTORY_SCREENSHOT"] {
                try await Self.click(page, mark: edit)
                try await Self.waitUntilShown(page, edit)
                try await Self.hover(page, mark: edit)
                try await page.waitUntil(#"!document.getElementById("wb-history-tip").hidden"#)
                try await page.screenshot().write(to: URL(fileURLWithPath: path))
            }

            // A crash shows its error over the render it left, with replay and bisect.
            try await Self.click(page, mark: crash)
            try await Self.waitUntilShown(page, crash)
            #expect(try await page.evaluate(#"document.getElementById("wb-failure").hidden"#) == false)
            let failure = try await page.evaluate(#"document.getElementById("wb-failure").textContent"#).stringValue ?? ""
            #expect(failure.contains("unexpectedly found nil while casting to 'String' with 'as!'"))
            #expect(failure.contains("stack trace, innermost first:"), "\(failure)")
            #expect(failure.contains("todoRow at components.swift:17:5") && failure.contains("body at app.swift:"), "the trace's frames: \(failure)")
            #expect(failure.contains("Snapshot #\(crash) failed; underneath is the render it left in place, from snapshot #\(edit)."))
            try await page.evaluate(#"document.querySelector('.wb-crash-tools button[data-tool="replay"]').click()"#)
            try await page.waitUntil(#"document.querySelector('.wb-tool-result[data-tool="replay"] h3').textContent.startsWith("Reproduced")"#)
            try await page.evaluate(#"document.querySelector('.wb-crash-tools button[data-tool="bisect"]').click()"#)
            try await page.waitUntil(#"document.querySelector('.wb-tool-result[data-tool="bisect"] h3').textContent.startsWith("Introduced by the edit")"#)
            let bisect = try await page.evaluate(#"document.querySelector('.wb-tool-result[data-tool="bisect"] pre').textContent"#).stringValue ?? ""
            #expect(bisect.contains(#"+        Toggle(todo["name"] as! String"#), "\(bisect)")
            if let path = ProcessInfo.processInfo.environment["WORKBENCH_HISTORY_CRASH_SCREENSHOT"] {
                try await page.screenshot().write(to: URL(fileURLWithPath: path))
            }

            // Escape is back to live; Go to takes the live app back to a run's state.
            try await page.press(key: "Escape")
            try await page.waitUntil(#"document.getElementById("wb-history").dataset.shown === undefined && !document.querySelector(".wb-device").classList.contains("wb-scrubbing")"#)
            try await page.waitUntil(#"document.querySelector('#wb-screen [data-id="0.0.0.1"]').textContent === "Count: 2""#)
            try await Self.click(page, mark: firstTap)
            try await Self.waitUntilShown(page, firstTap)
            try await page.evaluate(#"document.getElementById("wb-history-goto").click()"#)
            try await page.waitUntil(#"document.querySelectorAll(".wb-mark").length === 8"#)
            try await page.waitUntil(#"document.querySelector('#wb-screen [data-id="0.0.0.1"]').textContent === "Count: 1""#)
            #expect(try await page.evaluate(#"document.getElementById("wb-history-live-mark").classList.contains("wb-selected")"#) == true)
            #expect(try client.request("state", ["path": "count"])["result"]?["value"] == 1)
            try await page.evaluate(##"[...document.querySelectorAll("#wb-screen button.sw-button")].find((b) => b.textContent === "+").click()"##)
            try await page.waitUntil(#"document.querySelector('#wb-screen [data-id="0.0.0.1"]').textContent === "Count: 2""#)
            if let path = ProcessInfo.processInfo.environment["WORKBENCH_HISTORY_LIVE_SCREENSHOT"] {
                try await page.screenshot().write(to: URL(fileURLWithPath: path))
            }
        }
    }

    @Test func aLongHistoryIsReadInPagesAndAnyRunsScreenComesAtAClick() async throws {
        // 2,000 runs of the example app with 300 todos (a tree of about 1,000 nodes),
        // stored before the daemon starts, as a day's work would leave them.
        nonisolated(unsafe) let project = try TemporaryProject(
            files: try exampleFiles(),
            configuration: #"{"scripts": ["."], "vml": ["."], "debounceMs": 20, "preview": {"port": 0}, "retention": {"keepLast": 5000}}"#)
        let stored = try Self.storeLongHistory(in: project, runs: 2000)
        let daemon = try startDaemon(project)
        defer { daemon.stop() }
        let url = try #require(await daemon.startPreview())
        try await Self.inBrowser(daemon, url) { page in
            try await page.waitUntil(#"document.querySelectorAll(".wb-mark").length === 200"#)
            #expect(try await page.evaluate(#"document.getElementById("wb-history-count").textContent"#) == "2,001 runs (200 loaded)")

            // Scrolling back reads the next older page.
            try await page.evaluate(#"document.getElementById("wb-history-track").scrollLeft = 0"#)
            try await page.waitUntil(#"document.querySelectorAll(".wb-mark").length === 400"#)
            // Home reads every page back to the oldest run, and shows it.
            try await page.press(key: "Home")
            try await Self.waitUntilShown(page, stored.first!)
            #expect(try await page.evaluate(#"document.querySelectorAll(".wb-mark").length"#) == 2001)
            #expect(try await Self.counterText(page) == "0")

            // Runs all along the history, each clicked and shown in turn.
            for index in stride(from: 1, to: stored.count, by: 97) {
                try await Self.click(page, mark: stored[index])
                try await Self.waitUntilShown(page, stored[index])
                #expect(try await Self.counterText(page) == .string("\(index)"))
            }
            let timings = try await page.evaluate("JSON.stringify({screens: window.workbenchScrubTimings, pages: window.workbenchPageTimings})")
            if let path = ProcessInfo.processInfo.environment["WORKBENCH_HISTORY_TIMINGS"] {
                try Data((timings.stringValue ?? "").utf8).write(to: URL(fileURLWithPath: path))
            }
        }
    }

    // MARK: - Helpers

    /// Opens the daemon's preview in headless Chromium (a 1000 × 1100 window, the device
    /// and the strip in view), runs `body` on the page, then stops the preview. Without
    /// Chromium the test fails, saying how to install it.
    static func inBrowser(_ daemon: Daemon, _ url: String, _ body: @escaping @Sendable (DevToolsPage) async throws -> Void) async throws {
        let browser: HeadlessChromium
        do {
            browser = try await HeadlessChromium()
        } catch {
            Issue.record("\(error)")
            await daemon.stopPreview()
            return
        }
        defer { browser.close() }
        do {
            try await browser.withPage { page in
                try await page.navigate(url, width: 1000, height: 1100)
                try await body(page)
            }
        } catch {
            await daemon.stopPreview()
            throw error
        }
        await daemon.stopPreview()
    }

    /// Stores `runs` taps of + on the example app with 300 todos in the project's store;
    /// their snapshot ids, oldest first.
    static func storeLongHistory(in project: TemporaryProject, runs: Int) throws -> [Int] {
        let todos: [JSONValue] = (0..<300).map { .object(["id": .int($0), "title": .string("Todo \($0)"), "done": .bool($0 % 3 == 0)]) }
        let names = ["app.swift", "components.swift", "state.swift"]
        let files = try names.map { ProgramFile(path: $0, text: try project.read($0)) }
        let session = Session()
        session.restoreState(["count": 0, "draft": "", "filter": "all", "todos": .array(todos), "nextID": 300])
        let loaded = session.load(files)
        let tree = try #require(loaded.document)
        let store = try SnapshotStore(path: project.root + "/.workbench/workbench.sqlite")
        var ids: [Int] = []
        var batch: [Snapshot] = []
        var state = loaded.stateAfter
        for count in 0..<runs {
            let before = state
            state = Self.setting(state, count: count)
            var document = tree
            document.root = Self.setting(document.root, text: "\(count)", of: "0.0.0.1")
            batch.append(Snapshot(
                time: Date(), reason: count == 0 ? .load : .action, document: "app", program: files, stateBefore: before, stateAfter: state,
                action: count == 0 ? nil : "increment", ir: document, duration: .milliseconds(3)))
            if batch.count == 250 || count == runs - 1 {
                ids += try store.append(contentsOf: batch).map(Int.init)
                batch = []
            }
        }
        return ids
    }

    static func setting(_ state: JSONValue, count: Int) -> JSONValue {
        var members = state.objectValue ?? [:]
        members["count"] = .int(count)
        return .object(members)
    }

    /// The tree with one node's text replaced; every other subtree is the same value, as
    /// the runtime hands back for what a run left alone.
    static func setting(_ node: Node, text: String, of id: String) -> Node {
        var node = node
        if node.id == id {
            node.props["text"] = .string(text)
            return node
        }
        for index in node.children.indices where id.hasPrefix(node.children[index].id) {
            node.children[index] = setting(node.children[index], text: text, of: id)
        }
        return node
    }

    static let configuration = #"{"scripts": ["."], "vml": ["."], "debounceMs": 20, "preview": {"port": 0}}"#

    /// The function-style example app's files (scripts/example-functions), read from the repository.
    func exampleFiles() throws -> [String: String] {
        try TemporaryProject.repositoryFiles("scripts/example-functions")
    }

    /// The strip's marks, oldest first: each one's snapshot id and kind (its classes
    /// without `wb-mark`, `wb-kind-` and `wb-selected`).
    static func marks(_ page: DevToolsPage) async throws -> [(id: Int, kind: String)] {
        let found = try await page.evaluate(
            #"""
            [...document.querySelectorAll(".wb-mark")].map((m) => [Number(m.dataset.snapshot),
              [...m.classList].filter((c) => c !== "wb-mark" && c !== "wb-selected").map((c) => c.replace("wb-kind-", "").replace("wb-", "")).join(" ")])
            """#)
        return (found.arrayValue ?? []).compactMap { pair in
            guard let id = pair.arrayValue?.first?.intValue, let kind = pair.arrayValue?.last?.stringValue else { return nil }
            return (id, kind)
        }
    }

    static func center(_ page: DevToolsPage, mark id: Int) async throws -> (x: Double, y: Double) {
        let box = try await page.evaluate(
            #"""
            (() => {
              const mark = document.querySelector('.wb-mark[data-snapshot="\#(id)"]');
              mark.scrollIntoView({ block: "nearest", inline: "center" });
              const r = mark.getBoundingClientRect();
              return [r.x + r.width / 2, r.y + r.height / 2];
            })()
            """#)
        let numbers = box.arrayValue?.compactMap(\.doubleValue) ?? []
        return (numbers.first ?? 0, numbers.last ?? 0)
    }

    static func click(_ page: DevToolsPage, mark id: Int) async throws {
        try await page.drag(through: [try await center(page, mark: id)])
    }

    static func hover(_ page: DevToolsPage, mark id: Int) async throws {
        let point = try await center(page, mark: id)
        try await page.moveMouse(x: point.x, y: point.y)
    }

    static func waitUntilShown(_ page: DevToolsPage, _ id: Int) async throws {
        try await page.waitUntil(#"document.getElementById("wb-history").dataset.shown === "\#(id)""#)
    }

    static func counterText(_ page: DevToolsPage) async throws -> JSONValue {
        try await page.evaluate(#"document.querySelector('#wb-screen [data-id="0.0.0.1"]').textContent"#)
    }
}
