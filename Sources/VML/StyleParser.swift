import ViewTree

/// Reads a `style` string by §7's grammar into IR values, by recursive descent over bytes.
///
/// Spacing is free (§11): any whitespace, line breaks included, may surround punctuation;
/// the canonical writer puts back exactly `, ` and `: `. Beyond the extract grammar it
/// reads what the specification's own examples and the IR need: named chains
/// (`Gradient.Stop(color: .red, location: 0.3)`, `Color.red`, `EdgeInsets()`), negative
/// numbers and exponents (`-4`, `1e-07`, as the canonical writer spells tiny doubles), and
/// the literals `true`, `false` and `nil`.
///
/// Nesting is limited to `maximumDepth`, so a hostile style cannot exhaust the stack.
struct StyleParser {
    static let maximumDepth = 64

    private let bytes: UnsafeBufferPointer<UInt8>
    private let map: OffsetMap
    private var index = 0
    private var depth = 0
    private var modifierOffsets: [Int] = []
    private var attrUses: [VMLStyle.AttrUse] = []
    private var slotUses: [VMLStyle.SlotUse] = []
    private var currentModifier = ""
    /// The arguments of the lists being read, innermost last (see `Array(exactly:)`).
    private var pendingArguments: [Argument] = []

    private init(bytes: UnsafeBufferPointer<UInt8>, map: OffsetMap) {
        self.bytes = bytes
        self.map = map
    }

    /// Parses a whole style; offsets in the result and in errors go through `map`.
    static func parseStyle(_ bytes: UnsafeBufferPointer<UInt8>, map: OffsetMap) throws(VMLSyntaxError) -> VMLStyle {
        var parser = StyleParser(bytes: bytes, map: map)
        do {
            return try parser.style()
        } catch {
            var mapped = error
            mapped.offset = map.fileOffset(error.offset)
            throw mapped
        }
    }

    /// Parses a text that must be exactly one expression: `.blue.opacity(0.5)`,
    /// `.degrees(45)`. `nil` when it is not.
    static func parseExpression(_ text: String) -> Value? {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { buffer -> Value? in
            var parser = StyleParser(bytes: buffer, map: OffsetMap(start: 0))
            parser.skipSpace()
            guard let value = try? parser.expression() else { return nil }
            parser.skipSpace()
            return parser.index == buffer.count ? value : nil
        }
    }

    // MARK: Style and modifiers

    private mutating func style() throws(VMLSyntaxError) -> VMLStyle {
        var modifiers: [Modifier] = []
        modifiers.reserveCapacity(4)
        skipSpace()
        while index < bytes.count {
            modifiers.append(try modifier())
            skipSpace()
            guard index < bytes.count else { break }
            switch bytes[index] {
            case UInt8(ascii: ","):
                index += 1
                skipSpace()
                if index == bytes.count { throw expected("a modifier after ','") }
            case UInt8(ascii: ";"):
                throw VMLSyntaxError(
                    "modifiers are separated by ', ', not ';'", offset: index,
                    notes: ["write them as a list: padding(8), background(.red)"])
            case UInt8(ascii: "."):
                throw VMLSyntaxError(
                    "modifiers are not chained with '.'", offset: index,
                    notes: ["write them as a list separated by ', ': font(.title), bold()"])
            default:
                throw expected("', ' between modifiers")
            }
        }
        attrUses.sort { $0.offset < $1.offset }
        return VMLStyle(modifiers: modifiers, modifierOffsets: modifierOffsets, attrUses: attrUses, slotUses: slotUses)
    }

    private mutating func modifier() throws(VMLSyntaxError) -> Modifier {
        let start = index
        guard Scanning.isIdentifierStart(bytes[index]) else { throw expected("a modifier such as padding(8)") }
        let name = identifier()
        modifierOffsets.append(map.fileOffset(start))
        currentModifier = name
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "(") else {
            throw VMLSyntaxError(
                "expected '(' after the modifier name '\(name)'", offset: index,
                notes: ["a modifier is a call: \(name)() or \(name)(arguments)"])
        }
        return Modifier(name, try argumentList(closing: UInt8(ascii: ")")))
    }

    // MARK: Arguments

    /// Reads `(args)` or `[elements]`-style lists of labeled arguments, with `index` on
    /// the opening bracket.
    private mutating func argumentList(closing: UInt8) throws(VMLSyntaxError) -> [Argument] {
        let open = index
        index += 1
        skipSpace()
        if index < bytes.count, bytes[index] == closing {
            index += 1
            return []
        }
        let first = pendingArguments.count
        while true {
            let argument = try argument()
            pendingArguments.append(argument)
            skipSpace()
            guard index < bytes.count else { throw unclosed(open) }
            if bytes[index] == closing {
                index += 1
                let arguments = Array(exactly: pendingArguments[first...])
                pendingArguments.removeSubrange(first...)
                return arguments
            }
            guard bytes[index] == UInt8(ascii: ",") else {
                throw expected("',' or '\(Character(Unicode.Scalar(closing)))'")
            }
            index += 1
            skipSpace()
            guard index < bytes.count else { throw unclosed(open) }
            if bytes[index] == closing { throw expected("an argument after ','") }
        }
    }

    /// `label: value` or `value`.
    private mutating func argument() throws(VMLSyntaxError) -> Argument {
        if index < bytes.count, Scanning.isIdentifierStart(bytes[index]) {
            let start = index
            let name = identifier()
            var lookahead = index
            Scanning.skipWhitespace(bytes, &lookahead)
            if lookahead < bytes.count, bytes[lookahead] == UInt8(ascii: ":") {
                index = lookahead + 1
                skipSpace()
                return Argument(label: name, try expression())
            }
            index = start
        }
        return Argument(try expression())
    }

    // MARK: Expressions

    private mutating func expression() throws(VMLSyntaxError) -> Value {
        guard depth < StyleParser.maximumDepth else {
            throw VMLSyntaxError("the style nests more than \(StyleParser.maximumDepth) levels deep", offset: index)
        }
        depth += 1
        defer { depth -= 1 }
        guard index < bytes.count else { throw expected("a value") }
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "\""):
            return .string(try StringLiteral.read(bytes, at: &index))
        case UInt8(ascii: "#"):
            return .cssColor(try CSSColor.parseHex(bytes, at: &index))
        case UInt8(ascii: ":"):
            return try symbol()
        case UInt8(ascii: "["):
            return try array()
        case UInt8(ascii: "("):
            return try tuple()
        case UInt8(ascii: "."):
            if index + 1 < bytes.count, Scanning.isDigit(bytes[index + 1]) { return try number() }
            index += 1
            guard index < bytes.count, Scanning.isIdentifierStart(bytes[index]) else {
                throw expected("a member name after '.'")
            }
            return .member(try chain())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return try number()
        default:
            guard Scanning.isIdentifierStart(byte) else { throw expected("a value") }
            return try identifierLed()
        }
    }

    /// `:bg`, a reference to the child with `template="bg"`.
    private mutating func symbol() throws(VMLSyntaxError) -> Value {
        let start = index
        index += 1
        guard index < bytes.count, Scanning.isIdentifierStart(bytes[index]) else {
            throw VMLSyntaxError(
                "expected a slot name after ':'", offset: start,
                notes: [#":bg refers to the child element with template="bg""#])
        }
        let name = identifier()
        slotUses.append(VMLStyle.SlotUse(name: name, modifier: currentModifier, offset: map.fileOffset(start)))
        return .slot(name)
    }

    private mutating func array() throws(VMLSyntaxError) -> Value {
        let open = index
        index += 1
        skipSpace()
        var elements: [Value] = []
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            elements.append(try expression())
            skipSpace()
            guard index < bytes.count else { throw unclosed(open) }
            if bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(elements)
            }
            guard bytes[index] == UInt8(ascii: ",") else { throw expected("',' or ']'") }
            index += 1
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") { throw expected("an element after ','") }
        }
    }

    private mutating func tuple() throws(VMLSyntaxError) -> Value {
        let open = index
        let fields = try argumentList(closing: UInt8(ascii: ")"))
        guard !fields.isEmpty else {
            throw VMLSyntaxError("a tuple needs at least one field", offset: open, notes: ["write (x: 1, y: 0)"])
        }
        return .tuple(fields)
    }

    /// `12`, `-0.5`, `.5`, `1e-07`, and angles: `45deg`.
    private mutating func number() throws(VMLSyntaxError) -> Value {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        skipDigits()
        var digitCount = index - integerStart
        var isDouble = false
        if index < bytes.count, bytes[index] == UInt8(ascii: "."),
            index + 1 >= bytes.count || !Scanning.isIdentifierStart(bytes[index + 1])
        {
            isDouble = true
            index += 1
            let fractionStart = index
            skipDigits()
            digitCount += index - fractionStart
        }
        guard digitCount > 0 else { throw VMLSyntaxError("expected a number after '-'", offset: start) }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            var lookahead = index + 1
            if lookahead < bytes.count, bytes[lookahead] == UInt8(ascii: "+") || bytes[lookahead] == UInt8(ascii: "-") {
                lookahead += 1
            }
            if lookahead < bytes.count, Scanning.isDigit(bytes[lookahead]) {
                isDouble = true
                index = lookahead
                skipDigits()
            }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        let unitStart = index
        while index < bytes.count, Scanning.isIdentifierByte(bytes[index]) { index += 1 }
        let unit = String(decoding: UnsafeBufferPointer(rebasing: bytes[unitStart..<index]), as: UTF8.self)
        if unit == "deg" {
            guard let degrees = Double(text), degrees.isFinite else { throw outOfRange(text, at: start) }
            return .angle(degrees: degrees)
        }
        guard unit.isEmpty else {
            throw VMLSyntaxError(
                "unknown unit '\(unit)' after \(text)", offset: unitStart,
                notes: ["numbers in a style are points and need no unit; angles are written 45deg or .degrees(45)"])
        }
        if isDouble {
            guard let value = Double(text), value.isFinite else { throw outOfRange(text, at: start) }
            return .double(value)
        }
        guard let value = Int(text) else { throw outOfRange(text, at: start) }
        return .int(value)
    }

    /// What starts with a name: `attr(...)`, `rgb(...)`/`hsl(...)`, `true`, `false`,
    /// `nil`, or a named chain such as `Gradient.Stop(color: .red, location: 0)`.
    private mutating func identifierLed() throws(VMLSyntaxError) -> Value {
        let start = index
        let name = identifier()
        let followedByCall = peekPastSpace() == UInt8(ascii: "(")
        if followedByCall, name == "attr" {
            return .attr(try attrCall(start: start))
        }
        if followedByCall, CSSColor.isFunctionName(Substring(name)) {
            index = start
            return .cssColor(try CSSColor.parseFunction(bytes, at: &index))
        }
        if !followedByCall, index >= bytes.count || bytes[index] != UInt8(ascii: ".") {
            switch name {
            case "true": return .bool(true)
            case "false": return .bool(false)
            case "nil": return .null
            default: break
            }
        }
        index = start
        return .named(try chain())
    }

    /// `name[(args)]{.name[(args)]}` with `index` on the first name.
    private mutating func chain() throws(VMLSyntaxError) -> MemberChain {
        var segments: [MemberChain.Segment] = []
        while true {
            let name = identifier()
            var arguments: [Argument]?
            if peekPastSpace() == UInt8(ascii: "(") {
                skipSpace()
                arguments = try argumentList(closing: UInt8(ascii: ")"))
            }
            segments.append(MemberChain.Segment(name, arguments: arguments))
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "."), Scanning.isIdentifierStart(bytes[index + 1]) else {
                return MemberChain(segments)
            }
            index += 1
        }
    }

    /// `attr(name type(<type>), fallback)` with `index` after `attr`.
    private mutating func attrCall(start: Int) throws(VMLSyntaxError) -> AttrReference {
        skipSpace()
        let open = index
        index += 1
        skipSpace()
        guard index < bytes.count else { throw unclosed(open) }
        if bytes[index] == UInt8(ascii: "\"") {
            let quoted = (try? StringLiteral.read(bytes, at: &index)) ?? "name"
            throw VMLSyntaxError(
                "the attribute name in attr(...) is an identifier, not a string", offset: open + 1,
                notes: ["write attr(\(quoted))"])
        }
        guard Scanning.isIdentifierStart(bytes[index]) else { throw expected("an attribute name") }
        let name = identifier()
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") {
            throw VMLSyntaxError(
                "attr(...) names are identifiers (letters, digits and _); '-' cannot appear in them", offset: index)
        }
        skipSpace()
        var type: AttrReference.AttrType?
        if index < bytes.count, Scanning.isIdentifierStart(bytes[index]) {
            type = try typeHint()
            skipSpace()
        }
        var fallback: Value?
        if index < bytes.count, bytes[index] == UInt8(ascii: ",") {
            index += 1
            skipSpace()
            fallback = try expression()
            skipSpace()
        }
        guard index < bytes.count else { throw unclosed(open) }
        guard bytes[index] == UInt8(ascii: ")") else {
            throw expected(type == nil && fallback == nil ? "' type(<...>)', ', fallback' or ')'" : "')' to end attr(...)")
        }
        index += 1
        let reference = AttrReference(name: name, type: type, fallback: fallback)
        attrUses.append(VMLStyle.AttrUse(reference: reference, offset: map.fileOffset(start)))
        return reference
    }

    /// `type(<number>)` with `index` on `type`.
    private mutating func typeHint() throws(VMLSyntaxError) -> AttrReference.AttrType {
        let start = index
        let word = identifier()
        let typesNote = "the types are " + AttrReference.AttrType.allCases.map { "<\($0.rawValue)>" }.joined(separator: ", ")
        guard word == "type" else {
            throw VMLSyntaxError("expected type(<...>) or ',' after the attribute name, found '\(word)'", offset: start, notes: [typesNote])
        }
        skipSpace()
        try expect(UInt8(ascii: "("), "'(' after 'type'")
        skipSpace()
        try expect(UInt8(ascii: "<"), "'<' in type(<...>)")
        let nameStart = index
        while index < bytes.count, Scanning.isIdentifierByte(bytes[index]) { index += 1 }
        let typeName = String(decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<index]), as: UTF8.self)
        guard let type = AttrReference.AttrType(rawValue: typeName) else {
            var notes = [typesNote]
            if let suggestion = Spelling.suggestion(for: typeName, among: AttrReference.AttrType.allCases.map(\.rawValue)) {
                notes.insert("did you mean <\(suggestion)>?", at: 0)
            }
            throw VMLSyntaxError("unknown attribute type <\(typeName)>", offset: nameStart, notes: notes)
        }
        try expect(UInt8(ascii: ">"), "'>' after <\(typeName)")
        skipSpace()
        try expect(UInt8(ascii: ")"), "')' to end type(<\(typeName)>)")
        return type
    }

    // MARK: Scanning

    private mutating func identifier() -> String {
        let start = index
        while index < bytes.count, Scanning.isIdentifierByte(bytes[index]) { index += 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    private mutating func skipSpace() {
        Scanning.skipWhitespace(bytes, &index)
    }

    private mutating func skipDigits() {
        while index < bytes.count, Scanning.isDigit(bytes[index]) { index += 1 }
    }

    private func peekPastSpace() -> UInt8? {
        var lookahead = index
        Scanning.skipWhitespace(bytes, &lookahead)
        return lookahead < bytes.count ? bytes[lookahead] : nil
    }

    private mutating func expect(_ byte: UInt8, _ what: String) throws(VMLSyntaxError) {
        guard index < bytes.count, bytes[index] == byte else { throw expected(what) }
        index += 1
    }

    private func expected(_ what: String) -> VMLSyntaxError {
        let found = index < bytes.count ? Scanning.describe(bytes[index]) : "the end of the style"
        return VMLSyntaxError("expected \(what), found \(found)", offset: index)
    }

    private func unclosed(_ open: Int) -> VMLSyntaxError {
        let closing = bytes[open] == UInt8(ascii: "[") ? "]" : ")"
        return VMLSyntaxError(
            "'\(Character(Unicode.Scalar(bytes[open])))' is never closed", offset: open,
            notes: ["expected '\(closing)' before the end of the style"])
    }

    private func outOfRange(_ text: String, at offset: Int) -> VMLSyntaxError {
        VMLSyntaxError("the number \(text) is out of range", offset: offset, notes: ["integers have 64 bits; doubles must be finite"])
    }
}
