/// Writes JSON canonically: the same value always gives the same bytes.
///
/// The rules, relied on by the store's content addressing and by tools that compare
/// outputs byte for byte:
/// - object keys sorted by their UTF-8 bytes;
/// - integers in decimal; doubles in Swift's shortest round-trip form, always with a
///   decimal point or an exponent (`3.0`, `0.1`, `1e+20`); `-0.0` is written `-0.0`;
/// - strings escape `"`, `\` and control characters only (`\n`, `\t`, `\r`, `\b`, `\f`,
///   otherwise `\u00XX`); everything else is written as raw UTF-8;
/// - the compact style has no whitespace; the pretty style indents by two spaces and
///   puts `": "` after keys.
///
/// Doubles that JSON cannot represent (NaN and the infinities) are written as the strings
/// `"NaN"`, `"Infinity"` and `"-Infinity"`; callers that must tell them from strings
/// (the IR's value encoding) wrap them in a tagged object first.
public struct CanonicalJSONWriter: Sendable {
    /// How much whitespace the writer adds.
    public enum Style: Sendable {
        /// No whitespace at all: what is stored, hashed and sent over the socket.
        case compact
        /// Two-space indentation, one member per line: what the CLI prints for people.
        case pretty
    }

    /// The whitespace style.
    public var style: Style

    /// Creates a writer with the given style.
    public init(style: Style = .compact) {
        self.style = style
    }

    /// The value's canonical bytes.
    public func bytes(_ value: JSONValue) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(256)
        write(value, into: &output, depth: 0)
        return output
    }

    /// The value's canonical text.
    public func string(_ value: JSONValue) -> String {
        String(decoding: bytes(value), as: UTF8.self)
    }

    /// Appends the value's canonical bytes to `output`, indented as if at `depth`.
    public func write(_ value: JSONValue, into output: inout [UInt8], depth: Int = 0) {
        switch value {
        case .null:
            output.append(contentsOf: JSONBytes.null)
        case .bool(let flag):
            output.append(contentsOf: flag ? JSONBytes.true : JSONBytes.false)
        case .int(let number):
            JSONBytes.appendInteger(number, to: &output)
        case .double(let number):
            JSONBytes.appendDouble(number, to: &output)
        case .string(let text):
            JSONBytes.appendString(text, to: &output)
        case .array(let elements):
            writeArray(elements, into: &output, depth: depth)
        case .object(let members):
            writeObject(members, into: &output, depth: depth)
        }
    }

    private func writeArray(_ elements: [JSONValue], into output: inout [UInt8], depth: Int) {
        output.append(UInt8(ascii: "["))
        if elements.isEmpty {
            output.append(UInt8(ascii: "]"))
            return
        }
        for (index, element) in elements.enumerated() {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            newline(into: &output, depth: depth + 1)
            write(element, into: &output, depth: depth + 1)
        }
        newline(into: &output, depth: depth)
        output.append(UInt8(ascii: "]"))
    }

    private func writeObject(_ members: [String: JSONValue], into output: inout [UInt8], depth: Int) {
        output.append(UInt8(ascii: "{"))
        if members.isEmpty {
            output.append(UInt8(ascii: "}"))
            return
        }
        for (index, key) in JSONBytes.sortedKeys(members.keys).enumerated() {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            newline(into: &output, depth: depth + 1)
            JSONBytes.appendString(key, to: &output)
            output.append(UInt8(ascii: ":"))
            if style == .pretty { output.append(UInt8(ascii: " ")) }
            write(members[key]!, into: &output, depth: depth + 1)
        }
        newline(into: &output, depth: depth)
        output.append(UInt8(ascii: "}"))
    }

    private func newline(into output: inout [UInt8], depth: Int) {
        guard style == .pretty else { return }
        output.append(UInt8(ascii: "\n"))
        for _ in 0..<(depth * 2) { output.append(UInt8(ascii: " ")) }
    }
}

extension JSONValue {
    /// The value's compact canonical text.
    public var canonicalText: String { CanonicalJSONWriter().string(self) }

    /// The value's pretty canonical text (two-space indentation, sorted keys).
    public var prettyText: String { CanonicalJSONWriter(style: .pretty).string(self) }
}

/// The byte-level pieces of the canonical writer, shared with the IR's fast encoder.
public enum JSONBytes {
    static let null: [UInt8] = Array("null".utf8)
    static let `true`: [UInt8] = Array("true".utf8)
    static let `false`: [UInt8] = Array("false".utf8)

    /// Keys in canonical order: by their UTF-8 bytes.
    public static func sortedKeys<Keys: Sequence>(_ keys: Keys) -> [String] where Keys.Element == String {
        keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// Appends an integer in decimal.
    public static func appendInteger(_ number: Int, to output: inout [UInt8]) {
        if number == 0 {
            output.append(UInt8(ascii: "0"))
            return
        }
        // Work on the magnitude as UInt so that Int.min does not overflow.
        var magnitude = number.magnitude
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                      UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            while magnitude > 0 {
                buffer[count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            }
        }
        if number < 0 { output.append(UInt8(ascii: "-")) }
        withUnsafeBytes(of: &digits) { buffer in
            for index in stride(from: count - 1, through: 0, by: -1) {
                output.append(buffer[index])
            }
        }
    }

    /// Appends a double: shortest round-trip form, always marked as a double.
    public static func appendDouble(_ number: Double, to output: inout [UInt8]) {
        guard number.isFinite else {
            appendString(number.isNaN ? "NaN" : (number < 0 ? "-Infinity" : "Infinity"), to: &output)
            return
        }
        output.append(contentsOf: canonicalDoubleText(number).utf8)
    }

    /// The canonical text of a finite double: Swift's shortest representation, with
    /// `.0` added when it would otherwise read as an integer.
    public static func canonicalDoubleText(_ number: Double) -> String {
        let text = number.description
        if text.utf8.contains(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") }) {
            return text
        }
        return text + ".0"
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    /// Appends a quoted, escaped string.
    public static func appendString(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""):
                output.append(UInt8(ascii: "\\")); output.append(UInt8(ascii: "\""))
            case UInt8(ascii: "\\"):
                output.append(UInt8(ascii: "\\")); output.append(UInt8(ascii: "\\"))
            case 0x0A:
                output.append(UInt8(ascii: "\\")); output.append(UInt8(ascii: "n"))
            case 0x0D:
                output.append(UInt8(ascii: "\\")); output.append(UInt8(ascii: "r"))
            case 0x09:
                output.append(UInt8(ascii: "\\")); output.append(UInt8(ascii: "t"))
            case 0x08:
                output.append(UInt8(ascii: "\\")); output.append(UInt8(ascii: "b"))
            case 0x0C:
                output.append(UInt8(ascii: "\\")); output.append(UInt8(ascii: "f"))
            case 0..<0x20:
                output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")])
                output.append(hexDigits[Int(byte >> 4)])
                output.append(hexDigits[Int(byte & 0xF)])
            default:
                output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
