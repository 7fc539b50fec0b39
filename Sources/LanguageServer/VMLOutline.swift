import ViewTree

/// A VML document as editor features see it: its elements for the outline, and what the
/// cursor is on (an element's name, an attribute, a modifier in `style`) for hover and
/// completion.
struct VMLOutline {
    let text: FileText
    let encoding: PositionEncoding
    let tags: VMLTags

    init(text: FileText, encoding: PositionEncoding) {
        self.text = text
        self.encoding = encoding
        self.tags = VMLTags(text.lines.bytes)
    }

    /// What the cursor is on.
    enum Place: Equatable {
        /// An element's name (`<VSt|`, `</Text`); the range of the name.
        case elementName(prefix: String, range: Range<Int>)
        /// An attribute's name in a start tag of `element`.
        case attributeName(element: String, prefix: String, range: Range<Int>)
        /// A modifier's name inside `style`.
        case modifierName(prefix: String, range: Range<Int>)
        /// Anywhere else.
        case other
    }

    /// The place of a byte offset; `wholeWord` extends the name past the cursor (hover),
    /// otherwise it ends there (completion).
    func place(at offset: Int, wholeWord: Bool) -> Place {
        guard let tag = tags.tag(at: offset), offset < tag.range.upperBound || tag.range.upperBound == text.lines.bytes.count else { return .other }
        let bytes = text.lines.bytes
        if tag.nameRange.lowerBound <= offset, offset <= tag.nameRange.upperBound {
            let range = tag.nameRange.lowerBound..<(wholeWord ? tag.nameRange.upperBound : offset)
            return .elementName(prefix: String(decoding: bytes[range], as: UTF8.self), range: range)
        }
        for attribute in tag.attributes {
            if attribute.nameRange.lowerBound <= offset, offset <= attribute.nameRange.upperBound {
                let range = attribute.nameRange.lowerBound..<(wholeWord ? attribute.nameRange.upperBound : offset)
                return .attributeName(element: tag.name, prefix: String(decoding: bytes[range], as: UTF8.self), range: range)
            }
            if let value = attribute.valueRange, attribute.name == "style", value.lowerBound <= offset, offset <= value.upperBound {
                return modifierPlace(in: value, at: offset, wholeWord: wholeWord)
            }
            if let value = attribute.valueRange, value.lowerBound <= offset, offset <= value.upperBound { return .other }
        }
        guard tag.kind != .end else { return .other }
        // Between attributes: a new one's name.
        return .attributeName(element: tag.name, prefix: "", range: offset..<offset)
    }

    /// The modifier name at an offset of a `style` value: the name at depth 0 that the
    /// cursor is in (`padding` in `font(.title), padd|`).
    private func modifierPlace(in value: Range<Int>, at offset: Int, wholeWord: Bool) -> Place {
        let bytes = text.lines.bytes
        var depth = 0
        var nameStart = value.lowerBound
        var index = value.lowerBound
        while index < offset {
            switch bytes[index] {
            case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: ","), UInt8(ascii: " "), UInt8(ascii: "\n"): if depth == 0 { nameStart = index + 1 }
            default: break
            }
            index += 1
        }
        guard depth == 0 else { return .other }
        var end = offset
        if wholeWord {
            while end < value.upperBound, CompletionContext.isNameScalar(Unicode.Scalar(bytes[end])) { end += 1 }
        }
        return .modifierName(prefix: String(decoding: bytes[nameStart..<end], as: UTF8.self), range: nameStart..<end)
    }

    /// The editor's range of a byte range.
    func range(_ bytes: Range<Int>) -> TextRange {
        TextRange(start: text.lines.position(ofOffset: bytes.lowerBound, encoding: encoding), end: text.lines.position(ofOffset: bytes.upperBound, encoding: encoding))
    }

    /// The elements as a tree of document symbols (`VStack #about`, its children...).
    func symbols() -> [JSONValue] {
        let elements = tags.elements()
        var index = 0
        func children(depth: Int) -> [JSONValue] {
            var result: [JSONValue] = []
            while index < elements.count, elements[index].depth >= depth {
                let (tag, end, _) = elements[index]
                index += 1
                let id = tag.attributes.first { $0.name == "id" }?.valueRange.map { String(decoding: text.lines.bytes[$0], as: UTF8.self) }
                result.append([
                    "name": .string(tag.name + (id.map { " #\($0)" } ?? "")), "kind": .int(ViewCatalog.elements[tag.name] == nil ? 19 : 5),
                    "range": range(tag.range.lowerBound..<max(end, tag.range.lowerBound)).jsonValue, "selectionRange": range(tag.nameRange).jsonValue,
                    "children": .array(children(depth: elements[index - 1].depth + 1)),
                ])
            }
            return result
        }
        return children(depth: 0)
    }
}
