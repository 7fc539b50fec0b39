import XCTest
import ViewTree
import VML

/// VML → IR: props typed by the catalog, text content, ids, slots and their warnings,
/// and the same IR as a script describing the same view.
final class ConversionTests: XCTestCase {
    private func messages(_ text: String) -> [String] {
        warnings(text).map { "\($0.line ?? 0):\($0.column ?? 0) \($0.message)" }
    }

    // MARK: Props and text

    func testAttributesAreTypedByTheCatalog() {
        let node = ir(#"<VStack alignment="leading" spacing="8.0" data-x="3"><ScrollView showsIndicators="false"/></VStack>"#)
        XCTAssertEqual(node.props, ["alignment": .member("leading"), "spacing": .double(8.0), "data-x": "3"])
        XCTAssertEqual(node.children[0].props, ["showsIndicators": false])
        XCTAssertEqual(ir(#"<ToolbarItem placement=".topBarLeading"/>"#).props, ["placement": .member("topBarLeading")])
        XCTAssertEqual(ir(#"<Card spacing="8"/>"#).props, ["spacing": "8"], "a custom element's attributes stay strings")
        XCTAssertEqual(messages(#"<VStack spacing="wide"/>"#), [#"1:9 spacing of <VStack> expects a number, not "wide"; it is kept as a string"#])
    }

    func testTextContentFillsTheElementsTextProp() {
        XCTAssertEqual(ir("<Text>\n  Hello,\n     world  \n</Text>").props, ["text": "Hello, world"], "trimmed, whitespace collapsed")
        XCTAssertEqual(ir("<Button>Play</Button>").props, ["title": "Play"])
        XCTAssertEqual(ir("<Toggle>Milk</Toggle>").props, ["title": "Milk"])
        XCTAssertEqual(ir("<TableColumn>A</TableColumn>").props, ["text": "A"], "a custom element's text is its text prop")
        XCTAssertEqual(ir("<Text>a&#160;b</Text>").props, ["text": "a\u{A0}b"], "a non-breaking space is not whitespace")
        XCTAssertEqual(ir("<Text>Hi <!-- note --> there</Text>").props, ["text": "Hi there"])
        XCTAssertEqual(messages("<VStack>\n  Hello\n</VStack>"), [#"2:3 <VStack> takes no text; "Hello" is ignored"#])
        XCTAssertEqual(ir("<VStack>Hello</VStack>").props, [:])
    }

    // MARK: Ids

    func testIDsFollowPositionUnlessExplicit() {
        let node = ir("""
            <VStack>
              <Text>a</Text>
              <HStack id="row"><Text>b</Text><Text>c</Text></HStack>
              <Text style="overlay(content: :ov)">d<Star template="ov"/></Text>
            </VStack>
            """)
        XCTAssertEqual(node.id, "0")
        XCTAssertEqual(node.children.map(\.id), ["0.0", "row", "0.2"])
        XCTAssertEqual(node.children[1].children.map(\.id), ["row.0", "row.1"])
        XCTAssertEqual(node.children[2].slots["ov"]?.map(\.id), ["0.2.ov.0"])
        XCTAssertEqual(
            messages(#"<VStack><Text id="x"/><Text id="x"/></VStack>"#),
            ["1:23 the id 'x' is already the id of the element at 1:9"])
    }

    func testHoistedChildrenLeaveTheChildList() {
        let node = ir("""
            <HStack style="background(content: :bg)">
              <Text>one</Text>
              <Rectangle template="bg"/>
              <Text>two</Text>
            </HStack>
            """)
        XCTAssertEqual(node.children.map(\.id), ["0.0", "0.1"])
        XCTAssertEqual(node.children.map(\.props), [["text": "one"], ["text": "two"]])
    }

    // MARK: Slots

    func testForwardReferencesAndStyleReferencesWin() {
        let node = ir("""
            <VStack style="background(content: :content)">
              <Text>child</Text>
              <Color template="content"/>
            </VStack>
            """)
        XCTAssertEqual(node.children.map(\.type), ["Text"], "the style's :content is not the stack's default slot")
        XCTAssertEqual(node.slots["content"]?.map(\.type), ["Color"])
    }

    func testCustomElementsTakeAnyTemplate() {
        let node = ir("""
            <Table>
              <Group template="columns"><TableColumn>A</TableColumn></Group>
              <Group template="rows"/>
            </Table>
            """)
        XCTAssertEqual(node.slots.keys.sorted(), ["columns", "rows"])
        XCTAssertEqual(node.children, [])
    }

    func testUnmatchedTemplateIsIgnoredWithAWarning() {
        let text = """
            <Label>
              <Text template="titel">Downloads</Text>
              <Image template="icon" systemName="arrow.down.circle"/>
            </Label>
            """
        XCTAssertEqual(ir(text).slots.keys.sorted(), ["icon"])
        let found = warnings(text)
        XCTAssertEqual(found.map { "\($0.line ?? 0):\($0.column ?? 0) \($0.message)" }, [
            "1:1 <Label> has no 'title' slot: Label(title:icon:) expects one",
            "2:9 <Label> has no slot 'titel'; the template is ignored",
        ])
        XCTAssertEqual(found[1].notes.first, "did you mean 'title'?")
    }

    func testMissingSlotReusedTemplateAndChildlessElements() {
        XCTAssertEqual(
            messages(#"<Text style="background(content: :bg)">Hi</Text>"#),
            [#"1:34 no immediate child of <Text> has template="bg" for ':bg'"#])
        XCTAssertEqual(
            messages(#"<Text style="background(content: :bg), overlay(content: :bg)">Hi<Star template="bg"/></Text>"#),
            ["1:57 the template 'bg' fills 2 slots (background, overlay): the same element is rendered in each"])
        XCTAssertEqual(
            messages("<Image systemName=\"x\">\n  <Text>caption</Text>\n</Image>"),
            ["2:3 <Image> takes no child views; <Text> is ignored"])
        XCTAssertEqual(
            messages(#"<Text template="x">Hi</Text>"#),
            [#"1:7 template="x" on the root element has no parent slot to fill; it is ignored"#])
    }

    // MARK: Style checks

    func testUnknownModifiersAndElementsAreWarningsWithSuggestions() {
        let found = warnings(#"<Txet style="paddng(8), customThing()"/>"#)
        XCTAssertEqual(found.map(\.message), [
            "unknown element <Txet>; did you mean <Text>?", "unknown modifier 'paddng'", "unknown modifier 'customThing'",
        ])
        XCTAssertEqual(found[1].notes, ["did you mean 'padding'?"])
        XCTAssertEqual(found[1].column, 14)
    }

    func testADocumentNeedsARootElement() {
        XCTAssertEqual(diagnostics("<!-- nothing -->").map(\.message), ["the document has no element"])
    }

    // MARK: Scripts and VML give the same IR

    /// docs/ir.md's full example, written in VML: the same IR apart from `source`, `reads`
    /// and what VML does not encode (events, bindings).
    func testTheFullExampleOfTheIRDocumentation() throws {
        let docs = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/ir.md"), encoding: .utf8)
        let section = try XCTUnwrap(docs.range(of: "## A full example"))
        let start = try XCTUnwrap(docs.range(of: "```json\n", range: section.upperBound..<docs.endIndex))
        let end = try XCTUnwrap(docs.range(of: "\n```", range: start.upperBound..<docs.endIndex))
        let script = try Document(json: try JSONParser.parse(String(docs[start.upperBound..<end.lowerBound])))
        let vml = ir("""
            <VStack alignment="leading" spacing="12" style="padding(16), background(alignment: .center, content: :content), rotationEffect(45deg)">
              <Text style="font(.system(size: 17, weight: .semibold)), padding(.horizontal, 12)">Count: 3</Text>
              <Toggle>Milk</Toggle>
              <Button>Increment</Button>
              <RoundedRectangle template="content" cornerRadius="8" style="fill(.black.opacity(0.2))"/>
            </VStack>
            """)
        XCTAssertEqual(vml, scriptView(script.root))
    }

    /// What of a script's node VML can say: no source, reads, events or bindings.
    private func scriptView(_ node: Node) -> Node {
        var copy = node
        copy.source = nil
        copy.reads = []
        copy.events = [:]
        copy.bindings = [:]
        copy.children = node.children.map(scriptView)
        copy.slots = node.slots.mapValues { $0.map(scriptView) }
        return copy
    }

    func testAButtonWithLabelContentIsTheScriptsButton() {
        let script = Node(
            id: "0", type: "Button", children: [Node(id: "0.0", type: "Text", props: ["text": "Play"])])
        XCTAssertEqual(ir("<Button><Text>Play</Text></Button>"), script)
        XCTAssertEqual(ir(#"<Button><Image systemName="x"/><Text template="label">Play</Text></Button>"#), script)
    }
}
