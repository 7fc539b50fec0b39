import XCTest
import ViewTree
import VML

/// IR → VML: what `workbench export --vml` prints for a script's IR.
final class ExporterTests: XCTestCase {
    func testAScriptsTreeIsWrittenAsCanonicalVML() {
        let tree = Node(
            id: "0", type: "VStack", props: ["alignment": .member("leading"), "spacing": 12],
            children: [
                Node(
                    id: "0.0", type: "Text", props: ["text": "Count: 3"],
                    modifiers: [Modifier("font", [Argument(.member("title"))])], reads: ["count"]),
                Node(id: "0.1", type: "Button", props: ["title": "Increment"], events: ["tap": "increment"]),
                Node(id: "row", type: "Text", props: ["text": "  spaced  "]),
            ],
            slots: ["content": [Node(id: "0.content.0", type: "RoundedRectangle", props: ["cornerRadius": 8])]],
            modifiers: [Modifier("background", [.labeled("alignment", .member("center")), .labeled("content", .slot("content"))])],
            source: SourceLocation(file: "app.swift", line: 4, column: 5))
        let export = VMLExporter.export(Document(root: tree))
        XCTAssertEqual(
            export.text,
            """
            <VStack alignment="leading" spacing="12" style="background(alignment: .center, content: :content)">
              <Text style="font(.title)">Count: 3</Text>
              <Button>Increment</Button>
              <Text id="row" text="  spaced  "/>
              <RoundedRectangle template="content" cornerRadius="8"/>
            </VStack>

            """)
        XCTAssertEqual(export.losses, ["Button 0.1: event tap -> increment is not part of VML"])
        assertCanonical(export.text)
        var expected = withoutSources(tree)
        expected.children[0].reads = []
        expected.children[1].events = [:]
        XCTAssertEqual(ir(export.text), expected, "reading the export back gives the tree, apart from what VML cannot say")
    }

    func testWhatVMLCannotSayIsListed() {
        let tree = Node(
            id: "0", type: "Toggle", props: ["title": "Milk", "count": 3],
            modifiers: [Modifier("onChange", [.labeled("of", .stateRef("todos"))])],
            bindings: ["isOn": "todos[0].done"])
        XCTAssertEqual(
            VMLExporter.export(Document(root: tree)).losses,
            [
                #"Toggle 0: prop count = 3 reads back as "3""#,
                #"Toggle 0: its modifiers do not all have a VML spelling: onChange(of: StateRef("todos"))"#,
                "Toggle 0: binding isOn <-> todos[0].done is not part of VML",
            ])
    }

    func testBindingsAndNamedTapsAreWrittenAsDataElements() {
        let tree = Node(
            id: "0", type: "VStack",
            children: [
                Node(id: "0.0", type: "Toggle", props: ["title": "Milk"], bindings: ["isOn": "todos[0].done"]),
                Node(id: "0.1", type: "Button", props: ["title": "Add"], events: ["tap": "addTodo"]),
            ])
        let export = VMLExporter.export(Document(root: tree), data: true)
        XCTAssertEqual(
            export.text,
            """
            <VStack>
              <Toggle>
                Milk
                <binding name="isOn" keyPath="todos[0].done"/>
              </Toggle>
              <Button>
                Add
                <action kind="dispatch" name="addTodo"/>
              </Button>
            </VStack>

            """)
        XCTAssertEqual(export.losses, [])
        let closure = Node(id: "0", type: "Button", props: ["title": "x"], events: ["tap": "app.swift:3:9", "appear": "load"])
        XCTAssertEqual(
            VMLExporter.export(Document(root: closure), data: true).losses,
            ["Button 0: event appear -> load is not part of VML", "Button 0: event tap -> app.swift:3:9 is not part of VML"],
            "a closure's id names no action VML could dispatch")
        var expected = tree
        expected.children[0].reads = ["todos[0].done"]
        XCTAssertEqual(ir(export.text), expected, "the same bindings and events; a binding reads its path")
    }

    func testVMLSurvivesTheRoundTrip() {
        let text = """
            <VStack id="home" title="Home" style="padding(16)">
              <Text style="navigationTitle(attr(title type(<string>), &quot;Untitled&quot;))">Welcome</Text>
              <Label>
                <Text template="title">Downloads</Text>
                <Image template="icon" systemName="arrow.down.circle"/>
              </Label>
              <List style="toolbar(content: :toolbar)">
                <Text>Row</Text>
                <ToolbarItem template="toolbar" placement="topBarLeading"><Text>Filter</Text></ToolbarItem>
                <ToolbarItem template="toolbar" placement="topBarTrailing"><Text>Edit</Text></ToolbarItem>
              </List>
            </VStack>
            """
        let tree = ir(text)
        let export = VMLExporter.export(Document(root: tree))
        XCTAssertEqual(export.losses, [])
        XCTAssertEqual(ir(export.text), tree)
    }

    func testGradientsAreExportedCanonically() {
        let stops: Value = [
            .named(MemberChain([.init("Gradient"), .init("Stop", arguments: [.labeled("color", .member("blue")), .labeled("location", 0)])])),
            .named(MemberChain([.init("Gradient"), .init("Stop", arguments: [.labeled("color", .member("red")), .labeled("location", 1)])])),
        ]
        let tree = Node(id: "0", type: "Rectangle", modifiers: [Modifier("fill", [Argument(call("linearGradient", .labeled("stops", stops)))])])
        let export = VMLExporter.export(Document(root: tree))
        XCTAssertEqual(export.text, #"<Rectangle style="fill(.linearGradient(colors: [.blue, .red]))"/>"# + "\n")
        XCTAssertEqual(export.losses, [])
    }
}
