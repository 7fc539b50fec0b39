/// Turns a source file (or a byte range of it, for string interpolations) into tokens.
///
/// The lexer never fails: text that is not Swift becomes an `.invalid` token carrying
/// a message, and the parser reports it with its position and carries on.
struct Lexer {
    private let file: SourceFile
    private let bytes: [UInt8]
    private let start: Int
    private var offset: Int
    private let end: Int
    private var pendingSpace = true
    private var pendingNewline = false
    /// How many string literals inside interpolations enclose the one being read.
    private var nestedStringDepth = 0
    /// Strings nest inside interpolations at most this deep (the lexer reads them
    /// recursively, and nothing real comes close).
    static let maximumNestedStrings = 16

    /// A lexer over `file`'s bytes from `start` to `end` (the whole file by default).
    init(file: SourceFile, start: Int = 0, end: Int? = nil) {
        self.file = file
        self.bytes = file.bytes
        self.start = start
        self.offset = start
        self.end = end ?? file.bytes.count
    }

    /// Every token up to and including `.endOfFile`.
    mutating func tokenize() -> [Token] {
        var tokens: [Token] = []
        while true {
            let token = next()
            if let last = tokens.indices.last {
                tokens[last].spaceAfter = token.spaceBefore || token.kind == .endOfFile
            }
            tokens.append(token)
            if token.kind == .endOfFile { break }
        }
        locate(&tokens)
        return tokens
    }

    /// Gives every token its line and column in one pass over the text. (Finding each
    /// from its offset alone means scanning its line, which is quadratic on long lines.)
    private func locate(_ tokens: inout [Token]) {
        var location = file.location(ofOffset: start)
        var cursor = start
        for index in tokens.indices {
            let target = min(tokens[index].offset, bytes.count)
            if target < cursor {
                tokens[index].location = file.location(ofOffset: target)
                continue
            }
            while cursor < target {
                let byte = bytes[cursor]
                if byte == UInt8(ascii: "\n") {
                    location.line += 1
                    location.column = 1
                } else if byte & 0xC0 != 0x80 {
                    location.column += 1
                }
                cursor += 1
            }
            tokens[index].location = location
        }
    }

    private func peek(_ ahead: Int = 0) -> UInt8 {
        let index = offset + ahead
        return index < end ? bytes[index] : 0
    }

    private mutating func skipTrivia() -> Token? {
        while offset < end {
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0B, 0x0C:
                offset += 1
                pendingSpace = true
            case UInt8(ascii: "\n"):
                offset += 1
                pendingSpace = true
                pendingNewline = true
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                while offset < end && bytes[offset] != UInt8(ascii: "\n") { offset += 1 }
                pendingSpace = true
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                let start = offset
                offset += 2
                var depth = 1
                while offset < end && depth > 0 {
                    if bytes[offset] == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                        depth += 1
                        offset += 2
                    } else if bytes[offset] == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/") {
                        depth -= 1
                        offset += 2
                    } else {
                        if bytes[offset] == UInt8(ascii: "\n") { pendingNewline = true }
                        offset += 1
                    }
                }
                pendingSpace = true
                if depth > 0 {
                    return makeToken(.invalid("unterminated '/*' comment"), start: start, length: 2)
                }
            default:
                return nil
            }
        }
        return nil
    }

    private mutating func makeToken(_ kind: TokenKind, start: Int, length: Int? = nil) -> Token {
        let token = Token(
            kind: kind, offset: start, length: length ?? (offset - start), spaceBefore: pendingSpace,
            newlineBefore: pendingNewline)
        pendingSpace = false
        pendingNewline = false
        return token
    }

    mutating func next() -> Token {
        if let problem = skipTrivia() { return problem }
        let start = offset
        guard offset < end else { return makeToken(.endOfFile, start: start, length: 0) }
        let byte = bytes[offset]
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"), 0x80...0xFF:
            return lexIdentifier(start: start)
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            return lexNumber(start: start)
        case UInt8(ascii: "\""):
            return lexString(start: start)
        case UInt8(ascii: "'"):
            // `'a'`: a habit from other languages, read whole and reported once.
            offset += 1
            while offset < end && bytes[offset] != UInt8(ascii: "'") && bytes[offset] != UInt8(ascii: "\n") { offset += 1 }
            if offset < end && bytes[offset] == UInt8(ascii: "'") { offset += 1 }
            return makeToken(.invalid("single-quoted text is not a Swift literal; strings and characters use double quotes (\"a\")"), start: start)
        case UInt8(ascii: "`"):
            offset += 1
            let nameStart = offset
            while offset < end && isIdentifierByte(bytes[offset]) { offset += 1 }
            guard offset < end, bytes[offset] == UInt8(ascii: "`"), offset > nameStart else {
                return makeToken(.invalid("expected an identifier between backticks"), start: start)
            }
            let name = String(decoding: bytes[nameStart..<offset], as: UTF8.self)
            offset += 1
            return makeToken(.identifier(name), start: start)
        case UInt8(ascii: "$"):
            offset += 1
            let digitsStart = offset
            while offset < end && isDigit(bytes[offset]) { offset += 1 }
            guard offset > digitsStart, let index = Int(String(decoding: bytes[digitsStart..<offset], as: UTF8.self)) else {
                return makeToken(.invalid("expected a number after '$' ($0, $1, ...)"), start: start)
            }
            return makeToken(.dollarIdentifier(index), start: start)
        case UInt8(ascii: "("): offset += 1; return makeToken(.leftParen, start: start)
        case UInt8(ascii: ")"): offset += 1; return makeToken(.rightParen, start: start)
        case UInt8(ascii: "["): offset += 1; return makeToken(.leftBracket, start: start)
        case UInt8(ascii: "]"): offset += 1; return makeToken(.rightBracket, start: start)
        case UInt8(ascii: "{"): offset += 1; return makeToken(.leftBrace, start: start)
        case UInt8(ascii: "}"): offset += 1; return makeToken(.rightBrace, start: start)
        case UInt8(ascii: ","): offset += 1; return makeToken(.comma, start: start)
        case UInt8(ascii: ":"): offset += 1; return makeToken(.colon, start: start)
        case UInt8(ascii: ";"): offset += 1; return makeToken(.semicolon, start: start)
        case UInt8(ascii: "@"): offset += 1; return makeToken(.at, start: start)
        case UInt8(ascii: "#"): offset += 1; return makeToken(.hash, start: start)
        case UInt8(ascii: "\\"): offset += 1; return makeToken(.backslash, start: start)
        case UInt8(ascii: "."):
            if peek(1) == UInt8(ascii: ".") {
                // `...` and `..<`: a dot-operator.
                while offset < end && (bytes[offset] == UInt8(ascii: ".") || isOperatorByte(bytes[offset])) { offset += 1 }
                return makeToken(.operator(String(decoding: bytes[start..<offset], as: UTF8.self)), start: start)
            }
            offset += 1
            return makeToken(.dot, start: start)
        default:
            if isOperatorByte(byte) {
                while offset < end && isOperatorByte(bytes[offset]) {
                    // `a?.b` and `a!.b`: stop before a `.` is never needed (dots are not
                    // operator bytes); stop after `?`/`!` when another postfix follows.
                    offset += 1
                }
                let text = String(decoding: bytes[start..<offset], as: UTF8.self)
                switch text {
                case "=": return makeToken(.equal, start: start)
                case "->": return makeToken(.arrow, start: start)
                default: return makeToken(.operator(text), start: start)
                }
            }
            offset += 1
            let scalar = Unicode.Scalar(byte)
            return makeToken(.invalid("unexpected character '\(Character(scalar))'"), start: start)
        }
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || isDigit(byte) || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    private func isOperatorByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
            UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
            UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            return true
        default:
            return false
        }
    }

    private mutating func lexIdentifier(start: Int) -> Token {
        while offset < end && isIdentifierByte(bytes[offset]) { offset += 1 }
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        if let keyword = Keyword(rawValue: text) { return makeToken(.keyword(keyword), start: start) }
        return makeToken(.identifier(text), start: start)
    }

    private mutating func lexNumber(start: Int) -> Token {
        var radix = 10
        var digitsStart = offset
        if bytes[offset] == UInt8(ascii: "0") {
            switch peek(1) {
            case UInt8(ascii: "x"): radix = 16
            case UInt8(ascii: "b"): radix = 2
            case UInt8(ascii: "o"): radix = 8
            default: break
            }
            if radix != 10 {
                offset += 2
                digitsStart = offset
            }
        }
        func isRadixDigit(_ byte: UInt8) -> Bool {
            switch radix {
            case 16: return isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "f"))
            case 2: return byte == UInt8(ascii: "0") || byte == UInt8(ascii: "1")
            case 8: return byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "7")
            default: return isDigit(byte)
            }
        }
        while offset < end && (isRadixDigit(bytes[offset]) || bytes[offset] == UInt8(ascii: "_")) { offset += 1 }
        var isFloat = false
        if radix == 10 {
            if peek() == UInt8(ascii: "."), isDigit(peek(1)) {
                isFloat = true
                offset += 1
                while offset < end && (isDigit(bytes[offset]) || bytes[offset] == UInt8(ascii: "_")) { offset += 1 }
            }
            if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
                let save = offset
                offset += 1
                if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { offset += 1 }
                if isDigit(peek()) {
                    isFloat = true
                    while offset < end && isDigit(bytes[offset]) { offset += 1 }
                } else {
                    offset = save
                }
            }
        }
        if offset < end && isIdentifierByte(bytes[offset]) {
            while offset < end && isIdentifierByte(bytes[offset]) { offset += 1 }
            let text = String(decoding: bytes[start..<offset], as: UTF8.self)
            return makeToken(.invalid("'\(text)' is not a valid number"), start: start)
        }
        let digits = String(decoding: bytes[digitsStart..<offset], as: UTF8.self).replacingUnderscores()
        if isFloat {
            guard let value = Double(digits) else {
                return makeToken(.invalid("'\(digits)' is not a valid number"), start: start)
            }
            return makeToken(.float(value), start: start)
        }
        if digits.isEmpty {
            let prefix = String(decoding: bytes[start..<digitsStart], as: UTF8.self)
            return makeToken(.invalid("expected digits after '\(prefix)'"), start: start)
        }
        guard let value = Int(digits, radix: radix) else {
            let text = String(decoding: bytes[start..<offset], as: UTF8.self)
            return makeToken(.invalid("integer literal '\(text)' overflows Int (at most \(Int.max))"), start: start)
        }
        return makeToken(.integer(value), start: start)
    }

    private mutating func lexString(start: Int) -> Token {
        if peek(1) == UInt8(ascii: "\""), peek(2) == UInt8(ascii: "\"") {
            return lexMultilineString(start: start)
        }
        offset += 1
        var segments: [StringSegment] = []
        var text: [UInt8] = []
        while true {
            guard offset < end, bytes[offset] != UInt8(ascii: "\n") else {
                return makeToken(.invalid("unterminated string literal"), start: start)
            }
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                offset += 1
                break
            }
            if byte == UInt8(ascii: "\\") {
                if let problem = lexEscape(into: &text, segments: &segments, stringStart: start) {
                    skipRestOfString()
                    return problem
                }
                continue
            }
            text.append(byte)
            offset += 1
        }
        if !text.isEmpty || segments.isEmpty { segments.append(.text(String(decoding: text, as: UTF8.self))) }
        return makeToken(.string(segments), start: start)
    }

    /// After a malformed escape: skips to the end of the string literal, so that the rest
    /// of it is not read as code.
    private mutating func skipRestOfString() {
        while offset < end && bytes[offset] != UInt8(ascii: "\n") {
            switch bytes[offset] {
            case UInt8(ascii: "\\"): offset += 2
            case UInt8(ascii: "\""): offset += 1; return
            default: offset += 1
            }
        }
        offset = min(offset, end)
    }

    /// Reads one escape at `offset` (which points at the backslash). Returns a problem
    /// token when the escape is malformed.
    private mutating func lexEscape(into text: inout [UInt8], segments: inout [StringSegment], stringStart: Int) -> Token? {
        let escapeStart = offset
        offset += 1
        guard offset < end else { return makeToken(.invalid("unterminated string literal"), start: stringStart) }
        let escape = bytes[offset]
        offset += 1
        switch escape {
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "0"): text.append(0x00)
        case UInt8(ascii: "\\"): text.append(UInt8(ascii: "\\"))
        case UInt8(ascii: "\""): text.append(UInt8(ascii: "\""))
        case UInt8(ascii: "'"): text.append(UInt8(ascii: "'"))
        case UInt8(ascii: "u"):
            guard peek() == UInt8(ascii: "{") else {
                return makeToken(.invalid("expected '{' in a \\u{...} escape"), start: escapeStart, length: 2)
            }
            offset += 1
            let hexStart = offset
            while offset < end && bytes[offset] != UInt8(ascii: "}") && offset - hexStart < 9 { offset += 1 }
            let hex = String(decoding: bytes[hexStart..<offset], as: UTF8.self)
            guard peek() == UInt8(ascii: "}"), let code = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(code) else {
                return makeToken(.invalid("invalid unicode scalar in \\u{...}"), start: escapeStart, length: offset - escapeStart)
            }
            offset += 1
            text.append(contentsOf: String(Character(scalar)).utf8)
        case UInt8(ascii: "("):
            if !text.isEmpty {
                segments.append(.text(String(decoding: text, as: UTF8.self)))
                text.removeAll()
            }
            let expressionStart = offset
            var depth = 1
            while offset < end && depth > 0 {
                switch bytes[offset] {
                case UInt8(ascii: "("): depth += 1; offset += 1
                case UInt8(ascii: ")"): depth -= 1; offset += 1
                case UInt8(ascii: "\""):
                    // A string inside the interpolation: skip it whole.
                    guard nestedStringDepth < Lexer.maximumNestedStrings else {
                        return makeToken(.invalid("string interpolations nest too deeply"), start: escapeStart, length: 2)
                    }
                    let savedFlags = (pendingSpace, pendingNewline)
                    nestedStringDepth += 1
                    let nested = lexString(start: offset)
                    nestedStringDepth -= 1
                    (pendingSpace, pendingNewline) = savedFlags
                    if case .invalid = nested.kind { return makeToken(.invalid("unterminated string interpolation"), start: escapeStart, length: 2) }
                case UInt8(ascii: "\n"):
                    return makeToken(.invalid("unterminated string interpolation: expected ')'"), start: escapeStart, length: 2)
                default: offset += 1
                }
            }
            guard depth == 0 else {
                return makeToken(.invalid("unterminated string interpolation: expected ')'"), start: escapeStart, length: 2)
            }
            segments.append(.interpolation(start: expressionStart, end: offset - 1))
        default:
            return makeToken(.invalid("invalid escape sequence '\\\(Character(Unicode.Scalar(escape)))' in a string"), start: escapeStart, length: 2)
        }
        return nil
    }

    /// `"""` strings: the content starts on the line after the opening quotes; the
    /// closing quotes' indentation is removed from every line.
    private mutating func lexMultilineString(start: Int) -> Token {
        offset += 3
        while offset < end && (bytes[offset] == UInt8(ascii: " ") || bytes[offset] == UInt8(ascii: "\t")) { offset += 1 }
        guard offset < end, bytes[offset] == UInt8(ascii: "\n") else {
            return makeToken(.invalid("a multi-line string must start on a new line after '\"\"\"'"), start: start, length: 3)
        }
        offset += 1
        // Collect raw lines until a line whose first non-blank text is the closing quotes.
        var lines: [(start: Int, end: Int)] = []
        var indentation = 0
        var closed = false
        while offset < end {
            let lineStart = offset
            while offset < end && bytes[offset] != UInt8(ascii: "\n") { offset += 1 }
            let lineEnd = offset
            var firstText = lineStart
            while firstText < lineEnd && (bytes[firstText] == UInt8(ascii: " ") || bytes[firstText] == UInt8(ascii: "\t")) { firstText += 1 }
            if lineEnd - firstText >= 3, bytes[firstText] == UInt8(ascii: "\""), bytes[firstText + 1] == UInt8(ascii: "\""),
                bytes[firstText + 2] == UInt8(ascii: "\"")
            {
                indentation = firstText - lineStart
                offset = firstText + 3
                closed = true
                break
            }
            lines.append((lineStart, lineEnd))
            if offset < end { offset += 1 }
        }
        guard closed else { return makeToken(.invalid("unterminated multi-line string literal"), start: start, length: 3) }
        // Re-read each line's content (minus the indentation) with escapes and interpolation.
        var segments: [StringSegment] = []
        var text: [UInt8] = []
        let closingOffset = offset
        for (index, line) in lines.enumerated() {
            offset = min(line.start + indentation, line.end)
            let indent = bytes[line.start..<offset]
            if indent.contains(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }) {
                offset = closingOffset
                return makeToken(.invalid("a line of a multi-line string is indented less than its closing '\"\"\"'"), start: line.start, length: 1)
            }
            while offset < line.end {
                if bytes[offset] == UInt8(ascii: "\\") {
                    if offset + 1 == line.end {
                        // A backslash at the end of a line joins it with the next.
                        offset += 1
                        continue
                    }
                    if let problem = lexEscape(into: &text, segments: &segments, stringStart: start) {
                        offset = closingOffset
                        return problem
                    }
                    continue
                }
                text.append(bytes[offset])
                offset += 1
            }
            let endsWithJoin = line.end > line.start && bytes[line.end - 1] == UInt8(ascii: "\\")
            if index < lines.count - 1 && !endsWithJoin { text.append(UInt8(ascii: "\n")) }
        }
        offset = closingOffset
        if !text.isEmpty || segments.isEmpty { segments.append(.text(String(decoding: text, as: UTF8.self))) }
        return makeToken(.string(segments), start: start)
    }
}

extension String {
    fileprivate func replacingUnderscores() -> String {
        contains("_") ? String(filter { $0 != "_" }) : self
    }
}
