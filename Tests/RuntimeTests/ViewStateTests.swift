import Runtime
import ViewTree
import XCTest

/// A view's `@State`, `@Binding`, `$x` and `.constant` (docs/swiftui.md): the state lives in
/// the store at `local[ID].Type.property`.
final class ViewStateTests: XCTestCase {
    private let counter = """
        struct Counter: View {
            @State private var count = 0
            @State var on = false
            var body: some View {
                VStack {
                    Text("Count: \\(count)")
                    Button("+") { count += 1 }
                    Toggle("On", isOn: $on)
                }
            }
        }
        func body() -> Node { VStack { Text("top"); Counter() } }
        """

    func testStateStartsFromItsInitialValueAtTheViewsPath() throws {
        let result = runScript(counter)
        XCTAssertEqual(result.stateAfter, ["local": ["0.1": ["Counter": ["count": 0, "on": false]]]])
        let counter = try XCTUnwrap(result.document?.root.children[1])
        XCTAssertEqual(counter.children[0].props["text"], "Count: 0")
        XCTAssertEqual(counter.children[0].reads, [#"local["0.1"].Counter.count"#])
        XCTAssertEqual(counter.children[2].bindings, ["isOn": #"local["0.1"].Counter.on"#])
    }

    func testAClosureButtonChangesTheStateAllOrNothing() throws {
        let loaded = runScript(counter, state: ["local": ["0.1": ["Counter": ["count": 41, "on": true]]]])
        XCTAssertEqual(loaded.document?.root.children[1].children[0].props["text"], "Count: 41")
        let tap = try XCTUnwrap(loaded.document?.root.children[1].children[1].events["tap"])
        XCTAssertEqual(tap, "app.swift:7:25")
        let tapped = runScript(counter, state: loaded.stateAfter, event: .action(name: tap, payload: .null))
        XCTAssertEqual(tapped.stateAfter, ["local": ["0.1": ["Counter": ["count": 42, "on": true]]]])
        XCTAssertEqual(tapped.document?.root.children[1].children[0].props["text"], "Count: 42")
    }

    func testABindingWriteReachesTheView() {
        let result = runScript(counter, state: ["local": ["0.1": ["Counter": ["count": 1, "on": false]]]],
                               event: .binding(path: #"local["0.1"].Counter.on"#, value: true))
        XCTAssertEqual(result.stateAfter, ["local": ["0.1": ["Counter": ["count": 1, "on": true]]]])
    }

    func testStateIsKeptAcrossAReloadThatEditsTheBody() {
        let session = Session()
        session.load([ProgramFile(path: "app.swift", text: counter)])
        let tap = session.lastResult?.document?.root.children[1].children[1].events["tap"] ?? ""
        session.dispatch(tap)
        session.dispatch(tap)
        let edited = counter.replacingOccurrences(of: "Text(\"Count: \\(count)\")", with: "Text(\"Taps: \\(count)\").bold()")
        let reloaded = session.reload([ProgramFile(path: "app.swift", text: edited)])
        XCTAssertEqual(reloaded.document?.root.children[1].children[0].props["text"], "Taps: 2")
    }

    func testAViewThatAppearsAnewStartsFromItsInitialValue() throws {
        let app = """
            state.initial("shown", true)
            struct Counter: View {
                @State var count = 10
                var body: some View { Button("\\(count)") { count += 1 } }
            }
            func body() -> Node {
                VStack {
                    if state.get("shown") as! Bool { Counter() }
                }
            }
            """
        let loaded = runScript(app)
        let tap = try XCTUnwrap(loaded.document?.root.children[0].events["tap"])
        let tapped = runScript(app, state: loaded.stateAfter, event: .action(name: tap, payload: .null))
        XCTAssertEqual(tapped.document?.root.children[0].props["title"], "11")
        let hidden = runScript(app, state: tapped.stateAfter, event: .binding(path: "shown", value: false))
        XCTAssertEqual(hidden.stateAfter, ["shown": false])
        let shown = runScript(app, state: hidden.stateAfter, event: .binding(path: "shown", value: true))
        XCTAssertEqual(shown.document?.root.children[0].props["title"], "10")
    }

    func testAViewAfterAConditionalKeepsItsIdAndStateWhenTheConditionalAppears() throws {
        // SwiftUI's `if` holds one place whether or not it shows a view, so the counter
        // after it keeps its identity, and its count, when the banner appears.
        let app = """
            struct Counter: View {
                @State var count = 0
                var body: some View { Button("\\(count)") { count += 1 } }
            }
            struct Screen: View {
                @State var banner = false
                var body: some View {
                    VStack {
                        Toggle("Banner", isOn: $banner)
                        if banner { Text("Banner") }
                        Counter()
                    }
                }
            }
            #Preview { Screen() }
            """
        let loaded = runScript(app)
        XCTAssertEqual(loaded.document?.root.outline, ["VStack 0", "Toggle 0.0", "Button 0.2"])
        let tap = try XCTUnwrap(loaded.document?.root.children[1].events["tap"])
        let tapped = runScript(app, state: loaded.stateAfter, event: .action(name: tap, payload: .null))
        let shown = runScript(app, state: tapped.stateAfter, event: .binding(path: #"local["0"].Screen.banner"#, value: true))
        XCTAssertEqual(shown.document?.root.outline, ["VStack 0", "Toggle 0.0", "Text 0.1", "Button 0.2"])
        XCTAssertEqual(shown.document?.root.children[2].props["title"], "1")
    }

    func testAConditionalAtTheEndOfAViewBuilderPropertyHoldsItsPlaceToo() throws {
        let app = """
            struct Screen: View {
                var flag: Bool
                @ViewBuilder var extra: some View {
                    if flag { Text("extra") }
                }
                var body: some View {
                    VStack {
                        extra
                        Text("after")
                    }
                }
            }
            #Preview("Off") { Screen(flag: false) }
            #Preview("On") { Screen(flag: true) }
            """
        func outline(of preview: String) -> [String]? {
            Runner().run(RunInput(files: [ProgramFile(path: "app.swift", text: app)], root: DocumentRoot(document: preview))).document?.root.outline
        }
        XCTAssertEqual(outline(of: "Off"), ["VStack 0", "Text 0.1"])
        XCTAssertEqual(outline(of: "On"), ["VStack 0", "Text 0.0", "Text 0.1"])
    }

    func testAViewWhoseIdentityChangesStartsFromItsInitialValue() throws {
        let app = """
            state.initial("key", "a")
            struct Counter: View {
                @State var count = 0
                var body: some View { Button("\\(count)") { count += 1 } }
            }
            func body() -> Node {
                VStack { Counter().id(state.get("key") as! String) }
            }
            """
        let tapped = runScript(app, state: ["key": "a", "local": ["a": ["Counter": ["count": 5]]]])
        XCTAssertEqual(tapped.document?.root.children[0].props["title"], "5")
        let moved = runScript(app, state: ["key": "b", "local": ["a": ["Counter": ["count": 5]]]])
        XCTAssertEqual(moved.document?.root.children[0].props["title"], "0")
        XCTAssertEqual(moved.stateAfter, ["key": "b", "local": ["b": ["Counter": ["count": 0]]]])
    }

    func testBindingsReachIntoStructsAndConstantsShowTheirValue() throws {
        let app = """
            struct Todo { var title: String; var done = false }
            struct Row: View {
                @Binding var todo: Todo
                var body: some View {
                    HStack {
                        Toggle(todo.title, isOn: $todo.done)
                        Button("Rename") { todo.title = todo.title.uppercased() }
                    }
                }
            }
            struct List2: View {
                @State var todos = [Todo(title: "milk"), Todo(title: "eggs", done: true)]
                var body: some View {
                    VStack {
                        ForEach(0..<todos.count, id: \\.self) { i in Row(todo: $todos[i]) }
                        Toggle("Fixed", isOn: .constant(true))
                    }
                }
            }
            func body() -> Node { List2() }
            """
        let loaded = runScript(app)
        let root = try XCTUnwrap(loaded.document?.root)
        XCTAssertEqual(root.children[0].children[0].bindings, ["isOn": #"local["0"].List2.todos[0].done"#])
        XCTAssertEqual(root.children[1].children[0].props["title"], "eggs")
        XCTAssertEqual(root.children[2].props["isOn"], true)
        XCTAssertEqual(root.children[2].bindings, [:])
        let rename = try XCTUnwrap(root.children[1].children[1].events["tap"])
        XCTAssertEqual(rename, "app.swift:7:30#2")
        let renamed = runScript(app, state: loaded.stateAfter, event: .action(name: rename, payload: .null))
        XCTAssertEqual(renamed.document?.root.children[1].children[0].props["title"], "EGGS")
        XCTAssertEqual(renamed.document?.root.children[0].children[0].props["title"], "milk")
    }

    func testStateThatNoLongerFitsItsPropertyStartsAgainWithAWarning() throws {
        let result = runScript(counter, state: ["local": ["0.1": ["Counter": ["count": "many", "on": false]]]])
        XCTAssertEqual(result.stateAfter, ["local": ["0.1": ["Counter": ["count": 0, "on": false]]]])
        XCTAssertEqual(result.warnings.map(\.message), [#"the state at local["0.1"].Counter.count does not fit the property any more; it starts again from its initial value"#])
    }

    func testAStateThatCannotBeKeptIsAnErrorAtItsView() throws {
        let failure = try XCTUnwrap(
            runtimeFailure(
                """
                struct Bad: View {
                    @State var action = { print("x") }
                    var body: some View { Text("x") }
                }
                func body() -> Node { Bad() }
                """))
        XCTAssertEqual(failure.message, "a closure cannot be kept in state, which holds JSON-like values")
        XCTAssertEqual(failure.frames.map(\.description), ["Bad at app.swift:1:1"])
    }

    func testAppStorageFocusStateAndEnvironmentKeys() throws {
        let app = """
            struct Settings: View {
                @AppStorage("username") private var username = "guest"
                @FocusState private var focused: Bool
                @Environment(\\.dismiss) private var dismiss
                @Environment(\\.colorScheme) private var scheme
                var body: some View {
                    VStack {
                        TextField("Name", text: $username).focused($focused)
                        Text("\\(username) \\(focused) \\(scheme)")
                        Button("Close") { dismiss() }
                    }
                }
            }
            func body() -> Node { Settings() }
            """
        let loaded = runScript(app)
        XCTAssertEqual(loaded.stateAfter, ["appStorage": ["username": "guest"], "local": ["0": ["Settings": ["focused": false]]]])
        let root = try XCTUnwrap(loaded.document?.root)
        XCTAssertEqual(root.children[0].bindings, ["text": "appStorage.username"])
        XCTAssertEqual(root.children[1].props["text"], "guest false .light")
        let closed = runScript(app, state: loaded.stateAfter, event: .action(name: root.children[2].events["tap"]!, payload: .null))
        XCTAssertFalse(closed.failed)
    }
}
