import XCTest
import ViewTree
import VML

/// The markup layer: elements, attributes, text, comments, entities, and the errors of
/// malformed markup with their lines and columns.
final class MarkupParserTests: XCTestCase {
    private func firstError(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Diagnostic? {
        let document = VMLDocument.parse(text: text, file: "bad.vml")
        XCTAssertTrue(document.hasErrors, "\(text) parsed", file: file, line: line)
        return document.diagnostics.first
    }

    private func located(_ diagnostic: Diagnostic?) -> String {
        guard let diagnostic else { return "none" }
        return "\(diagnostic.line ?? 0):\(diagnostic.column ?? 0) \(diagnostic.message)"
    }

    func testElementsAttributesTextAndOffsets() throws {
        let document = parsed("<VStack spacing='8'>\n  <Text>a &amp; b &lt;&#x41;&#66;&gt;</Text>\n</VStack>")
        let root = try XCTUnwrap(document.rootElements.first)
        XCTAssertEqual(root.name, "VStack")
        XCTAssertEqual(root.attributes.map(\.value), ["8"], "single quotes are read too")
        let text = try XCTUnwrap(root.childElements.first)
        XCTAssertEqual(TextOf(text), "a & b <AB>")
        XCTAssertEqual(document.source.position(of: text.offset), TextPosition(line: 2, column: 3))
    }

    func testCommentsCDATAAndTheDeclaration() throws {
        let document = parsed("<?xml version=\"1.0\"?>\n<!-- top -->\n<Text><![CDATA[a < b]]></Text>")
        XCTAssertEqual(document.declaration, "<?xml version=\"1.0\"?>")
        guard case .comment(let comment) = document.nodes.first(where: { if case .comment = $0 { true } else { false } }) else {
            return XCTFail("no comment")
        }
        XCTAssertEqual(comment.text, " top ")
        XCTAssertEqual(TextOf(try XCTUnwrap(document.rootElements.first)), "a < b")
    }

    func testRawLessThanInAttributeValues() throws {
        let root = try XCTUnwrap(parsed(#"<Text style="m(attr(t type(<string>)))"/>"#).rootElements.first)
        XCTAssertEqual(root.style?.attrUses.first?.reference, AttrReference(name: "t", type: .string))
    }

    func testStructuralErrorsArePositioned() {
        XCTAssertEqual(located(firstError("<VStack>\n  <Text>Hi</VStack>")), "2:11 </VStack> does not close <Text>, opened at 2:3")
        XCTAssertEqual(located(firstError("<VStack>\n  <Text>")), "2:3 <Text> is never closed")
        XCTAssertEqual(located(firstError("</Text>")), "1:1 </Text> closes nothing: no element is open")
        XCTAssertEqual(located(firstError("<Text>\n<!-- never")), "2:1 the comment is never closed")
        XCTAssertEqual(located(firstError("<Text a=\"1\"")), "1:1 the start tag <Text> is never closed")
        XCTAssertEqual(located(firstError("<Text a=\"1>")), "1:9 the value of 'a' is never closed")
        XCTAssertEqual(located(firstError("<Text>a < b</Text>")), "1:9 expected an element name after '<'")
        XCTAssertEqual(located(firstError("<Text <Button>")), "1:7 unexpected '<' in the start tag of <Text>")
        XCTAssertEqual(located(firstError("<!DOCTYPE html><Text/>")), "1:1 <!DOCTYPE> and other markup declarations are not part of VML")
        XCTAssertEqual(located(firstError("<Text>\n  <%= @name %>\n</Text>")), "2:3 EEx tags (<% ... %>) are not VML")
        XCTAssertEqual(located(firstError("hello <Text/>")), "1:1 text outside an element")
        XCTAssertEqual(located(firstError("<Text>é</Text><")), "1:15 '<' at the end of the file", "é is one column")
    }

    func testAttributeErrorsAreAllReported() {
        let document = VMLDocument.parse(
            text: #"<Card search count=3 a="1" a="2" b="x &nbsp; y" c={@x}/>"#, file: "bad.vml")
        XCTAssertEqual(
            document.diagnostics.map(located),
            [
                "1:7 the attribute 'search' has no value",
                "1:20 the value of 'count' must be quoted",
                "1:28 the attribute 'a' is given twice",
                "1:39 unknown entity '&nbsp;'",
                "1:52 expected a string literal in the braces of 'c'",
            ])
    }

    func testInvalidUTF8IsAnError() {
        let document = VMLDocument.parse(bytes: Array("<Text>ok</Text>\n<Text>".utf8) + [0xC3, 0x28], file: "bad.vml")
        XCTAssertEqual(document.diagnostics.map(located), ["2:7 the file is not valid UTF-8 (byte 0xC3)"])
    }

    func testNestingIsBounded() {
        let deep = String(repeating: "<Group>", count: 300) + String(repeating: "</Group>", count: 300)
        XCTAssertEqual(located(firstError(deep)), "1:701 elements nest more than 100 levels deep")
    }

    func testSeveralTopLevelElementsParseButAreNotOneDocument() {
        let text = "<Text>a</Text>\n<Text>b</Text>\n"
        XCTAssertEqual(parsed(text).rootElements.count, 2)
        XCTAssertEqual(formatted(text), text, "the formatter takes a fragment")
        let errors = diagnostics(text)
        XCTAssertEqual(errors.map(located), ["2:1 a document has one root element; <Text> is a second one"])
    }
}

/// The joined text runs of an element.
private func TextOf(_ element: VMLElement) -> String {
    element.content.compactMap {
        if case .text(let run) = $0 { return run.text }
        return nil
    }.joined()
}
