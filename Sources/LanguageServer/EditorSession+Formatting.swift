import VML
import ViewTree

extension EditorSession {
    /// `textDocument/formatting`: a VML document in its canonical form (what `workbench
    /// fmt` writes), as one edit. A document with a syntax error, or a script (Swift
    /// formatting is sourcekit-lsp's or swift-format's), is left as it is.
    func formatting(_ params: Params) throws(ResponseError) -> JSONValue {
        let uri = try params.member("textDocument").string("uri")
        guard let path = DocumentURI.path(of: uri), path.hasSuffix(".vml"), let text = fileText(ofPath: path) else { return [] }
        let document = VMLDocument.parse(text: text.text, file: project?.name(ofPath: path) ?? path)
        guard let canonical = VMLFormatter.format(document) else {
            logMessage("\(document.source.file) is not formatted: it has a syntax error (see its diagnostics)", type: .info)
            return []
        }
        guard canonical != text.text else { return [] }
        let end = text.lines.position(ofOffset: text.lines.bytes.count, encoding: encoding)
        return [["range": TextRange(start: Position(line: 0, character: 0), end: end).jsonValue, "newText": .string(canonical)]]
    }
}
