/// A document the editor has open: its text as the editor has it (which is what the user
/// sees, saved or not), kept in step with every `didChange`.
struct TextDocument {
    /// The URI the client knows it by.
    let uri: String
    /// The editor's version, which grows with each change.
    private(set) var version: Int
    /// The text's UTF-8 bytes.
    private(set) var bytes: [UInt8]
    /// Where its lines start.
    private(set) var lines: LineTable

    init(uri: String, version: Int, text: String) {
        self.uri = uri
        self.version = version
        self.bytes = Array(text.utf8)
        self.lines = LineTable(bytes: bytes)
    }

    /// The text.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// One change of `didChange`: the whole text, or a range replaced.
    struct Change {
        /// The range replaced; nil replaces the whole text.
        var range: TextRange?
        var text: String

        init(range: TextRange?, text: String) {
            self.range = range
            self.text = text
        }

        /// Reads a `TextDocumentContentChangeEvent`.
        init(_ params: Params) throws(ResponseError) {
            range = try params.optionalMember("range").map { range throws(ResponseError) in try TextRange(range) }
            text = try params.string("text")
        }
    }

    /// Applies the changes of one `didChange`, in order (each range is in the text the
    /// previous change left), and takes the new version.
    mutating func apply(_ changes: [Change], version: Int, encoding: PositionEncoding) {
        for change in changes {
            let replacement = Array(change.text.utf8)
            if let range = change.range {
                let start = lines.offset(of: range.start, encoding: encoding)
                let end = max(start, lines.offset(of: range.end, encoding: encoding))
                bytes.replaceSubrange(start..<end, with: replacement)
            } else {
                bytes = replacement
            }
            lines = LineTable(bytes: bytes)
        }
        self.version = version
    }
}
