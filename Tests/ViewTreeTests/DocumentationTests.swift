import XCTest
import ViewTree

/// The examples in docs/ir.md are real: they decode, and they are canonical.
final class DocumentationTests: XCTestCase {
    func testTheFullExampleIsACanonicalDocument() throws {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/ir.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        let section = try XCTUnwrap(text.range(of: "## A full example"))
        let jsonStart = try XCTUnwrap(text.range(of: "```json\n", range: section.upperBound..<text.endIndex))
        let jsonEnd = try XCTUnwrap(text.range(of: "\n```", range: jsonStart.upperBound..<text.endIndex))
        let example = String(text[jsonStart.upperBound..<jsonEnd.lowerBound])
        let document = try Document(json: try JSONParser.parse(example))
        XCTAssertEqual(document.jsonValue.prettyText, example, "docs/ir.md's example is not in canonical pretty form")
        XCTAssertEqual(document.root.subtreeSize, 5)
    }
}
