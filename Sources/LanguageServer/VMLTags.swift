/// The tags of a VML text, read leniently (the text is often half-typed): each start,
/// end or self-closing tag with its name and attributes and their byte ranges. What the
/// editor features need of a VML document where the user is typing; diagnostics and
/// formatting use the VML module's own parser.
struct VMLTags {
    /// An attribute of a tag: its name, and its value's range inside the quotes (nil when
    /// it has no value yet).
    struct Attribute {
        var name: String
        var nameRange: Range<Int>
        var valueRange: Range<Int>?
    }

    /// One tag.
    struct Tag {
        enum Kind { case start, end, selfClosing }
        var kind: Kind
        var name: String
        var nameRange: Range<Int>
        /// From `<` to past `>` (or to where the text ends, for a tag not closed yet).
        var range: Range<Int>
        var attributes: [Attribute]
    }

    private(set) var tags: [Tag] = []

    init(_ bytes: [UInt8]) {
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            if Self.hasPrefix(bytes, "<!--", at: index) {
                index = Self.find(bytes, "-->", from: index + 4).map { $0 + 3 } ?? bytes.count
                continue
            }
            if Self.hasPrefix(bytes, "<?", at: index) || Self.hasPrefix(bytes, "<!", at: index) {
                index = Self.find(bytes, ">", from: index).map { $0 + 1 } ?? bytes.count
                continue
            }
            let tag = Self.readTag(bytes, at: index)
            tags.append(tag)
            index = max(tag.range.upperBound, index + 1)
        }
    }

    /// The tag whose extent holds an offset (its end included, for a cursor right after it).
    func tag(at offset: Int) -> Tag? {
        tags.last { $0.range.lowerBound < offset && offset <= $0.range.upperBound }
    }

    /// Each start tag with the offset where its element ends (its end tag's end, or its
    /// own end when self-closing or never closed), in document order with its depth.
    func elements() -> [(tag: Tag, end: Int, depth: Int)] {
        var result: [(tag: Tag, end: Int, depth: Int)] = []
        var open: [Int] = []
        for tag in tags {
            switch tag.kind {
            case .selfClosing:
                result.append((tag, tag.range.upperBound, open.count))
            case .start:
                result.append((tag, tag.range.upperBound, open.count))
                open.append(result.count - 1)
            case .end:
                // Close up to the matching start tag (unclosed ones inside end here too).
                guard let match = open.lastIndex(where: { result[$0].tag.name == tag.name }) else { continue }
                for index in open[match...] { result[index].end = tag.range.upperBound }
                open.removeSubrange(match...)
            }
        }
        return result
    }

    private static func readTag(_ bytes: [UInt8], at start: Int) -> Tag {
        var index = start + 1
        var kind = Tag.Kind.start
        if index < bytes.count, bytes[index] == UInt8(ascii: "/") {
            kind = .end
            index += 1
        }
        let nameStart = index
        while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
        let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
        var tag = Tag(kind: kind, name: name, nameRange: nameStart..<index, range: start..<bytes.count, attributes: [])
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") {
                tag.range = start..<(index + 1)
                return tag
            }
            if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ">") {
                tag.kind = .selfClosing
                tag.range = start..<(index + 2)
                return tag
            }
            if byte == UInt8(ascii: "<") {
                // A new tag before this one closed: this one ends here, unfinished.
                tag.range = start..<index
                return tag
            }
            if isNameByte(byte) {
                let attributeStart = index
                while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
                var attribute = Attribute(
                    name: String(decoding: bytes[attributeStart..<index], as: UTF8.self), nameRange: attributeStart..<index, valueRange: nil)
                var cursor = index
                while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") { cursor += 1 }
                if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "=") {
                    cursor += 1
                    while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") { cursor += 1 }
                    if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\"") || bytes[cursor] == UInt8(ascii: "'") {
                        let quote = bytes[cursor]
                        let valueStart = cursor + 1
                        var valueEnd = valueStart
                        while valueEnd < bytes.count, bytes[valueEnd] != quote { valueEnd += 1 }
                        attribute.valueRange = valueStart..<valueEnd
                        cursor = min(valueEnd + 1, bytes.count)
                    }
                    index = cursor
                }
                tag.attributes.append(attribute)
                continue
            }
            index += 1
        }
        return tag
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: ":"):
            return true
        default:
            return false
        }
    }

    private static func hasPrefix(_ bytes: [UInt8], _ prefix: String, at index: Int) -> Bool {
        let wanted = Array(prefix.utf8)
        return index + wanted.count <= bytes.count && bytes[index..<(index + wanted.count)].elementsEqual(wanted)
    }

    private static func find(_ bytes: [UInt8], _ text: String, from index: Int) -> Int? {
        let wanted = Array(text.utf8)
        var position = index
        while position + wanted.count <= bytes.count {
            if bytes[position..<(position + wanted.count)].elementsEqual(wanted) { return position }
            position += 1
        }
        return nil
    }
}
