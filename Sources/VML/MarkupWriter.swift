/// Writes markup bytes in the canonical spelling: tags, attributes with their escapes,
/// text, comments, and two-space indentation. The formatter and the exporter decide
/// *what* goes where; this decides how it is spelled.
struct MarkupWriter {
    /// How a start tag's attributes are laid out.
    enum TagLayout {
        /// On the tag's line, except those that start a line of their own, aligned with
        /// the first attribute:
        /// ```
        /// <Image systemName="arrow.right"
        ///        style="rotationEffect(45deg)"/>
        /// ```
        case aligned
        /// One attribute per line, indented one level, and the tag's end on a line of its own:
        /// ```
        /// <ProgressView
        ///   template="destination"
        /// />
        /// ```
        case vertical
    }

    /// An attribute as a start tag writes it: its value unescaped, and whether it starts
    /// a line (in the aligned layout; the first attribute never does).
    typealias TagAttribute = (name: String, value: String, startsOnNewLine: Bool)

    private static let indentUnit = 2

    private(set) var bytes: [UInt8] = []
    private var lineStart = 0

    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The bytes written, leaving the writer empty.
    mutating func takeBytes() -> [UInt8] {
        defer { bytes = [] }
        return bytes
    }

    mutating func write(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    mutating func space() {
        bytes.append(0x20)
    }

    /// Ends the line (leaving an empty one when `blankLine`) and indents the next.
    mutating func newline(indent: Int, blankLine: Bool = false) {
        bytes.append(0x0A)
        if blankLine { bytes.append(0x0A) }
        lineStart = bytes.count
        bytes.append(contentsOf: repeatElement(0x20, count: indent * MarkupWriter.indentUnit))
    }

    /// Ends the last line of a file.
    mutating func finishFile() {
        if bytes.last != 0x0A { bytes.append(0x0A) }
    }

    /// The column of the byte at `offset` on the current line, from 0, in Unicode scalars.
    private func column(of offset: Int) -> Int {
        bytes[lineStart..<offset].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    }

    /// `<Name a="1" b="2">` or, with `selfClosing`, `<Name a="1"/>`, the attributes in
    /// the order given.
    mutating func startTag<Attributes: Sequence<TagAttribute>>(
        _ name: String, attributes: Attributes, layout: TagLayout, indent: Int, selfClosing: Bool
    ) {
        var alignment: Int?
        let tagStart = bytes.count
        bytes.append(UInt8(ascii: "<"))
        write(name)
        var first = true
        for attribute in attributes {
            switch layout {
            case .vertical:
                newline(indent: indent + 1)
            case .aligned:
                if attribute.startsOnNewLine && !first {
                    let column = alignment ?? (column(of: tagStart) + 1 + name.unicodeScalars.count + 1)
                    alignment = column
                    bytes.append(0x0A)
                    lineStart = bytes.count
                    bytes.append(contentsOf: repeatElement(0x20, count: column))
                } else {
                    space()
                }
            }
            first = false
            write(attribute.name)
            bytes.append(contentsOf: [UInt8(ascii: "="), UInt8(ascii: "\"")])
            Entities.appendAttributeValue(attribute.value, to: &bytes)
            bytes.append(UInt8(ascii: "\""))
        }
        if case .vertical = layout, !first { newline(indent: indent) }
        if selfClosing { bytes.append(UInt8(ascii: "/")) }
        bytes.append(UInt8(ascii: ">"))
    }

    mutating func endTag(_ name: String) {
        bytes.append(contentsOf: [UInt8(ascii: "<"), UInt8(ascii: "/")])
        write(name)
        bytes.append(UInt8(ascii: ">"))
    }

    /// Text content, escaped.
    mutating func text(_ text: UnsafeBufferPointer<UInt8>) {
        Entities.appendText(text, to: &bytes)
    }

    /// Text content, escaped.
    mutating func text(_ text: String) {
        var text = text
        text.withUTF8 { self.text($0) }
    }

    mutating func comment(_ text: String) {
        write("<!--")
        write(text)
        write("-->")
    }
}
