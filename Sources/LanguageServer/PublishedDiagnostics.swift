import ViewTree

/// The diagnostics last published for one document, in LSP's form, with the fixes each
/// offers (what `textDocument/codeAction` answers from).
struct PublishedDiagnostics: Equatable {
    /// One fix of one published diagnostic.
    struct QuickFix: Equatable {
        var title: String
        /// The diagnostic it fixes, as published.
        var diagnostic: JSONValue
        var range: TextRange
        var edits: [JSONValue]
        var isPreferred: Bool
    }

    var diagnostics: [JSONValue] = []
    var fixes: [QuickFix] = []

    /// Adds reports of one file, in LSP's form, with positions in the editor's encoding.
    mutating func add(_ reports: [DiagnosticReport], in text: FileText, encoding: PositionEncoding, uriOfPath: (String) -> String) {
        for report in reports {
            let range: TextRange
            if let end = report.end {
                range = TextRange(
                    start: text.position(line: report.line, column: report.column, encoding: encoding),
                    end: text.position(line: end.line, column: end.column, encoding: encoding))
            } else {
                range = text.wordRange(line: report.line, column: report.column, encoding: encoding)
            }
            var diagnostic: [String: JSONValue] = [
                "range": range.jsonValue, "severity": .int(report.isError ? 1 : 2), "source": .string(report.source),
                "message": .string(report.message),
            ]
            if !report.related.isEmpty {
                diagnostic["relatedInformation"] = .array(report.related.map { related in
                    // A place in another file is shown at its line: its text is not at hand.
                    let position = related.path == text.path
                        ? text.position(line: related.line, column: related.column, encoding: encoding)
                        : Position(line: max(related.line - 1, 0), character: max(related.column - 1, 0))
                    return [
                        "location": ["uri": .string(uriOfPath(related.path)), "range": TextRange(start: position, end: position).jsonValue],
                        "message": .string(related.message),
                    ]
                })
            }
            let published = JSONValue.object(diagnostic)
            diagnostics.append(published)
            for fix in report.fixes {
                let edits: [JSONValue] = fix.edits.map { edit in
                    let editRange = edit.span.map { span in
                        TextRange(
                            start: text.position(line: span.start.line, column: span.start.column, encoding: encoding),
                            end: text.position(line: span.end.line, column: span.end.column, encoding: encoding))
                    } ?? range
                    return ["range": editRange.jsonValue, "newText": .string(edit.replacement)]
                }
                fixes.append(QuickFix(title: fix.title, diagnostic: published, range: range, edits: edits, isPreferred: fix.isPreferred))
            }
        }
    }
}
