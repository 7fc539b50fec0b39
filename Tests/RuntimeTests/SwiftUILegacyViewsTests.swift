import Runtime
import ViewTree
import XCTest

/// The older SwiftUI spellings tutorials use (issue 24's corpus): `NavigationView`, the style
/// structs, every `Section` form, the `Alert` value, steppers and sliders with closures,
/// `List(_:selection:)`, `NavigationPath`, `specifier:`, `$flag.animation()`.
final class SwiftUILegacyViewsTests: XCTestCase {
    /// A program rendered, then each event dispatched on the state the last run left.
    private struct Session {
        let source: String
        private(set) var result: RunResult

        init(_ source: String, file: StaticString = #filePath, line: UInt = #line) throws {
            self.source = source
            result = runScript(source)
            try check(file: file, line: line)
        }

        var root: Node { result.document!.root }

        func node(_ id: String, file: StaticString = #filePath, line: UInt = #line) throws -> Node {
            try XCTUnwrap(root.node(withID: id), "no node \(id) in\n\(TreeOutline().render(root))", file: file, line: line)
        }

        mutating func tap(_ id: String, _ event: String = "tap", payload: JSONValue = .null, file: StaticString = #filePath, line: UInt = #line) throws {
            let node = try node(id, file: file, line: line)
            let action = try XCTUnwrap(node.events[event], "\(node.type) \(id) has no \(event) event", file: file, line: line)
            result = runScript(source, state: result.stateAfter, event: .action(name: action, payload: payload))
            try check(file: file, line: line)
        }

        func state(_ name: String) -> JSONValue? {
            // The root view's own state: local["0"].TYPE.name.
            result.stateAfter.objectValue?["local"]?.objectValue?["0"]?.objectValue?.values.first?.objectValue?[name]
        }

        private func check(file: StaticString, line: UInt) throws {
            if let failure = result.failure { XCTFail(failure.rendered(), file: file, line: line) }
            if !result.diagnostics.isEmpty { XCTFail(result.diagnostics.map { $0.rendered() }.joined(separator: "\n"), file: file, line: line) }
            XCTAssertEqual(result.warnings.map(\.message), [], file: file, line: line)
            _ = try XCTUnwrap(result.document, "no tree", file: file, line: line)
        }
    }

    func testNavigationViewIsAContainerOfItsOwnAndItsStyleIsAModifier() throws {
        let session = try Session(#"""
            import SwiftUI
            struct Home: View {
                var body: some View {
                    NavigationView {
                        Text("Home").navigationTitle("Start")
                    }
                    .navigationViewStyle(StackNavigationViewStyle())
                }
            }
            func body() -> Node { Home() }
            """#)
        XCTAssertEqual(session.root.type, "NavigationView")
        XCTAssertEqual(session.root.modifiers, [Modifier("navigationViewStyle", [Argument(.member(MemberChain([.init("stack")])))])])
        XCTAssertEqual(try session.node("0.0").props["text"], .string("Home"))
    }

    func testStyleStructsAreTheirShorthands() throws {
        let session = try Session(#"""
            import SwiftUI
            struct Styles: View {
                @State private var pick = 0
                @State private var name = ""
                @State private var on = false
                var body: some View {
                    VStack {
                        Picker("P", selection: $pick) { Text("a").tag(0) }.pickerStyle(SegmentedPickerStyle())
                        Picker("P", selection: $pick) { Text("a").tag(0) }.pickerStyle(.segmented)
                        List { Text("r") }.listStyle(InsetGroupedListStyle())
                        TextField("Name", text: $name).textFieldStyle(RoundedBorderTextFieldStyle())
                        Button("B") {}.buttonStyle(BorderlessButtonStyle())
                        Toggle("T", isOn: $on).toggleStyle(SwitchToggleStyle())
                        TabView { Text("t") }.tabViewStyle(PageTabViewStyle(indexDisplayMode: .never))
                    }
                }
            }
            func body() -> Node { Styles() }
            """#)
        func style(_ id: String) throws -> Value? { try session.node(id).modifiers.first?.arguments.first?.value }
        XCTAssertEqual(try style("0.0"), try style("0.1"))
        XCTAssertEqual(try style("0.0"), .member(MemberChain([.init("segmented")])))
        XCTAssertEqual(try style("0.2"), .member(MemberChain([.init("insetGrouped")])))
        XCTAssertEqual(try style("0.3"), .member(MemberChain([.init("roundedBorder")])))
        XCTAssertEqual(try style("0.4"), .member(MemberChain([.init("borderless")])))
        XCTAssertEqual(try style("0.5"), .member(MemberChain([.init("switch")])))
        XCTAssertEqual(
            try style("0.6"),
            .member(MemberChain([.init("page", arguments: [Argument(label: "indexDisplayMode", .member(MemberChain([.init("never")])))])])))
    }

    func testEverySectionForm() throws {
        let session = try Session(#"""
            import SwiftUI
            struct Sections: View {
                var body: some View {
                    Form {
                        Section { Text("a") }
                        Section("Title") { Text("b") }
                        Section(header: Text("H")) { Text("c") }
                        Section(footer: Text("F")) { Text("d") }
                        Section(header: Text("H"), footer: Text("F")) { Text("e") }
                        Section { Text("f") } header: { Text("H") } footer: { Text("F") }
                        Section(content: { Text("g") }, header: { Text("H") })
                    }
                }
            }
            func body() -> Node { Sections() }
            """#)
        let expected: [(header: String?, footer: String?)] = [(nil, nil), ("Title", nil), ("H", nil), (nil, "F"), ("H", "F"), ("H", "F"), ("H", nil)]
        for (index, (header, footer)) in expected.enumerated() {
            let section = try session.node("0.\(index)")
            XCTAssertEqual(section.type, "Section")
            XCTAssertEqual(section.children.count, 1, "section \(index)")
            XCTAssertEqual(section.slots["header"]?.first?.props["text"], header.map(Value.string), "section \(index)")
            XCTAssertEqual(section.slots["footer"]?.first?.props["text"], footer.map(Value.string), "section \(index)")
        }
    }

    func testASectionWithAWrongLabelIsAClearError() {
        let errors = compileErrors(#"""
            import SwiftUI
            func body() -> Node { Form { Section(title: Text("x")) { Text("a") } } }
            """#)
        XCTAssertEqual(errors.count, 1)
        XCTAssertTrue(errors.first?.message.hasPrefix("no 'Section' takes the arguments (title:_:); the labels that exist are") == true, errors.first?.message ?? "")
    }

    func testTheAlertValueIsANodeWhoseButtonsAreEvents() throws {
        var session = try Session(#"""
            import SwiftUI
            struct Quiz: View {
                @State private var showing = false
                @State private var score = 0
                var body: some View {
                    Text("Score: \(score)")
                        .alert(isPresented: $showing) {
                            Alert(title: Text("Right"), message: Text("Well done"), dismissButton: .default(Text("Next")) { score += 1 })
                        }
                }
            }
            func body() -> Node { Quiz() }
            """#)
        let alert = try XCTUnwrap(session.root.slots["alert"]?.first)
        XCTAssertEqual(alert.type, "Alert")
        XCTAssertEqual(alert.slots["title"]?.first?.props["text"], .string("Right"))
        XCTAssertEqual(alert.slots["message"]?.first?.props["text"], .string("Well done"))
        XCTAssertEqual(alert.children.map(\.type), ["Button"])
        XCTAssertEqual(alert.children[0].children.first?.props["text"], .string("Next"))
        try session.tap("0.alert.0.0")
        XCTAssertEqual(session.state("score"), .int(1))
        XCTAssertEqual(try session.node("0").props["text"], .string("Score: 1"))
    }

    func testAlertWithTwoButtonsAndAlertOfAnItem() throws {
        var session = try Session(#"""
            import SwiftUI
            struct Show: Identifiable { var id: String { name }; let name: String }
            struct Shows: View {
                @State private var picked: Show?
                @State private var deleted = false
                @State private var confirm = false
                var body: some View {
                    VStack {
                        Button("Pick") { picked = Show(name: "Ted") }
                        Text("x").alert(isPresented: $confirm) {
                            Alert(title: Text("Delete?"), message: nil,
                                  primaryButton: .destructive(Text("Delete")) { deleted = true },
                                  secondaryButton: .cancel())
                        }
                    }
                    .alert(item: $picked) { show in
                        Alert(title: Text(show.name), dismissButton: .cancel(Text("Back")))
                    }
                }
            }
            func body() -> Node { Shows() }
            """#)
        let buttons = try session.node("0.1").slots["alert"]![0].children
        XCTAssertEqual(buttons.map { $0.props["role"] }, [.member(MemberChain([.init("destructive")])), .member(MemberChain([.init("cancel")]))])
        XCTAssertEqual(buttons[1].children.first?.props["text"], .string("Cancel"))
        XCTAssertNil(session.root.slots["alert"], "no item: nothing to build")
        try session.tap("0.1.alert.0.0")
        XCTAssertEqual(session.state("deleted"), .bool(true))
        try session.tap("0.0")
        let alert = try session.node("0.alert.0")
        XCTAssertEqual(alert.slots["title"]?.first?.props["text"], .string("Ted"))
        XCTAssertEqual(alert.children.first?.children.first?.props["text"], .string("Back"))
    }

    func testTheMessageOfAnAlertIsItsOwnSlot() throws {
        let session = try Session(#"""
            import SwiftUI
            struct Ask: View {
                @State private var showing = false
                var body: some View {
                    Text("x").alert("Error", isPresented: $showing) {
                        Button("OK") {}
                    } message: {
                        Text("Try again")
                    }
                }
            }
            func body() -> Node { Ask() }
            """#)
        XCTAssertEqual(session.root.slots["alert"]?.map(\.type), ["Button"])
        XCTAssertEqual(session.root.slots["message"]?.first?.props["text"], .string("Try again"))
        XCTAssertEqual(session.root.modifiers.first?.arguments.last, Argument(label: "message", .slot("message")))
    }

    func testSteppersWithClosuresAndSlidersWithLabels() throws {
        var session = try Session(#"""
            import SwiftUI
            struct Controls: View {
                @State private var count = 0
                @State private var speed = 50.0
                @State private var editing = false
                var body: some View {
                    VStack {
                        Stepper("Count", onIncrement: { count += 1 }, onDecrement: { count -= 1 })
                        Stepper { Text("\(count)") } onIncrement: { count += 10 } onDecrement: { count -= 10 }
                        Stepper(onIncrement: { count += 100 }, onDecrement: nil) { Text("Hundreds") }
                        Stepper("Bound", value: $count, in: 0...1000, step: 5) { began in editing = began }
                        Slider(value: $speed, in: 0...100, onEditingChanged: { began in editing = began })
                        Slider(value: $speed, in: 0...100, step: 5) {
                            Text("Speed")
                        } minimumValueLabel: {
                            Text("0")
                        } maximumValueLabel: {
                            Text("100")
                        } onEditingChanged: { began in
                            editing = began
                        }
                    }
                }
            }
            func body() -> Node { Controls() }
            """#)
        try session.tap("0.0", "increment")
        try session.tap("0.1", "decrement")
        try session.tap("0.2", "increment")
        XCTAssertEqual(session.state("count"), .int(91))
        XCTAssertNil(try session.node("0.2").events["decrement"])
        XCTAssertEqual(try session.node("0.3").bindings["value"], #"local["0"].Controls.count"#)
        try session.tap("0.4", "editingChanged", payload: .bool(true))
        XCTAssertEqual(session.state("editing"), .bool(true))
        try session.tap("0.5", "editingChanged", payload: .bool(false))
        XCTAssertEqual(session.state("editing"), .bool(false))
        let slider = try session.node("0.5")
        XCTAssertEqual(slider.children.first?.props["text"], .string("Speed"))
        XCTAssertEqual(slider.slots["minimumValueLabel"]?.first?.props["text"], .string("0"))
        XCTAssertEqual(slider.slots["maximumValueLabel"]?.first?.props["text"], .string("100"))
    }

    func testListSelectionNavigationPathSpecifierAndAnimatedBinding() throws {
        var session = try Session(#"""
            import SwiftUI
            struct Screen: View {
                @State private var path = NavigationPath()
                @State private var picked = Set<String>()
                @State private var on = false
                let total = 12.3456
                var body: some View {
                    NavigationStack(path: $path) {
                        List(["a", "b"], id: \.self, selection: $picked) { name in Text(name) }
                        Button("Push") { path.append(3) }
                        Button("Pop") { if !path.isEmpty { path.removeLast() } }
                        Text("\(total, specifier: "%.2f") \(path.count)")
                        Toggle("On", isOn: $on.animation())
                        Toggle("On", isOn: $on.animation(.default))
                    }
                }
            }
            func body() -> Node { Screen() }
            """#)
        XCTAssertEqual(session.root.bindings["path"], #"local["0"].Screen.path"#)
        XCTAssertEqual(try session.node("0.0").bindings["selection"], #"local["0"].Screen.picked"#)
        XCTAssertEqual(try session.node("0.0").children.map(\.id), ["0.0.@a", "0.0.@b"])
        XCTAssertEqual(try session.node("0.3").props["text"], .string("12.35 0"))
        XCTAssertEqual(try session.node("0.4").bindings["isOn"], #"local["0"].Screen.on"#)
        XCTAssertEqual(try session.node("0.5").bindings["isOn"], #"local["0"].Screen.on"#)
        try session.tap("0.1")
        try session.tap("0.1")
        XCTAssertEqual(session.state("path"), .array([.int(3), .int(3)]))
        try session.tap("0.2")
        XCTAssertEqual(try session.node("0.3").props["text"], .string("12.35 1"))
    }
}
