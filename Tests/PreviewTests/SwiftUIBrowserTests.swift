import Foundation
import Testing
import ViewTree

@testable import Preview

/// The SwiftUI example app (scripts/example: view structs, `@State`, `$` bindings, an
/// `@Observable` model in the environment) in a real browser: closures run on a click,
/// controls bound with `$` write the state, and the inspector names the view structs.
///
/// Needs Chromium, as `BrowserTests` does.
@Suite(.timeLimit(.minutes(2)), .serialized) struct SwiftUIBrowserTests {
    @Test func theSwiftUIExampleAppRespondsToClicksInChromium() async throws {
        let backend = try SessionBackend.example("scripts/example")
        try await withPreviewPage(backend) { page in
            let shown = try #require(try await page.evaluate(
                """
                (() => {
                  const screen = document.getElementById("wb-screen");
                  const all = (selector) => [...screen.querySelectorAll(selector)];
                  return {
                    title: screen.querySelector(".sw-nav-title").textContent,
                    buttons: all("button.sw-button").map((e) => e.textContent),
                    toggles: all(".sw-toggle").map((e) => e.textContent + "=" + e.querySelector("input").checked),
                    segments: all(".sw-segment").map((e) => e.textContent + (e.getAttribute("aria-checked") === "true" ? "*" : "")),
                    unknown: all(".sw-unknown, .sw-unknown-modifier").length,
                  };
                })()
                """).objectValue)
            #expect(shown["title"] == "Todos")
            #expect(shown["buttons"] == ["-", "+", "Add", "Clear done"])
            #expect(shown["toggles"] == ["Buy milk=false", "Write the VML guide=true", "Ship the workbench=false"])
            #expect(shown["segments"] == ["All*", "Open", "Done"])
            #expect(shown["unknown"] == 0)

            // A closure button (`Button("+") { count += 1 }`) changes the view's @State.
            try await page.evaluate(#"[...document.querySelectorAll("button.sw-button")].find((b) => b.textContent === "+").click()"#)
            try await page.waitUntil(#"document.querySelector('[data-id="0.0.0.1"]').textContent === "1""#)
            let counter = await backend.stateValue(#"local["0.0.0"].CounterView.count"#)
            #expect(counter == 1)

            // A field bound with `$draft`, and the view's method as the Add button's action.
            try await page.evaluate(#"document.querySelector("input.sw-textfield").focus()"#)
            try await page.type("Walk the dog")
            try await page.waitUntil(#"document.querySelector("input.sw-textfield").getAttribute("value") === "Walk the dog""#)
            try await page.evaluate(#"[...document.querySelectorAll("button.sw-button")].find((b) => b.textContent === "Add").click()"#)
            try await page.waitUntil(#"document.querySelectorAll(".sw-toggle").length === 4"#)

            // A Toggle bound with `$todo.done` writes the todo in the observable store.
            try await page.evaluate(#"document.querySelector(".sw-switch").click()"#)
            try await page.waitUntil(#"document.querySelector(".sw-section-header").textContent === "2 items left""#)
            let done = await backend.stateValue(#"local.app.TodoApp.store.todos[0].done"#)
            #expect(done == true)

            // A segmented picker bound to an enum selects by its tag.
            try await page.evaluate(#"[...document.querySelectorAll(".sw-segment")].find((s) => s.textContent === "Done").click()"#)
            try await page.waitUntil(#"document.querySelectorAll(".sw-toggle").length === 2"#)
            let filter = await backend.stateValue(#"local.app.TodoApp.store.filter"#)
            #expect(filter == "done")

            // The inspector names the view struct that built the counter.
            try await page.evaluate(
                #"document.querySelector('[data-id="0.0.0"]').dispatchEvent(new MouseEvent("click", { bubbles: true, altKey: true }))"#)
            try await page.waitUntil(#"document.getElementById("wb-panel-body").textContent.includes("CounterView.swift:10:9")"#)
            #expect(try await page.evaluate(#"document.getElementById("wb-panel-body").textContent.includes("CounterView")"#) == true)
        }
    }
}
