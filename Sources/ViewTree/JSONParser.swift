/// A line and column in a text, both counted from 1; the column counts characters
/// (Unicode scalars), as editors do.
public struct TextPosition: Hashable, Sendable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int
    /// The column, from 1.
    public var column: Int

    /// Creates a position.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public var description: String { "\(line):\(column)" }
}

/// Why a JSON text could not be read, and where.
public struct JSONParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong, in words ("expected ',' or '}' after an object member").
    public var message: String
    /// Where it was found.
    public var position: TextPosition

    public var description: String { "\(position): \(message)" }
}

/// A parsed JSON text with the position of every value, so that a consumer can point
/// at the line of a bad configuration key.
public struct PositionedJSON: Sendable {
    /// The value.
    public var value: JSONValue
    /// The position where each value starts, keyed by its path: `""` for the root,
    /// `"limits"`, `"limits.instructions"`, `"scripts[0]"`. For object members the
    /// position is that of the key.
    public var positions: [String: TextPosition]
}

/// Reads JSON (RFC 8259) strictly: no comments, no trailing commas, one value.
///
/// Nesting deeper than `maximumDepth` is an error rather than a stack overflow, so a
/// hostile payload on the socket cannot take the daemon down.
public struct JSONParser {
    /// The deepest nesting accepted.
    public static let maximumDepth = 512

    private let bytes: [UInt8]
    private var offset = 0
    private var line = 1
    private var lineStart = 0
    private var recordPositions: Bool
    private var positions: [String: TextPosition] = [:]
    /// The last column counted on the current line, so that positions taken left to
    /// right along one line cost what lies between them, not the whole line again: a
    /// data file written on one line (minified) would otherwise take quadratic time.
    private var counted = (lineStart: 0, offset: 0, column: 1)

    private init(bytes: [UInt8], recordPositions: Bool) {
        self.bytes = bytes
        self.recordPositions = recordPositions
    }

    /// Parses a JSON text.
    public static func parse(_ text: String) throws(JSONParseError) -> JSONValue {
        try parse(bytes: Array(text.utf8))
    }

    /// Parses JSON bytes (UTF-8).
    public static func parse(bytes: [UInt8]) throws(JSONParseError) -> JSONValue {
        var parser = JSONParser(bytes: bytes, recordPositions: false)
        return try parser.parseDocument()
    }

    /// Parses a JSON text and records where each value starts.
    public static func parseWithPositions(_ text: String) throws(JSONParseError) -> PositionedJSON {
        var parser = JSONParser(bytes: Array(text.utf8), recordPositions: true)
        let value = try parser.parseDocument()
        return PositionedJSON(value: value, positions: parser.positions)
    }

    private mutating func parseDocument() throws(JSONParseError) -> JSONValue {
        skipWhitespace()
        let value = try parseValue(path: "", depth: 0)
        skipWhitespace()
        if offset < bytes.count {
            throw error("unexpected text after the JSON value")
        }
        return value
    }

    private var position: TextPosition {
        // Columns count scalars: skip UTF-8 continuation bytes.
        var column = 1
        var index = lineStart
        while index < offset {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return TextPosition(line: line, column: column)
    }

    /// The position of `offset` on the current line, counted on from the last one taken
    /// there (`position` counts from the line's start: for errors, taken once).
    private mutating func position(at offset: Int) -> TextPosition {
        if counted.lineStart != lineStart || counted.offset > offset { counted = (lineStart, lineStart, 1) }
        var index = counted.offset
        var column = counted.column
        while index < offset {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        counted = (lineStart, offset, column)
        return TextPosition(line: line, column: column)
    }

    private func error(_ message: String) -> JSONParseError {
        JSONParseError(message: message, position: position)
    }

    private mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                offset += 1
            case UInt8(ascii: "\n"):
                offset += 1
                line += 1
                lineStart = offset
            default:
                return
            }
        }
    }

    private mutating func parseValue(path: String, depth: Int) throws(JSONParseError) -> JSONValue {
        guard offset < bytes.count else { throw error("expected a value, found the end of the text") }
        if recordPositions && positions[path] == nil { positions[path] = position(at: offset) }
        switch bytes[offset] {
        case UInt8(ascii: "{"):
            return try parseObject(path: path, depth: depth + 1)
        case UInt8(ascii: "["):
            return try parseArray(path: path, depth: depth + 1)
        case UInt8(ascii: "\""):
            return .string(try parseString())
        case UInt8(ascii: "t"):
            try expectWord("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try expectWord("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try expectWord("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return try parseNumber()
        default:
            throw error("expected a value (an object, array, string, number, true, false or null)")
        }
    }

    private mutating func expectWord(_ word: StaticString) throws(JSONParseError) {
        let count = word.utf8CodeUnitCount
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: count)
        guard offset + count <= bytes.count, bytes[offset..<(offset + count)].elementsEqual(expected) else {
            throw error("expected a value (an object, array, string, number, true, false or null)")
        }
        offset += count
    }

    private mutating func parseObject(path: String, depth: Int) throws(JSONParseError) -> JSONValue {
        guard depth <= JSONParser.maximumDepth else { throw error("nesting deeper than \(JSONParser.maximumDepth) levels") }
        offset += 1
        var members: [String: JSONValue] = [:]
        skipWhitespace()
        if offset < bytes.count && bytes[offset] == UInt8(ascii: "}") {
            offset += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
                throw error("expected a string key in the object")
            }
            // A key holds no line break, so the key's line is still the current one after it.
            let keyOffset = offset
            let key = try parseString()
            let memberPath = path.isEmpty ? key : path + "." + key
            if members[key] != nil {
                throw JSONParseError(message: "duplicate key \"\(key)\"", position: position(at: keyOffset))
            }
            if recordPositions { positions[memberPath] = position(at: keyOffset) }
            skipWhitespace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else {
                throw error("expected ':' after the key \"\(key)\"")
            }
            offset += 1
            skipWhitespace()
            members[key] = try parseValue(path: memberPath, depth: depth)
            skipWhitespace()
            guard offset < bytes.count else { throw error("expected ',' or '}' after an object member") }
            if bytes[offset] == UInt8(ascii: ",") {
                offset += 1
                continue
            }
            if bytes[offset] == UInt8(ascii: "}") {
                offset += 1
                return .object(members)
            }
            throw error("expected ',' or '}' after an object member")
        }
    }

    private mutating func parseArray(path: String, depth: Int) throws(JSONParseError) -> JSONValue {
        guard depth <= JSONParser.maximumDepth else { throw error("nesting deeper than \(JSONParser.maximumDepth) levels") }
        offset += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if offset < bytes.count && bytes[offset] == UInt8(ascii: "]") {
            offset += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue(path: "\(path)[\(elements.count)]", depth: depth))
            skipWhitespace()
            guard offset < bytes.count else { throw error("expected ',' or ']' after an array element") }
            if bytes[offset] == UInt8(ascii: ",") {
                offset += 1
                continue
            }
            if bytes[offset] == UInt8(ascii: "]") {
                offset += 1
                return .array(elements)
            }
            throw error("expected ',' or ']' after an array element")
        }
    }

    private mutating func parseString() throws(JSONParseError) -> String {
        offset += 1  // opening quote
        var scalars: [UInt8] = []
        while true {
            guard offset < bytes.count else { throw error("unterminated string") }
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                offset += 1
                break
            }
            if byte < 0x20 {
                throw error("control character in a string (write it as an escape such as \\n)")
            }
            if byte != UInt8(ascii: "\\") {
                scalars.append(byte)
                offset += 1
                continue
            }
            offset += 1
            guard offset < bytes.count else { throw error("unterminated string") }
            let escape = bytes[offset]
            offset += 1
            switch escape {
            case UInt8(ascii: "\""): scalars.append(UInt8(ascii: "\""))
            case UInt8(ascii: "\\"): scalars.append(UInt8(ascii: "\\"))
            case UInt8(ascii: "/"): scalars.append(UInt8(ascii: "/"))
            case UInt8(ascii: "b"): scalars.append(0x08)
            case UInt8(ascii: "f"): scalars.append(0x0C)
            case UInt8(ascii: "n"): scalars.append(0x0A)
            case UInt8(ascii: "r"): scalars.append(0x0D)
            case UInt8(ascii: "t"): scalars.append(0x09)
            case UInt8(ascii: "u"):
                var code = try parseHex4()
                if (0xD800..<0xDC00).contains(code) {
                    // A high surrogate must be followed by a low one.
                    guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"),
                        bytes[offset + 1] == UInt8(ascii: "u")
                    else { throw error("unpaired surrogate in a \\u escape") }
                    offset += 2
                    let low = try parseHex4()
                    guard (0xDC00..<0xE000).contains(low) else { throw error("unpaired surrogate in a \\u escape") }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                } else if (0xDC00..<0xE000).contains(code) {
                    throw error("unpaired surrogate in a \\u escape")
                }
                scalars.append(contentsOf: String(Character(Unicode.Scalar(code)!)).utf8)
            default:
                throw error("unknown escape '\\\(Character(Unicode.Scalar(escape)))' in a string")
            }
        }
        guard let text = String(validating: scalars, as: UTF8.self) else {
            throw error("the string is not valid UTF-8")
        }
        return text
    }

    private mutating func parseHex4() throws(JSONParseError) -> UInt32 {
        guard offset + 4 <= bytes.count else { throw error("expected four hex digits after \\u") }
        var code: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[offset]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error("expected four hex digits after \\u")
            }
            code = code * 16 + digit
            offset += 1
        }
        return code
    }

    private mutating func parseNumber() throws(JSONParseError) -> JSONValue {
        let start = offset
        var isInteger = true
        if bytes[offset] == UInt8(ascii: "-") { offset += 1 }
        guard offset < bytes.count, isDigit(bytes[offset]) else { throw error("expected a digit") }
        if bytes[offset] == UInt8(ascii: "0") {
            offset += 1
            if offset < bytes.count && isDigit(bytes[offset]) {
                throw error("a number cannot start with 0 followed by more digits")
            }
        } else {
            while offset < bytes.count && isDigit(bytes[offset]) { offset += 1 }
        }
        if offset < bytes.count && bytes[offset] == UInt8(ascii: ".") {
            isInteger = false
            offset += 1
            guard offset < bytes.count, isDigit(bytes[offset]) else { throw error("expected a digit after '.'") }
            while offset < bytes.count && isDigit(bytes[offset]) { offset += 1 }
        }
        if offset < bytes.count && (bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E")) {
            isInteger = false
            offset += 1
            if offset < bytes.count && (bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-")) {
                offset += 1
            }
            guard offset < bytes.count, isDigit(bytes[offset]) else { throw error("expected a digit in the exponent") }
            while offset < bytes.count && isDigit(bytes[offset]) { offset += 1 }
        }
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        if isInteger, let number = Int(text) { return .int(number) }
        guard let number = Double(text) else { throw error("the number \(text) cannot be read") }
        return .double(number)
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
