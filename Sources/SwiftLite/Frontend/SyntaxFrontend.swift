import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Reads a script file with swift-syntax, the parser the Swift compiler and its tools
/// use, and lowers its syntax tree to the resolver's and compiler's own tree.
///
/// Every Swift file parses: what is not Swift gets the compiler's own message and
/// fix-its, and what is Swift but outside the language of scripts gets one "... is not
/// supported in scripts" at that construct (docs/language.md).
enum SyntaxFrontend {
    /// How deeply brackets may nest. swift-syntax stops at its limit with an error of its
    /// own; a debug build of it uses far more stack per level, so the limit is the
    /// language's rather than the parser's default (20 in debug builds, 256 in release).
    static let maximumNestingLevel = 256

    /// How many `[` may be open at once. swift-syntax's lookahead, deciding whether `[` starts
    /// a type (`[Int]`, `[2 of Int]`), takes time exponential in the number of `[` nested
    /// around each other (a 20-deep `[[[...]]]` took 18 s in a debug build, each level
    /// doubling it), so deeper nesting is refused before parsing. Real code nests a few.
    static let maximumOpenBrackets = 12

    /// The statements of one file, with every syntax error and unsupported construct found.
    static func parse(_ file: SourceFile, fileIndex: Int, ids: NodeIDGenerator) -> (statements: [Stmt], diagnostics: [Diagnostic]) {
        if let excess = BracketDepth.firstExcess(
            in: file.bytes, maximumDepth: SyntaxLowering.maximumDepth, maximumOpenBrackets: maximumOpenBrackets)
        {
            var sink = DiagnosticSink(file: file)
            sink.error(excess.message, at: file.location(ofOffset: excess.offset))
            return ([], sink.diagnostics)
        }
        return LargeStack.run {
            let tree = file.bytes.withUnsafeBufferPointer { buffer in
                Parser.parse(source: buffer, maximumNestingLevel: maximumNestingLevel)
            }
            var lowering = SyntaxLowering(file: file, fileIndex: fileIndex, ids: ids)
            for diagnostic in ParseDiagnosticsGenerator.diagnostics(for: tree) {
                lowering.report(diagnostic)
            }
            let statements = lowering.lowerTopLevel(tree.statements)
            return (statements, lowering.sink.diagnostics)
        }
    }
}

extension SyntaxLowering {
    /// Adds one of swift-syntax's diagnostics, with its notes and fix-its, at our positions.
    mutating func report(_ diagnostic: SwiftDiagnostics.Diagnostic) {
        let location = self.location(ofOffset: diagnostic.position.utf8Offset)
        var notes = diagnostic.notes.map { note in
            "\(note.message) at \(self.location(ofOffset: note.position.utf8Offset))"
        }
        var fixIts: [FixIt] = []
        for fixIt in diagnostic.fixIts {
            let edits = fixIt.edits.map { edit in
                FixIt.Edit(
                    start: self.location(ofOffset: edit.range.lowerBound.utf8Offset),
                    end: self.location(ofOffset: edit.range.upperBound.utf8Offset),
                    replacement: edit.replacement)
            }
            fixIts.append(FixIt(message: fixIt.message.message, edits: edits))
            notes.append("fix-it: \(fixIt.message.message)")
        }
        switch diagnostic.diagMessage.severity {
        case .error:
            sink.error(diagnostic.message, at: location, notes: notes, fixIts: fixIts)
        case .warning, .remark, .note:
            sink.warning(diagnostic.message, at: location, notes: notes, fixIts: fixIts)
        }
    }
}
