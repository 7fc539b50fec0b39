#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import ViewTree

/// Reads VML markup into elements, text and comments: a hand-written scanner over the
/// file's bytes that searches for the next `<` and quote with `memchr` and never goes
/// back.
///
/// It is an XML reader with VML's differences: `<` may appear raw inside attribute values
/// (`type(<string>)`), an attribute value may be a braced string literal
/// (`destination={"/products/1"}`, §8.7), every `style` attribute is parsed by §7's
/// grammar on the spot, and the document may hold several top-level elements (the
/// formatter accepts a fragment; the IR needs exactly one root).
///
/// Errors are diagnostics, never traps. A problem inside one attribute is reported and
/// reading goes on, so one pass shows every bad attribute; a broken structure (a
/// mismatched end tag, an unclosed comment) ends the reading. Elements nest at most
/// `maximumDepth` levels, which bounds the recursion of everything that walks the tree
/// and keeps the IR within what JSON readers accept (up to three levels per element, when
/// it sits in a slot); scripts' views have the same limit.
struct MarkupParser {
    static let maximumDepth = 100

    /// An element whose start tag has been read and whose end tag has not. Its content
    /// grows at the end of `pendingContent`, shared by all open elements, and moves into an
    /// array of exactly its size when the element closes: no array grows node by node.
    private struct OpenElement {
        var name: String
        var attributes: [VMLAttribute] = []
        var style: VMLStyle?
        var offset: Int
        var contentStart = 0
    }

    /// The byte sequences that open and close the other kinds of markup.
    private enum Delimiter {
        static let commentOpen = Array("<!--".utf8)
        static let commentClose = Array("-->".utf8)
        static let cdataOpen = Array("<![CDATA[".utf8)
        static let cdataClose = Array("]]>".utf8)
        static let declarationOpen = Array("<?xml".utf8)
        static let declarationClose = Array("?>".utf8)
        static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
    }

    private let source: VMLSource
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var open: [OpenElement] = []
    private var pendingContent: [VMLNode] = []
    /// The attributes of the start tag being read, moved into an array of their own size.
    private var pendingAttributes: [VMLAttribute] = []
    /// The pending attributes by name, kept once a tag has many: looking each new name up
    /// among all the others made a tag of 50,000 attributes take 20 seconds.
    private var pendingAttributeNames: [String: Int] = [:]
    private var topLevel: [VMLNode] = []
    private var declaration: String?
    private var diagnostics: [Diagnostic] = []
    private var styles = StyleSharing()

    private init(source: VMLSource, bytes: UnsafeBufferPointer<UInt8>) {
        self.source = source
        self.bytes = bytes
    }

    /// Reads a whole file.
    static func parse(_ source: VMLSource) -> VMLDocument {
        source.bytes.withUnsafeBufferPointer { buffer in
            var parser = MarkupParser(source: source, bytes: buffer)
            parser.run()
            return VMLDocument(
                source: source, declaration: parser.declaration, nodes: parser.topLevel, diagnostics: parser.diagnostics)
        }
    }

    // MARK: The document

    private mutating func run() {
        if let invalid = source.firstInvalidUTF8Offset {
            error("the file is not valid UTF-8 (\(Scanning.describe(bytes[invalid])))", at: invalid)
            return
        }
        if hasPrefix(Delimiter.byteOrderMark) { index = 3 }
        if hasPrefix(Delimiter.declarationOpen), index + 5 < bytes.count,
            bytes[index + 5] == UInt8(ascii: "?") || Scanning.isWhitespace(bytes[index + 5])
        {
            guard readDeclaration() else { return }
        }
        while index < bytes.count {
            let proceed: Bool
            if bytes[index] == UInt8(ascii: "<") {
                proceed = markup()
            } else {
                text()
                proceed = true
            }
            guard proceed else { return }
        }
        if let unclosed = open.last {
            error("<\(unclosed.name)> is never closed", at: unclosed.offset, notes: ["expected </\(unclosed.name)> before the end of the file"])
        }
    }

    /// What follows a `<`; `false` when the document cannot be read further.
    private mutating func markup() -> Bool {
        guard index + 1 < bytes.count else {
            error("'<' at the end of the file", at: index, notes: ["write a literal '<' as &lt;"])
            return false
        }
        let next = bytes[index + 1]
        switch next {
        case UInt8(ascii: "/"): return endTag()
        case UInt8(ascii: "!"): return declarationOrComment()
        case UInt8(ascii: "?"):
            error("processing instructions (<?...?>) are not part of VML", at: index, notes: ["only an <?xml ...?> declaration may open the file"])
            return false
        case UInt8(ascii: "%"):
            error("EEx tags (<% ... %>) are not VML", at: index, notes: ["VML is static: render the template before reading it as VML"])
            return false
        case UInt8(ascii: "."):
            error("HEEx function components (<.name>) are not VML", at: index, notes: ["VML elements are SwiftUI view names: <Text>, <VStack>"])
            return false
        default:
            guard Scanning.isNameStart(next) else {
                error("expected an element name after '<'", at: index, notes: ["write a literal '<' in text as &lt;"])
                return false
            }
            return startTag()
        }
    }

    private mutating func append(_ node: VMLNode) {
        if open.isEmpty {
            topLevel.append(node)
        } else {
            pendingContent.append(node)
        }
    }

    // MARK: Text, comments, declarations

    private mutating func text() {
        let start = index
        let end = find(UInt8(ascii: "<"), from: index) ?? bytes.count
        let text = decode(from: start, to: end)
        index = end
        if open.isEmpty, !text.utf8.allSatisfy(Scanning.isWhitespace) {
            var first = start
            while Scanning.isWhitespace(bytes[first]) { first += 1 }
            error("text outside an element", at: first, notes: ["a document is one element; its text goes inside it"])
            return
        }
        append(.text(VMLText(text, offset: start)))
    }

    private mutating func declarationOrComment() -> Bool {
        let start = index
        if hasPrefix(Delimiter.commentOpen) {
            guard let end = find(Delimiter.commentClose, from: index + 4) else {
                error("the comment is never closed", at: start, notes: ["a comment ends with -->"])
                return false
            }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[(start + 4)..<end]), as: UTF8.self)
            append(.comment(VMLComment(text, offset: start)))
            index = end + 3
            return true
        }
        if hasPrefix(Delimiter.cdataOpen) {
            guard let end = find(Delimiter.cdataClose, from: index + 9) else {
                error("the CDATA section is never closed", at: start, notes: ["a CDATA section ends with ]]>"])
                return false
            }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[(start + 9)..<end]), as: UTF8.self)
            index = end + 3
            if open.isEmpty {
                error("text outside an element", at: start, notes: ["a document is one element; its text goes inside it"])
                return true
            }
            append(.text(VMLText(text, offset: start)))
            return true
        }
        error("<!DOCTYPE> and other markup declarations are not part of VML", at: start)
        return false
    }

    private mutating func readDeclaration() -> Bool {
        guard let end = find(Delimiter.declarationClose, from: index + 5) else {
            error("the <?xml ...?> declaration is never closed", at: index)
            return false
        }
        declaration = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<(end + 2)]), as: UTF8.self)
        index = end + 2
        return true
    }

    // MARK: Tags

    private mutating func startTag() -> Bool {
        let start = index
        index += 1
        var element = OpenElement(name: name(), offset: start)
        pendingAttributes.removeAll(keepingCapacity: true)
        pendingAttributeNames.removeAll()
        while true {
            let lineBreak = skipWhitespace()
            guard index < bytes.count else {
                error("the start tag <\(element.name)> is never closed", at: start, notes: ["expected '>' or '/>'"])
                return false
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") {
                index += 1
                guard open.count < MarkupParser.maximumDepth else {
                    error("elements nest more than \(MarkupParser.maximumDepth) levels deep", at: start)
                    return false
                }
                element.attributes = Array(exactly: pendingAttributes[...])
                element.contentStart = pendingContent.count
                open.append(element)
                return true
            }
            if byte == UInt8(ascii: "/") {
                guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ">") else {
                    error("expected '/>' to end <\(element.name)>", at: index)
                    return false
                }
                index += 2
                let attributes = Array(exactly: pendingAttributes[...])
                append(.element(VMLElement(name: element.name, attributes: attributes, style: element.style, offset: start)))
                return true
            }
            guard Scanning.isNameStart(byte) else {
                error("unexpected \(Scanning.describe(byte)) in the start tag of <\(element.name)>", at: index,
                      notes: ["expected an attribute, '>' or '/>'"])
                return false
            }
            guard attribute(into: &element, startsOnNewLine: lineBreak) else { return false }
        }
    }

    /// What reading an attribute's value came to.
    private enum ValueReading {
        /// A quoted value: its raw bytes are `start..<end`.
        case quoted(start: Int, end: Int)
        /// A braced string literal starting at `start`.
        case braced(String, start: Int)
        /// Something malformed, reported; the start tag goes on.
        case skipped
        /// Something malformed, reported; the document cannot be read further.
        case failed
    }

    /// `attr(...)` as a whole attribute value (quoted or braced): only styles may use it.
    private mutating func rejectAttr(in value: String, at start: Int) {
        if value.utf8.first == UInt8(ascii: "a") || value.utf8.first == 0x20, value.drop(while: { $0 == " " }).hasPrefix("attr(") {
            error("attr(...) is only valid inside style", at: start,
                  notes: ["an attribute value is a plain string; bind it from a modifier instead: style=\"navigationTitle(\(value))\""])
        }
    }

    /// Reads `name="value"` into the element; `false` when the tag cannot be read further.
    private mutating func attribute(into element: inout OpenElement, startsOnNewLine: Bool) -> Bool {
        let nameStart = index
        let attributeName = name()
        let isStyle = attributeName == VMLAttribute.Reserved.style
        let value: String
        var style: VMLStyle?
        switch attributeValue(of: attributeName, in: element) {
        case .failed:
            return false
        case .skipped:
            return true
        case .quoted(let start, let end):
            if isStyle {
                (value, style) = styleValue(from: start, to: end)
            } else {
                var map: OffsetMap?
                value = decode(from: start, to: end, map: &map)
                rejectAttr(in: value, at: start)
            }
        case .braced(let literal, let start):
            value = literal
            // Positions in a braced style count from its brace: escapes make the literal's
            // characters and the file's bytes drift apart.
            if isStyle { style = parseStyle(literal, map: OffsetMap(start: start)) } else { rejectAttr(in: literal, at: start) }
        }
        return add(VMLAttribute(name: attributeName, value: value, offset: nameStart, startsOnNewLine: startsOnNewLine), style: style, to: &element)
    }

    /// Reads what follows an attribute's name: `=` and a quoted or braced value.
    private mutating func attributeValue(of attributeName: String, in element: OpenElement) -> ValueReading {
        let nameEnd = index
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
            error("the attribute '\(attributeName)' has no value", at: nameEnd - attributeName.utf8.count,
                  notes: ["VML attributes always have a quoted value: \(attributeName)=\"...\""])
            return .skipped
        }
        index += 1
        skipWhitespace()
        guard index < bytes.count else {
            error("the start tag <\(element.name)> is never closed", at: element.offset)
            return .failed
        }
        switch bytes[index] {
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            let quote = bytes[index]
            guard let close = find(quote, from: index + 1) else {
                error("the value of '\(attributeName)' is never closed", at: index,
                      notes: ["expected \(Scanning.describe(quote)) to end it"])
                return .failed
            }
            defer { index = close + 1 }
            return .quoted(start: index + 1, end: close)
        case UInt8(ascii: "{"):
            let brace = index
            guard let literal = bracedString(of: attributeName) else { return .failed }
            return .braced(literal, start: brace)
        case UInt8(ascii: ":"):
            let symbolStart = index
            index += 1
            while index < bytes.count, Scanning.isIdentifierByte(bytes[index]) { index += 1 }
            let symbol = String(decoding: UnsafeBufferPointer(rebasing: bytes[symbolStart..<index]), as: UTF8.self)
            error("symbols such as '\(symbol)' are only valid inside style", at: symbolStart,
                  notes: ["a symbol refers to a template child from a modifier: style=\"background(content: \(symbol))\""])
            return .skipped
        default:
            let unquotedStart = index
            while index < bytes.count, !Scanning.isWhitespace(bytes[index]), bytes[index] != UInt8(ascii: ">"),
                !(bytes[index] == UInt8(ascii: "/") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: ">"))
            {
                index += 1
            }
            let written = String(decoding: UnsafeBufferPointer(rebasing: bytes[unquotedStart..<index]), as: UTF8.self)
            error("the value of '\(attributeName)' must be quoted", at: unquotedStart,
                  notes: ["write \(attributeName)=\"\(written)\""])
            return .skipped
        }
    }

    /// The decoded value and parsed style of a quoted `style` attribute: shared with an
    /// identical one read before (see `StyleSharing`), or read now.
    private mutating func styleValue(from start: Int, to end: Int) -> (String, VMLStyle?) {
        let raw = source.bytes[start..<end]
        if let shared = styles.lookup(raw: raw, at: start) { return (shared.value, shared.style) }
        let errors = diagnostics.count
        var map: OffsetMap? = OffsetMap(start: start)
        let value = decode(from: start, to: end, map: &map)
        let style = parseStyle(value, map: map ?? OffsetMap(start: start))
        if let style, diagnostics.count == errors { styles.remember(raw: raw, at: start, value: value, style: style) }
        return (value, style)
    }

    /// Adds an attribute (and, for `style`, its parsed style) unless the name is taken.
    private mutating func add(_ attribute: VMLAttribute, style: VMLStyle?, to element: inout OpenElement) -> Bool {
        let manyAttributes = 16
        if pendingAttributes.count == manyAttributes {
            for (position, pending) in pendingAttributes.enumerated() { pendingAttributeNames[pending.name] = position }
        }
        let first =
            pendingAttributes.count < manyAttributes
            ? pendingAttributes.first(where: { $0.name == attribute.name })
            : pendingAttributeNames[attribute.name].map { pendingAttributes[$0] }
        if let first {
            error("the attribute '\(attribute.name)' is given twice", at: attribute.offset,
                  notes: ["it was first given at \(source.position(of: first.offset))"])
            return true
        }
        if attribute.name == VMLAttribute.Reserved.style { element.style = style }
        if pendingAttributes.count >= manyAttributes { pendingAttributeNames[attribute.name] = pendingAttributes.count }
        pendingAttributes.append(attribute)
        return true
    }

    /// `{"..."}` with `index` on the brace: a string literal, the only expression VML
    /// reads between braces.
    private mutating func bracedString(of attributeName: String) -> String? {
        let brace = index
        index += 1
        skipWhitespace()
        let note = "between braces VML reads one string literal: \(attributeName)={\"/products/1\"}; template expressions are not VML"
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
            error("expected a string literal in the braces of '\(attributeName)'", at: index, notes: [note])
            return nil
        }
        let literal: String
        do {
            literal = try StringLiteral.read(bytes, at: &index)
        } catch {
            record(error)
            return nil
        }
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "}") else {
            error("expected '}' to close the '{' of '\(attributeName)'", at: brace, notes: [note])
            return nil
        }
        index += 1
        return literal
    }

    private mutating func parseStyle(_ value: String, map: OffsetMap) -> VMLStyle? {
        var text = value
        let result = text.withUTF8 { buffer in
            Result { () throws(VMLSyntaxError) in try StyleParser.parseStyle(buffer, map: map) }
        }
        switch result {
        case .success(let style): return style
        case .failure(let syntaxError):
            record(syntaxError)
            return nil
        }
    }

    private mutating func endTag() -> Bool {
        let start = index
        index += 2
        guard index < bytes.count, Scanning.isNameStart(bytes[index]) else {
            error("expected an element name after '</'", at: index)
            return false
        }
        let nameStart = index
        index += 1
        while index < bytes.count, Scanning.isNameByte(bytes[index]) { index += 1 }
        let closedBytes = UnsafeBufferPointer(rebasing: bytes[nameStart..<index])
        var closed: String { String(decoding: closedBytes, as: UTF8.self) }
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else {
            error("expected '>' to end </\(closed)>", at: index)
            return false
        }
        index += 1
        guard let current = open.last else {
            error("</\(closed)> closes nothing: no element is open", at: start)
            return false
        }
        guard current.name.utf8.elementsEqual(closedBytes) else {
            error("</\(closed)> does not close <\(current.name)>, opened at \(source.position(of: current.offset))", at: start,
                  notes: ["expected </\(current.name)>"])
            return false
        }
        let closing = open.removeLast()
        let content = Array(exactly: pendingContent[closing.contentStart...])
        pendingContent.removeSubrange(closing.contentStart...)
        let element = VMLElement(
            name: closing.name, attributes: closing.attributes, content: content, style: closing.style, offset: closing.offset)
        append(.element(element))
        return true
    }

    // MARK: Scanning

    private mutating func name() -> String {
        let start = index
        index += 1
        while index < bytes.count, Scanning.isNameByte(bytes[index]) { index += 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    /// Skips whitespace; whether it held a line break.
    @discardableResult
    private mutating func skipWhitespace() -> Bool {
        var lineBreak = false
        while index < bytes.count, Scanning.isWhitespace(bytes[index]) {
            if bytes[index] == 0x0A { lineBreak = true }
            index += 1
        }
        return lineBreak
    }

    private func hasPrefix(_ prefix: [UInt8]) -> Bool {
        guard index + prefix.count <= bytes.count else { return false }
        for (offset, byte) in prefix.enumerated() where bytes[index + offset] != byte { return false }
        return true
    }

    /// The offset of the next `byte` at or after `start`.
    private func find(_ byte: UInt8, from start: Int) -> Int? {
        guard start < bytes.count, let base = bytes.baseAddress else { return nil }
        guard let found = memchr(base + start, Int32(byte), bytes.count - start) else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// The offset of the next occurrence of `sequence` at or after `start`.
    private func find(_ sequence: [UInt8], from start: Int) -> Int? {
        var candidate = start
        while let found = find(sequence[0], from: candidate) {
            guard found + sequence.count <= bytes.count else { return nil }
            var matches = true
            for offset in 1..<sequence.count where bytes[found + offset] != sequence[offset] {
                matches = false
                break
            }
            if matches { return found }
            candidate = found + 1
        }
        return nil
    }

    private mutating func decode(from start: Int, to end: Int) -> String {
        var map: OffsetMap?
        return decode(from: start, to: end, map: &map)
    }

    /// Text with its character references decoded; malformed ones are reported.
    private mutating func decode(from start: Int, to end: Int, map: inout OffsetMap?) -> String {
        let range = UnsafeBufferPointer(rebasing: bytes[start..<end])
        if let base = range.baseAddress, memchr(base, Int32(UInt8(ascii: "&")), range.count) != nil {
            var errors: [EntityError] = []
            let text = Entities.decode(bytes, from: start, to: end, map: &map, errors: &errors)
            for entityError in errors { error(entityError.message, at: entityError.offset, notes: entityError.notes) }
            return text
        }
        return String(decoding: range, as: UTF8.self)
    }

    // MARK: Diagnostics

    private mutating func error(_ message: String, at offset: Int, notes: [String] = []) {
        diagnostics.append(source.diagnostic(.error, message, at: offset, notes: notes))
    }

    private mutating func record(_ syntaxError: VMLSyntaxError) {
        error(syntaxError.message, at: syntaxError.offset, notes: syntaxError.notes)
    }
}
