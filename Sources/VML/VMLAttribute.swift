/// An attribute of a start tag: `systemName="star"`.
public struct VMLAttribute: Hashable, Sendable {
    /// The name as written.
    public var name: String
    /// The value with character references decoded.
    public var value: String
    /// The byte offset of the name.
    public var offset: Int
    /// Whether a line break precedes it in the start tag; the formatter keeps the
    /// author's choice of one line or several.
    public var startsOnNewLine: Bool

    /// Creates an attribute.
    public init(name: String, value: String, offset: Int, startsOnNewLine: Bool = false) {
        self.name = name
        self.value = value
        self.offset = offset
        self.startsOnNewLine = startsOnNewLine
    }

    /// The attributes VML gives a meaning of its own rather than passing to the view.
    enum Reserved {
        static let id = "id"
        static let template = "template"
        static let style = "style"
    }
}

extension VMLAttribute {
    /// The byte offset of the first character of the value, after the name, `=` and the
    /// opening quote (or brace and quote).
    func valueOffset(in source: VMLSource) -> Int {
        let bytes = source.bytes
        var index = offset + name.utf8.count
        while index < bytes.count, Scanning.isWhitespace(bytes[index]) { index += 1 }
        if index < bytes.count, bytes[index] == UInt8(ascii: "=") { index += 1 }
        while index < bytes.count, Scanning.isWhitespace(bytes[index]) { index += 1 }
        if index < bytes.count, bytes[index] == UInt8(ascii: "{") { index += 1 }
        if index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") { index += 1 }
        return index
    }
}
