import Runtime
import SwiftLite
import ViewTree
import XCTest

final class ViewConstructorTests: XCTestCase {
    func testATextFieldForANumberBindsItsValueAndKeepsItsFormat() throws {
        let root = try XCTUnwrap(render("""
            struct AmountForm: View {
                @State private var amount = 2.5
                var body: some View { TextField("Amount", value: $amount, format: .number) }
            }
            #Preview { AmountForm() }
            """))
        XCTAssertEqual(root.type, "TextField")
        XCTAssertEqual(root.props["title"], "Amount")
        XCTAssertEqual(root.props["format"], .member(MemberChain([.init("number")])))
        XCTAssertEqual(root.bindings, ["value": #"local["0"].AmountForm.amount"#])
    }

    func testEveryConstructorOfTheSpecBuildsItsNode() throws {
        let root = try XCTUnwrap(render("""
            state.initial("on", true)
            state.initial("name", "x")
            state.initial("level", 0.5)
            state.initial("n", 3)
            state.initial("pick", "a")
            func body() -> Node {
                NavigationStack {
                    ScrollView {
                        VStack(alignment: .leading, spacing: 8) {
                            Text("Hello")
                            Image(systemName: "star")
                            Button("Tap", action: "tap")
                            Toggle("On", isOn: state.bind("on"))
                            TextField("Name", text: state.bind("name"))
                            SecureField("Password", text: state.bind("name"))
                            Slider(value: state.bind("level"), in: 0...1)
                            Stepper("Count", value: state.bind("n"), in: 0...10)
                            Picker("Pick", selection: state.bind("pick")) { Text("A").tag("a") }
                            HStack(spacing: 4) { Spacer(); Divider() }
                            ZStack(alignment: .top) { Color.red; Rectangle(); RoundedRectangle(cornerRadius: 8); Circle(); Capsule() }
                            LazyVStack { EmptyView() }
                            LazyHStack(spacing: 2) { ProgressView() }
                            List { Section("S") { Text("row") } }
                            Form { Group { Label("Downloads", systemImage: "arrow.down") } }
                            Link("Docs", destination: "https://example.com")
                            NavigationLink("More") { Text("Detail") }
                        }
                    }
                }
            }
            """))
        let types = root.outline.map { $0.split(separator: " ")[0] }
        for expected in ["NavigationStack", "ScrollView", "VStack", "Text", "Image", "Button", "Toggle", "TextField", "SecureField",
                         "Slider", "Stepper", "Picker", "HStack", "Spacer", "Divider", "ZStack", "Color", "Rectangle",
                         "RoundedRectangle", "Circle", "Capsule", "LazyVStack", "EmptyView", "LazyHStack", "ProgressView",
                         "List", "Section", "Form", "Group", "Label", "Link", "NavigationLink"] {
            XCTAssertTrue(types.contains(Substring(expected)), "no \(expected) in \(types)")
        }
        let stack = root.children[0].children[0]
        XCTAssertEqual(stack.props, ["alignment": .member("leading"), "spacing": 8])
        XCTAssertEqual(stack.children[0].props, ["text": "Hello"])
        XCTAssertEqual(stack.children[1].props, ["systemName": "star"])
        XCTAssertEqual(stack.children[2].props, ["title": "Tap"])
        XCTAssertEqual(stack.children[2].events, ["tap": "tap"])
        XCTAssertEqual(stack.children[3].bindings, ["isOn": "on"])
        XCTAssertEqual(stack.children[4].bindings, ["text": "name"])
        XCTAssertEqual(stack.children[6].bindings, ["value": "level"])
        XCTAssertEqual(stack.children[6].props["in"]?.description, "ClosedRange(lowerBound: 0, upperBound: 1)")
        XCTAssertEqual(stack.children[8].bindings, ["selection": "pick"])
        XCTAssertEqual(stack.children[10].children[0].props, ["color": .member("red")])
        XCTAssertEqual(stack.children[10].children[2].props, ["cornerRadius": 8])
    }

    func testAWrongLabelIsAnErrorListingTheLabelsThatExist() {
        let errors = compileErrors("""
            func body() -> Node {
                Toggle("On", value: state.bind("on"))
            }
            """)
        XCTAssertEqual(errors.count, 1)
        XCTAssertEqual(errors.first?.line, 2)
        XCTAssertEqual(errors.first?.column, 5)
        XCTAssertEqual(errors.first?.message, "no 'Toggle' takes the arguments (_:value:); the labels that exist are Toggle(_:isOn:), Toggle(isOn:label:)")
    }

    func testAMisspelledLabelGetsASuggestion() {
        let errors = compileErrors("func body() -> Node { Image(systemname: \"star\") }")
        XCTAssertEqual(errors.first?.notes, ["did you mean 'systemName:' instead of 'systemname:'?"])
    }

    func testNodeBuildsAnElementOfAnyName() throws {
        let root = try XCTUnwrap(render("""
            func body() -> Node {
                Node("Card", ["title": "x", "count": 2]) { Text("inside") }
            }
            """))
        XCTAssertEqual(root.type, "Card")
        XCTAssertEqual(root.props, ["title": "x", "count": 2])
        XCTAssertEqual(root.children.map(\.type), ["Text"])
    }

    func testAConstructorRecordsItsSourceLocation() throws {
        let root = try XCTUnwrap(render("func body() -> Node {\n    VStack {\n        Text(\"a\")\n    }\n}"))
        XCTAssertEqual(root.source, SourceLocation(file: "app.swift", line: 2, column: 5, component: "body"))
        XCTAssertEqual(root.children[0].source, SourceLocation(file: "app.swift", line: 3, column: 9))
    }

    func testForEachOverARangeAsLongAsIntAllowsStopsAtALimit() {
        // Its elements were made up front: more memory than exists, before any limit ran.
        let runner = Runner(limits: SwiftLite.Limits(instructions: 100_000, callDepth: 64, memoryBytes: 64 << 20))
        for range in ["0..<Int.max", "Int.min..<Int.max"] {
            let result = runScript("func body() -> Node { VStack { ForEach(\(range)) { Text(\"\\($0)\") } } }", runner: runner)
            XCTAssertEqual(result.failure?.kind, "instructionLimit", range)
        }
    }
}
