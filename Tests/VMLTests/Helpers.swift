import XCTest
import ViewTree
import VML

/// Parses a text that must be free of errors.
func parsed(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> VMLDocument {
    let document = VMLDocument.parse(text: text, file: "test.vml")
    XCTAssertEqual(document.diagnostics.map { $0.rendered() }, [], "unexpected syntax errors", file: file, line: line)
    return document
}

/// The canonical text of a text that must be free of errors.
func formatted(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String {
    VMLFormatter.format(parsed(text, file: file, line: line)) ?? ""
}

/// The IR of a text that must convert without errors, without its source locations.
func ir(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Node {
    let conversion = VMLConverter.convert(text: text, file: "test.vml")
    XCTAssertFalse(conversion.hasErrors, conversion.diagnostics.map { $0.rendered() }.joined(separator: "\n"), file: file, line: line)
    return withoutSources(conversion.document?.root ?? Node(id: "?", type: "?"))
}

/// The diagnostics of converting a text (syntax errors included).
func diagnostics(_ text: String) -> [Diagnostic] {
    VMLConverter.convert(text: text, file: "test.vml").diagnostics
}

/// The warnings of a text that must convert without errors.
func warnings(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> [Diagnostic] {
    let all = diagnostics(text)
    XCTAssertFalse(all.contains { $0.severity == .error }, all.map { $0.rendered() }.joined(separator: "\n"), file: file, line: line)
    return all.filter { $0.severity == .warning }
}

/// A tree with every `source` removed, to compare what the markup says.
func withoutSources(_ node: Node) -> Node {
    var copy = node
    copy.source = nil
    copy.children = node.children.map(withoutSources)
    copy.slots = node.slots.mapValues { $0.map(withoutSources) }
    return copy
}

/// Asserts that a text is canonical: formatting gives it back unchanged.
func assertCanonical(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(formatted(text, file: file, line: line), text, file: file, line: line)
}

/// Asserts that formatting gives `expected`, and that `expected` is canonical.
func assertFormats(_ text: String, to expected: String, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(formatted(text, file: file, line: line), expected, file: file, line: line)
    assertCanonical(expected, file: file, line: line)
}

/// `.member` chains and calls, shortly.
func call(_ name: String, _ arguments: Argument...) -> Value {
    .memberCall(name, arguments)
}

extension Argument {
    static func labeled(_ label: String, _ value: Value) -> Argument { Argument(label: label, value) }
}

/// The repository's top folder.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
