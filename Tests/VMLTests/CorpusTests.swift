import XCTest
import ViewTree
import VML

/// Markup nobody on this project wrote: LiveView Native's templates and modifier strings
/// (Tests/Fixtures/lvn, a copy of shared/corpus/lvn kept in the repository so the tests run
/// wherever it is cloned; Tests/Fixtures/README.md and lvn/SOURCES.txt say where each piece
/// comes from). LiveView Native's dialect is not VML, so not everything is valid; what is
/// not gets a positioned diagnostic, and what is formats idempotently and keeps its meaning.
final class CorpusTests: XCTestCase {
    private let corpus = repositoryRoot.appendingPathComponent("Tests/Fixtures/lvn")

    private func read(_ path: String) throws -> String {
        try String(contentsOf: corpus.appendingPathComponent(path), encoding: .utf8)
    }

    func testEveryTemplateParsesOrGetsAPositionedDiagnostic() throws {
        let directory = corpus.appendingPathComponent("templates")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".lvn") }.sorted()
        XCTAssertEqual(files.count, 203)
        var wellFormed = 0
        var converted = 0
        for file in files {
            let text = try read("templates/\(file)")
            let document = VMLDocument.parse(text: text, file: file)
            let conversion = VMLConverter.convert(document)
            for diagnostic in conversion.diagnostics {
                XCTAssertNotNil(diagnostic.line, "\(file): \(diagnostic.message)")
                XCTAssertNotNil(diagnostic.column, "\(file): \(diagnostic.message)")
                XCTAssertLessThanOrEqual(diagnostic.line ?? 0, document.source.lineCount, file)
            }
            guard !document.hasErrors else { continue }
            wellFormed += 1
            let canonical = try XCTUnwrap(VMLFormatter.format(document), file)
            let reparsed = VMLDocument.parse(text: canonical, file: file)
            XCTAssertEqual(VMLFormatter.format(reparsed), canonical, "\(file) formats idempotently")
            guard let tree = conversion.document else { continue }
            converted += 1
            XCTAssertEqual(
                VMLConverter.convert(reparsed).document.map { withoutSources($0.root) }, withoutSources(tree.root),
                "\(file) keeps its IR when formatted")
        }
        print("corpus templates: \(files.count) files, \(wellFormed) well formed, \(converted) convert to IR")
        XCTAssertEqual(wellFormed, 185)
        XCTAssertEqual(converted, 174)
    }

    /// Why a line is not a VML style.
    private enum Reason: String, CaseIterable {
        /// LiveView Native writes `attr("title")`; VML's AttrName is an IDENT.
        case quotedAttrName = "attr(\"name\") instead of attr(name)"
        /// A class name or a bare word where a modifier call should be (`t-string-1`, `true`).
        case notACall = "a class name or bare word, not a modifier call"
        /// HEEx/EEx interpolation: `{padding}`, `<%= style %>`.
        case interpolation = "template interpolation"
    }

    private func reason(_ error: VMLSyntaxError, line: String) -> Reason? {
        if error.message.hasPrefix("the attribute name in attr(...) is an identifier") { return .quotedAttrName }
        if line.contains("{") || line.contains("<%") { return .interpolation }
        if error.message.hasPrefix("expected '(' after the modifier name") { return .notACall }
        return nil
    }

    func testEveryModifierLineParsesAsAStyleOrGetsAPositionedError() throws {
        let expected: [String: (parsed: Int, failed: [Reason: Int])] = [
            "style_attributes.vml.txt": (109, [.quotedAttrName: 41]),
            "sheet_rules.vml.txt": (50, [.quotedAttrName: 2]),
            "single_modifiers.txt": (205, [.quotedAttrName: 43, .notACall: 34, .interpolation: 5]),
        ]
        for (name, counts) in expected {
            let lines = try read("modifiers/\(name)").split(separator: "\n").map(String.init)
            var parsed = 0
            var failed: [Reason: Int] = [:]
            for line in lines {
                do {
                    let style = try VMLStyle(parsing: line)
                    parsed += 1
                    let canonical = style.canonicalText
                    let again = try VMLStyle(parsing: canonical)
                    XCTAssertEqual(again.canonicalText, canonical, "\(name): \(line)")
                    XCTAssertEqual(again.modifiers, style.modifiers, "\(name): \(line)")
                } catch {
                    XCTAssertLessThanOrEqual(error.offset, line.utf8.count, "\(name): \(line)")
                    guard let reason = reason(error, line: line) else {
                        XCTFail("\(name): \(line): unexpected failure \(error.message)")
                        continue
                    }
                    failed[reason, default: 0] += 1
                }
            }
            let summary = Reason.allCases.compactMap { reason in failed[reason].map { "\($0) \(reason.rawValue)" } }
            print("corpus \(name): \(lines.count) lines, \(parsed) parse and format idempotently; \(summary.joined(separator: ", "))")
            XCTAssertEqual(parsed, counts.parsed, name)
            XCTAssertEqual(failed, counts.failed, name)
        }
    }
}
