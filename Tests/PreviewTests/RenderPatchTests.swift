import Runtime
import Testing
import ViewTree

@testable import Preview

/// Patches: the outermost nodes whose markup changed. Applying them to what the page shows
/// must give exactly the new render, and they must be as small as the change allows.
@Suite struct RenderPatchTests {
    /// The old render with each patch put in place of its node's element, as the page does.
    private func applying(_ patches: [HTMLPatch], to old: RenderedHTML) -> String {
        var bytes = old.bytes
        let replacements = patches.map { (old.fragments[$0.id]!.range, Array($0.html.utf8)) }
        for (range, replacement) in replacements.sorted(by: { $0.0.lowerBound > $1.0.lowerBound }) {
            bytes.replaceSubrange(range, with: replacement)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private func render(_ root: Node, _ values: [String: JSONValue] = [:]) -> RenderedHTML {
        HTMLRenderer(stateValues: values).render(root)
    }

    private func list(_ rows: [String], title: String = "Todos") -> Node {
        node(
            "NavigationStack",
            children: [
                node(
                    "VStack", id: "0.0",
                    children: rows.enumerated().map { index, row in text(row, id: "0.0.\(index)") },
                    modifiers: [modifier("navigationTitle", .string(title))])
            ])
    }

    @Test func aChangedTextIsTheOnlyPatch() throws {
        let old = render(list(["Milk", "Eggs"]))
        let new = render(list(["Milk", "Bread"]))
        let patches = try #require(new.patches(since: old))
        #expect(patches == [HTMLPatch(id: "0.0.1", html: #"<span data-id="0.0.1" class="sw-text" data-type="Text">Bread</span>"#)])
        #expect(applying(patches, to: old) == new.text)
    }

    @Test func nothingChangedIsNoPatch() {
        #expect(render(list(["Milk"])).patches(since: render(list(["Milk"]))) == [])
    }

    @Test func anAddedChildPatchesItsParent() throws {
        let old = render(list(["Milk"]))
        let new = render(list(["Milk", "Eggs"]))
        let patches = try #require(new.patches(since: old))
        #expect(patches.map(\.id) == ["0.0"])
        #expect(applying(patches, to: old) == new.text)
    }

    @Test func aTitleShownByTheNavigationStackPatchesTheStack() throws {
        let old = render(list(["Milk"], title: "Todos"))
        let new = render(list(["Milk"], title: "Shopping"))
        let patches = try #require(new.patches(since: old))
        #expect(patches.map(\.id) == ["0"])
        #expect(applying(patches, to: old) == new.text)
    }

    @Test func aBoundValueChangePatchesTheControlAlone() throws {
        let row = node(
            "HStack", children: [node("Toggle", id: "0.0", ["title": "Milk"], bindings: ["isOn": "done"]), text("x", id: "0.1")])
        let old = render(row, ["done": false])
        let new = render(row, ["done": true])
        let patches = try #require(new.patches(since: old))
        #expect(patches.map(\.id) == ["0.0"])
        #expect(patches[0].html.contains("checked"))
        #expect(applying(patches, to: old) == new.text)
    }

    @Test func aPickerOptionChangePatchesThePicker() throws {
        func picker(_ label: String) -> Node {
            node("VStack", children: [node("Picker", id: "0.0", ["title": "Show"], children: [text(label, id: "0.0.0", modifiers: [modifier("tag", "a")])], bindings: ["selection": "f"])])
        }
        let old = render(picker("All"))
        let new = render(picker("Everything"))
        let patches = try #require(new.patches(since: old))
        #expect(patches.map(\.id) == ["0.0"])
        #expect(applying(patches, to: old) == new.text)
    }

    @Test func aNewRootTypePatchesTheRoot() throws {
        let patches = try #require(render(node("HStack")).patches(since: render(node("VStack"))))
        #expect(patches.map(\.id) == ["0"])
    }

    @Test func anotherRootIdIsAWholeRender() {
        #expect(render(node("VStack", id: "about")).patches(since: render(node("VStack"))) == nil)
    }

    @Test func repeatedIdsAreAWholeRender() {
        let twice = node("VStack", children: [text("a", id: "x"), text("b", id: "x")])
        #expect(render(twice).patches(since: render(twice)) == nil)
    }

    @Test func patchesOfTheExampleAppRebuildEachNewRenderExactly() async throws {
        // Real runs of the bundled app: every change the page can cause.
        let backend = try SessionBackend.example()
        var previous = try #require(await backend.state(of: "app"))
        func step(_ change: () async -> Void) async throws -> [HTMLPatch] {
            await change()
            let next = try #require(await backend.state(of: "app"))
            let old = render(previous.document!.root, previous.stateValues)
            let new = render(next.document!.root, next.stateValues)
            let patches = try #require(new.patches(since: old))
            #expect(applying(patches, to: old) == new.text)
            previous = next
            return patches
        }
        let increment = try await step { await backend.dispatch(action: "increment", payload: .null, document: "app") }
        #expect(increment.map(\.id) == ["0.0.0.1"])
        let toggled = try await step { await backend.write(binding: "todos[0].done", value: true, document: "app") }
        #expect(toggled.count >= 1 && toggled.count <= 3)
        _ = try await step { await backend.write(binding: "draft", value: "Walk the dog", document: "app") }
        _ = try await step { await backend.dispatch(action: "addTodo", payload: .null, document: "app") }
        _ = try await step { await backend.write(binding: "filter", value: "done", document: "app") }
    }
}
