import Runtime
import ViewTree
import VML
import XCTest

/// Spec §6: a script and the VML describing the same view give the same IR apart from
/// `source` and `reads`.
final class ScriptVMLEquivalenceTests: XCTestCase {
    private func withoutSourceAndReads(_ node: Node) -> Node {
        var copy = node
        copy.source = nil
        copy.reads = []
        copy.children = node.children.map(withoutSourceAndReads)
        copy.slots = node.slots.mapValues { $0.map(withoutSourceAndReads) }
        return copy
    }

    private func assertSameIR(script: String, vml: String, state: JSONValue? = nil, file: StaticString = #filePath, line: UInt = #line) throws {
        let scriptRoot = try XCTUnwrap(render(script, file: file, line: line), file: file, line: line)
        let conversion = VMLConverter.convert(text: vml, file: "view.vml", data: VMLDataInput(state: state, files: [:]))
        XCTAssertEqual(conversion.diagnostics.filter { $0.severity == .error }, [], file: file, line: line)
        let vmlRoot = try XCTUnwrap(conversion.document?.root, file: file, line: line)
        // Compared as canonical JSON, so a failure shows both trees.
        func text(_ node: Node) -> String { String(decoding: IRJSONEncoder.encode(withoutSourceAndReads(node)), as: UTF8.self) }
        XCTAssertEqual(text(scriptRoot), text(vmlRoot), file: file, line: line)
    }

    func testTheSpecsBasicExample() throws {
        try assertSameIR(
            script: """
                func body() -> Node {
                    VStack(alignment: .leading, spacing: 12) {
                        Text("Hello")
                            .font(.system(size: 17, weight: .semibold))
                            .foregroundColor(.purple)
                            .padding(.horizontal, 12)
                        Image(systemName: "heart.fill").foregroundColor(.red)
                        RoundedRectangle(cornerRadius: 8).fill(.linearGradient(colors: [.blue, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))
                    }
                    .padding(16)
                }
                """,
            vml: """
                <VStack alignment="leading" spacing="12" style="padding(16)">
                  <Text style="font(.system(size: 17, weight: .semibold)), foregroundColor(.purple), padding(.horizontal, 12)">Hello</Text>
                  <Image systemName="heart.fill" style="foregroundColor(.red)"/>
                  <RoundedRectangle cornerRadius="8" style="fill(.linearGradient(colors: [.blue, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))"/>
                </VStack>
                """)
    }

    func testSlotsAndTemplates() throws {
        try assertSameIR(
            script: """
                func body() -> Node {
                    VStack {
                        Label { Text("Downloads") } icon: { Image(systemName: "arrow.down.circle") }
                        Section { Text("Row") } header: { Text("Header") } footer: { Text("Footer") }
                        Text("Hello").background(alignment: .center) { Circle() }
                        List { Text("Row 1") }
                            .toolbar {
                                ToolbarItem(placement: .topBarLeading) { Text("Filter") }
                                ToolbarItem(placement: .topBarTrailing) { Text("Edit") }
                            }
                    }
                }
                """,
            vml: """
                <VStack>
                  <Label>
                    <Text template="title">Downloads</Text>
                    <Image template="icon" systemName="arrow.down.circle"/>
                  </Label>
                  <Section>
                    <Text>Row</Text>
                    <Text template="header">Header</Text>
                    <Text template="footer">Footer</Text>
                  </Section>
                  <Text style="background(alignment: .center, content: :content)">
                    Hello
                    <Circle template="content"/>
                  </Text>
                  <List style="toolbar(content: :toolbar)">
                    <Text>Row 1</Text>
                    <ToolbarItem template="toolbar" placement="topBarLeading"><Text>Filter</Text></ToolbarItem>
                    <ToolbarItem template="toolbar" placement="topBarTrailing"><Text>Edit</Text></ToolbarItem>
                  </List>
                </VStack>
                """)
    }

    func testExportingAScriptsTreeGivesVMLWithTheSameIR() throws {
        let script = """
            func body() -> Node {
                HStack(spacing: 8) {
                    Text("Badge").frame(width: 100, height: 40).background(.blue).cornerRadius(8)
                    Spacer()
                    Image(systemName: "arrow.right").rotationEffect(.degrees(45))
                }
            }
            """
        let root = try XCTUnwrap(render(script))
        let exported = VMLExporter.export(Document(root: root))
        XCTAssertEqual(exported.losses, [])
        try assertSameIR(script: script, vml: exported.text)
    }

    func testBindingsAndActionsAreTheSameInBoth() throws {
        let script = """
            state.initial("todos", [["title": "Milk", "done": false], ["title": "Ship", "done": true]])
            actions["addTodo"] = { ctx in }
            func body() -> Node {
                let todos = state.get("todos") as! [[String: Any]]
                return List {
                    ForEach(0..<todos.count) { i in
                        Toggle(todos[i]["title"] as! String, isOn: state.bind("todos[\\(i)].done"))
                    }
                    Button("Add", action: "addTodo")
                }
            }
            """
        try assertSameIR(
            script: script,
            vml: """
                <List>
                  <binding name="rows" keyPath="todos"/>
                  <prototype>
                    <Toggle><binding name="text" keyPath="title"/><binding name="isOn" keyPath="done"/></Toggle>
                  </prototype>
                  <Button>Add<action kind="dispatch" name="addTodo"/></Button>
                </List>
                """,
            state: ["todos": [["title": "Milk", "done": false], ["title": "Ship", "done": true]]])
        let exported = VMLExporter.export(Document(root: try XCTUnwrap(render(script))), data: true)
        XCTAssertEqual(exported.losses, [])
        try assertSameIR(script: script, vml: exported.text)
    }
}
