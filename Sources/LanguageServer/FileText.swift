/// The text of one project file as it is analysed: the open document's or the disk's, with
/// its line table, so that the positions the workbench reports (1-based lines, columns in
/// Unicode scalars) become the editor's positions and back.
struct FileText {
    /// The URI the client knows the file by.
    let uri: String
    /// The absolute path.
    let path: String
    /// The text.
    let text: String
    /// The open document's version; nil for a file read from disk.
    let version: Int?
    let lines: LineTable
    /// Whether the text starts with a byte order mark, which the workbench's columns on the
    /// first line do not count.
    private let hasByteOrderMark: Bool

    init(uri: String, path: String, text: String, version: Int?) {
        self.uri = uri
        self.path = path
        self.text = text
        self.version = version
        self.lines = LineTable(text)
        self.hasByteOrderMark = text.unicodeScalars.first == "\u{FEFF}"
    }

    init(_ document: TextDocument, path: String) {
        self.init(uri: document.uri, path: path, text: document.text, version: document.version)
    }

    /// The editor's position of a workbench line and column.
    func position(line: Int, column: Int, encoding: PositionEncoding) -> Position {
        lines.position(line: line, column: column + (line == 1 && hasByteOrderMark ? 1 : 0), encoding: encoding)
    }

    /// The workbench's line and column of an editor's position.
    func location(of position: Position, encoding: PositionEncoding) -> (line: Int, column: Int) {
        let offset = lines.offset(of: position, encoding: encoding)
        let start = lines.lineRange(position.line).lowerBound
        var column = 1
        var index = min(start, lines.bytes.count)
        while index < offset {
            index += 1
            while index < offset, lines.bytes[index] & 0xC0 == 0x80 { index += 1 }
            column += 1
        }
        let line = min(position.line, lines.lineCount - 1) + 1
        return (line, column - (line == 1 && hasByteOrderMark ? 1 : 0))
    }

    /// The range of what a diagnostic at a workbench position is about, when nothing more
    /// precise is known: a quoted string, a name, or one character.
    func wordRange(line: Int, column: Int, encoding: PositionEncoding) -> TextRange {
        let start = lines.offset(line: line, column: column + (line == 1 && hasByteOrderMark ? 1 : 0))
        let lineEnd = lines.lineRange(line - 1).upperBound
        let bytes = lines.bytes
        var end = start
        if start < lineEnd {
            if bytes[start] == UInt8(ascii: "\"") {
                end = start + 1
                while end < lineEnd, bytes[end] != UInt8(ascii: "\"") { end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1 }
                end = min(end + 1, lineEnd)
            } else if Self.isNameByte(bytes[start]) {
                while end < lineEnd, Self.isNameByte(bytes[end]) { end += 1 }
            } else {
                end = start + 1
                while end < lineEnd, bytes[end] & 0xC0 == 0x80 { end += 1 }
            }
        }
        return TextRange(start: lines.position(ofOffset: start, encoding: encoding), end: lines.position(ofOffset: end, encoding: encoding))
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"), UInt8(ascii: "-"), 0x80...:
            return true
        default:
            return false
        }
    }
}
