import SwiftLite

/// A position in a script, with what the analysis says of its program.
struct ScriptPlace {
    let analysis: ProgramAnalysis
    let texts: [FileText]
    let text: FileText
    /// The file's name in the workbench's terms (relative to the project).
    let name: String
    let location: SwiftLite.SourceLocation

    /// The text of the line up to the location.
    var linePrefix: String {
        String(text.lines.lineText(Int(location.line) - 1).unicodeScalars.prefix(Int(location.column) - 1))
    }

    /// The name (identifier) the location is in or right after, and where it starts.
    var word: (text: String, column: Int)? {
        let scalars = Array(text.lines.lineText(Int(location.line) - 1).unicodeScalars)
        var start = min(Int(location.column) - 1, scalars.count)
        var end = start
        while start > 0, CompletionContext.isNameScalar(scalars[start - 1]) { start -= 1 }
        while end < scalars.count, CompletionContext.isNameScalar(scalars[end]) { end += 1 }
        guard start < end else { return nil }
        return (String(String.UnicodeScalarView(scalars[start..<end])), start + 1)
    }

    /// The text of the string literal the location is in (one inside an interpolation
    /// too), when it holds no escape.
    var stringLiteral: String? {
        let scalars = Array(text.lines.lineText(Int(location.line) - 1).unicodeScalars)
        let cursor = min(Int(location.column) - 1, scalars.count)
        guard let open = CompletionContext.openQuote(in: Array(scalars[..<cursor])),
            let close = scalars[cursor...].firstIndex(of: "\"")
        else { return nil }
        let literal = scalars[(open + 1)..<close]
        return literal.contains("\\") ? nil : String(String.UnicodeScalarView(literal))
    }
}
