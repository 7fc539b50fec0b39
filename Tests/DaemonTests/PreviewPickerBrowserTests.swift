import BrowserTestSupport
import Daemon
import DaemonTestSupport
import Foundation
import Testing
import ViewTree

/// The preview page's document picker on `workbench serve`'s daemon with the SwiftUI
/// example app: each `#Preview` is a document with a state of its own, picked in the page,
/// clicked, kept across a save, and the app beside it untouched.
///
/// Needs Chromium (scripts/lib/setup.sh installs it). Part of `HistoryStripBrowserTests`'
/// suite, which runs its tests one after another: a process has one daemon's file watcher
/// at a time.
extension HistoryStripBrowserTests {
    @Test func thePreviewPickerSwitchesToAPreviewWhoseStateIsItsOwnAndSurvivesASave() async throws {
        nonisolated(unsafe) let project = try TemporaryProject(files: try Self.swiftUIExampleFiles(), configuration: Self.configuration)
        let daemon = try startDaemon(project)
        defer { daemon.stop() }
        let url = try #require(await daemon.startPreview())
        nonisolated(unsafe) let client = try SocketClient(path: project.socketPath)
        let watcher = try SocketClient(path: project.socketPath)
        _ = try watcher.request("subscribe")

        try await Self.inBrowser(daemon, url) { page in
            // The app's window first; the previews and the VML file in the picker.
            try await page.waitUntil(#"document.getElementById("wb-documents").options.length === 5"#)
            let names = try await page.evaluate(#"[...document.getElementById("wb-documents").options].map((o) => o.value)"#)
            #expect(names == ["app", "Preview 1", "Counter", "Row", "about.vml"])
            try await page.waitUntil(#"document.querySelector('#wb-screen [data-id="0.0.0.1"]')?.textContent === "0""#)

            // Picking "Counter" shows that preview alone: its HStack is the root.
            try await page.evaluate(
                #"(() => { const menu = document.getElementById("wb-documents"); menu.value = "Counter"; menu.dispatchEvent(new Event("change")); })()"#)
            try await page.waitUntil(#"document.querySelector('#wb-screen [data-id="0.1"]')?.textContent === "0""#)
            #expect(try await page.evaluate(#"document.querySelector('#wb-screen [data-id="0.0.0.1"]') === null"#) == true)

            // A click on + runs in the preview's own state; the app's counter stays at 0.
            try await page.evaluate(##"[...document.querySelectorAll("#wb-screen button.sw-button")].find((b) => b.textContent === "+").click()"##)
            try await page.waitUntil(#"document.querySelector('#wb-screen [data-id="0.1"]').textContent === "1""#)
            let preview = try client.request("state", ["path": #"local["0"].CounterView.count"#, "document": "Counter"])
            #expect(preview["result"]?["value"] == 1)
            let app = try client.request("state", ["path": #"local["0.0.0"].CounterView.count"#])
            #expect(app["result"]?["value"] == 0)

            // A save of the view's body reloads the preview and keeps its @State.
            let counter = try project.read("CounterView.swift")
            try project.write("CounterView.swift", counter.replacingOccurrences(of: #"Text("\(count)")"#, with: #"Text("Count: \(count)")"#))
            try await page.waitUntil(#"document.querySelector('#wb-screen [data-id="0.1"]').textContent === "Count: 1""#)

            // Back to the app: its own counter, reloaded too.
            try await page.evaluate(
                #"(() => { const menu = document.getElementById("wb-documents"); menu.value = "app"; menu.dispatchEvent(new Event("change")); })()"#)
            try await page.waitUntil(#"document.querySelector('#wb-screen [data-id="0.0.0.1"]')?.textContent === "Count: 0""#)
        }
    }

    /// The SwiftUI example app's files (scripts/example), read from the repository.
    static func swiftUIExampleFiles() throws -> [String: String] {
        try TemporaryProject.repositoryFiles("scripts/example")
    }
}
