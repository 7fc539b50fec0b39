import XCTest
import ViewTree
import VML

/// §6.1's canonical form, and the layout rules the formatter adds: what `workbench fmt`
/// writes.
final class FormatterTests: XCTestCase {
    func testAttributesAreOrderedQuotedAndEscaped() {
        assertFormats(
            #"<Image style='foregroundColor(.red)' b="&lt;x&gt;" systemName='a"b' a="x &amp; y" id="i" template="icon"/>"#,
            to: #"<Image id="i" template="icon" systemName="a&quot;b" a="x &amp; y" b="<x>" style="foregroundColor(.red)"/>"# + "\n")
        assertFormats(
            "<Text title=\"line one\nline two\tend\"/>",
            to: #"<Text title="line one&#10;line two&#9;end"/>"# + "\n")
    }

    func testEnumerationAttributesLoseTheirDot() {
        assertFormats(#"<VStack alignment=".leading" other=".kept"/>"#, to: #"<VStack alignment="leading" other=".kept"/>"# + "\n")
    }

    func testStringsInStyleAreEntities() {
        assertFormats(
            #"<Text style='navigationTitle("Say \"hi\" &amp; go")'/>"#,
            to: #"<Text style="navigationTitle(&quot;Say \&quot;hi\&quot; &amp; go&quot;)"/>"# + "\n")
    }

    func testEmptyElementsCloseThemselvesAndEmptyStylesGo() {
        assertFormats("<VStack style=\"\">\n\n</VStack>", to: "<VStack/>\n")
        assertFormats("<Spacer></Spacer>", to: "<Spacer/>\n")
    }

    func testContentOnOneLineStaysOnOneLine() {
        assertFormats("<Text>   Hello    world </Text>", to: "<Text>Hello world</Text>\n")
        assertFormats("<HStack><Text>A</Text>   <Text>B</Text><Text>C</Text></HStack>", to: "<HStack><Text>A</Text> <Text>B</Text><Text>C</Text></HStack>\n")
    }

    func testALineBreakAnywhereInTheContentPutsItBelowTheTag() {
        assertFormats(
            "<VStack><Text>A</Text>\n<Text>B</Text>   <Text>C</Text></VStack>",
            to: "<VStack>\n  <Text>A</Text>\n  <Text>B</Text> <Text>C</Text>\n</VStack>\n")
        assertFormats(
            "<HStack><VStack>\n<Text>A</Text></VStack></HStack>",
            to: "<HStack>\n  <VStack>\n    <Text>A</Text>\n  </VStack>\n</HStack>\n")
        assertFormats(
            "<Text>\n        A long text\n     that wraps   here\n</Text>",
            to: "<Text>\n  A long text\n  that wraps here\n</Text>\n")
    }

    func testBlankLinesAreKeptOnce() {
        assertFormats(
            "<VStack>\n\n\n  <Text>A</Text>\n\n\n\n  <Text>B</Text>\n\n</VStack>\n\n",
            to: "<VStack>\n\n  <Text>A</Text>\n\n  <Text>B</Text>\n</VStack>\n")
    }

    func testTextGluedToAnElementStaysGlued() {
        let text = "<Text style=\"background(content: :bg)\">\n  Hello<Star template=\"bg\"/>world\n</Text>\n"
        assertCanonical(text)
        XCTAssertEqual(ir(text).props, ["text": "Helloworld"])
    }

    func testWrappedAttributesKeepTheirShape() {
        assertFormats(
            "<Image systemName=\"a\"\n style=\"padding(8)\"   id=\"x\"/>",
            to: "<Image id=\"x\" systemName=\"a\"\n       style=\"padding(8)\"/>\n")
        assertFormats(
            "<VStack>\n<ProgressView\n title=\"t\" template=\"x\"\n    style=\"padding( 8 )\"/>\n</VStack>",
            to: "<VStack>\n  <ProgressView\n    template=\"x\"\n    title=\"t\"\n    style=\"padding(8)\"\n  />\n</VStack>\n")
    }

    func testCommentsAndTheDeclarationStay() {
        assertFormats(
            "<?xml version=\"1.0\"?>\n<!-- a\n   b -->\n<VStack>   <!-- x -->\n<Text>A</Text> <!-- trailing -->\n</VStack>",
            to: "<?xml version=\"1.0\"?>\n<!-- a\n   b -->\n<VStack>\n  <!-- x -->\n  <Text>A</Text> <!-- trailing -->\n</VStack>\n")
    }

    func testCDATAAndEntitiesBecomeCanonicalText() {
        assertFormats("<Text><![CDATA[a < b & c]]> &#x41;&quot;</Text>", to: "<Text>a &lt; b &amp; c A\"</Text>\n")
    }

    func testAFileWithErrorsIsNotFormatted() {
        XCTAssertNil(VMLFormatter.format(VMLDocument.parse(text: "<Text style=\"padding(\"/>", file: "x.vml")))
    }

    /// Formatting keeps the IR, apart from the gradient spelling and ignored children.
    func testFormattingKeepsTheIR() {
        let text = """
            <VStack   spacing = "4"  style="padding( 8 ),background(content::bg)">
              Ignored <Text>  A   b </Text><Text>c</Text>
              <Circle template = "bg" style = 'fill( #FFAA00 )'/>
              <!-- note --> tail
            </VStack>
            """
        let before = VMLConverter.convert(text: text, file: "a.vml")
        let after = VMLConverter.convert(text: formatted(text), file: "a.vml")
        XCTAssertEqual(before.document.map { withoutSources($0.root) }, after.document.map { withoutSources($0.root) })
        XCTAssertEqual(before.diagnostics.map(\.message), after.diagnostics.map(\.message))
    }

    func testTheExampleAppIsCanonical() throws {
        let example = try String(contentsOf: repositoryRoot.appendingPathComponent("scripts/example/about.vml"), encoding: .utf8)
        assertCanonical(example)
        XCTAssertEqual(warnings(example), [])
    }

    func testTheExamplesFestivalsScreenIsCanonicalAndFindsItsData() throws {
        let folder = repositoryRoot.appendingPathComponent("scripts/example-functions")
        let screen = try String(contentsOf: folder.appendingPathComponent("festivals.vml"), encoding: .utf8)
        let festivals = try String(contentsOf: folder.appendingPathComponent("festivals.json"), encoding: .utf8)
        assertCanonical(screen)
        let state: JSONValue = ["picked": ["title": "none yet"], "reminders": false, "todos": [], "filter": "all"]
        let conversion = VMLConverter.convert(
            text: screen, file: "festivals.vml", data: VMLDataInput(state: state, files: ["festivals.json": festivals]))
        XCTAssertEqual(conversion.diagnostics.map { $0.rendered() }, [])
        XCTAssertEqual(conversion.document?.root.children[0].children[3].children.count, 6, "a row per festival")
    }
}
