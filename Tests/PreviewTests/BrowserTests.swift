import BrowserTestSupport
import Foundation
import Testing
import ViewTree

@testable import Preview

/// The example apps in a real browser: what a person sees and can do on the page.
///
/// Needs Chromium (scripts/lib/setup.sh installs it); without it the test fails saying so.
/// `WORKBENCH_PREVIEW_SCREENSHOT=path.png` keeps a screenshot of the page (docs/preview.png
/// was taken that way).
@Suite(.timeLimit(.minutes(2)), .serialized) struct BrowserTests {
    @Test func theFunctionStyleExampleAppRendersAndRespondsInChromium() async throws {
        let backend = try SessionBackend.example()
        try await withPreviewPage(backend) { page in
            // What the app shows: its title, texts, and real controls.
            let shown = try #require(try await page.evaluate(
                """
                (() => {
                  const screen = document.getElementById("wb-screen");
                  const all = (selector) => [...screen.querySelectorAll(selector)];
                  const list = screen.querySelector(".sw-list").getBoundingClientRect();
                  return {
                    title: screen.querySelector(".sw-nav-title").textContent,
                    texts: all(".sw-text").map((e) => e.textContent),
                    buttons: all("button.sw-button").map((e) => e.textContent),
                    toggles: all(".sw-toggle").map((e) => e.textContent + "=" + e.querySelector("input").checked),
                    fields: all("input.sw-textfield").map((e) => e.placeholder),
                    segments: all(".sw-segment").map((e) => e.textContent + (e.getAttribute("aria-checked") === "true" ? "*" : "")),
                    unknown: all(".sw-unknown, .sw-unknown-modifier").length,
                    listHeight: Math.round(list.height),
                    documents: [...document.querySelectorAll("#wb-documents option")].map((o) => o.value),
                    overlay: !document.getElementById("wb-failure").hidden,
                  };
                })()
                """).objectValue)
            #expect(shown["title"] == "Todos")
            #expect(shown["buttons"] == ["-", "+", "Add", "Clear done"])
            #expect(shown["toggles"] == ["Buy milk=false", "Write the VML guide=true", "Ship the workbench=false"])
            #expect(shown["fields"] == ["New todo"])
            #expect(shown["segments"] == ["All*", "Open", "Done"])
            #expect(shown["texts"]?.arrayValue?.contains("0") == true)
            #expect(shown["texts"]?.arrayValue?.contains("2 items left") == true)
            #expect(shown["unknown"] == 0)
            #expect((shown["listHeight"]?.intValue ?? 0) > 150, "the list takes the room left on the screen")
            #expect(shown["documents"] == ["app"])
            #expect(shown["overlay"] == false)

            // A tap goes to the app and the new render comes back, patched in place.
            try await page.evaluate(#"window.counter = document.querySelector('[data-id="0.0.0.1"]')"#)
            try await page.evaluate(#"[...document.querySelectorAll("button.sw-button")].find((b) => b.textContent === "+").click()"#)
            try await page.waitUntil(#"document.querySelector('[data-id="0.0.0.1"]').textContent === "1""#)
            #expect(try await page.evaluate(#"window.counter === document.querySelector('[data-id="0.0.0.1"]')"#) == true)

            // Typing writes the binding; the field keeps focus and its text through the reload.
            try await page.evaluate(#"document.querySelector("input.sw-textfield").focus()"#)
            try await page.type("Walk the dog")
            try await page.waitUntil(#"document.querySelector("input.sw-textfield").getAttribute("value") === "Walk the dog""#)
            #expect(try await page.evaluate(#"document.activeElement === document.querySelector("input.sw-textfield")"#) == true)
            try await page.evaluate(#"[...document.querySelectorAll("button.sw-button")].find((b) => b.textContent === "Add").click()"#)
            try await page.waitUntil(#"document.querySelectorAll(".sw-toggle").length === 4"#)
            #expect(try await page.evaluate(#"document.querySelector("input.sw-textfield").value"#) == "")

            // A toggle writes its binding: the row gains its checkmark.
            try await page.evaluate(#"document.querySelector(".sw-switch").click()"#)
            try await page.waitUntil(#"document.querySelectorAll('#wb-screen [data-type="Image"]').length === 2"#)
            try await page.waitUntil(#"document.querySelector(".sw-section-header").textContent === "2 items left""#)

            // A segmented picker selects by tag.
            try await page.evaluate(#"[...document.querySelectorAll(".sw-segment")].find((s) => s.textContent === "Done").click()"#)
            try await page.waitUntil(#"document.querySelectorAll(".sw-toggle").length === 2"#)

            // The inspector: hover outlines a node; Alt-click pins its details.
            try await page.evaluate(#"[...document.querySelectorAll(".sw-segment")].find((s) => s.textContent === "All").click()"#)
            try await page.waitUntil(#"document.querySelectorAll(".sw-toggle").length === 4"#)
            let box = try await page.evaluate(
                #"(() => { const r = document.querySelector('[data-id="0.0.0.1"]').getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; })()"#)
            let coordinates = box.arrayValue?.compactMap { $0.doubleValue } ?? []
            let point = try #require(coordinates.count == 2 ? coordinates : nil)
            try await page.moveMouse(x: point[0], y: point[1])
            try await page.waitUntil(#"document.getElementById("wb-hover").textContent.includes("Text 0.0.0.1")"#)
            #expect(try await page.evaluate(#"document.getElementById("wb-outline").hidden"#) == false)
            try await page.evaluate(
                #"document.querySelector('[data-id="0.0.0.1"]').dispatchEvent(new MouseEvent("click", { bubbles: true, altKey: true }))"#)
            try await page.waitUntil(#"document.getElementById("wb-panel-body").textContent.includes("components.swift:8:9")"#)
            #expect(try await page.evaluate(#"document.getElementById("wb-panel-body").textContent.includes(".font(.system(size: 28, weight: .semibold))")"#) == true)
            if let path = ProcessInfo.processInfo.environment["WORKBENCH_PREVIEW_SCREENSHOT"] {
                try await page.screenshot().write(to: URL(fileURLWithPath: path))
            }

            // A failed reload: the overlay shows the error over the last good render,
            // and goes away with the next good run.
            let good = await backend.text(of: "components.swift")
            await backend.edit("components.swift", good.replacingOccurrences(of: "HStack(spacing: 12) {", with: "HStack(spacing: 12 {"))
            try await page.waitUntil(#"!document.getElementById("wb-failure").hidden"#)
            #expect(try await page.evaluate(#"document.getElementById("wb-failure").textContent.includes("components.swift:5:23:")"#) == true)
            #expect(try await page.evaluate(#"document.querySelector('[data-id="0.0.0.1"]').textContent"#) == "1")
            if let path = ProcessInfo.processInfo.environment["WORKBENCH_PREVIEW_ERROR_SCREENSHOT"] {
                try await page.screenshot().write(to: URL(fileURLWithPath: path))
            }
            await backend.edit("components.swift", good)
            try await page.waitUntil(#"document.getElementById("wb-failure").hidden"#)
        }
    }
}
