/// String literals in `style` (`"Untitled"`) and in braced attribute values
/// (`destination={"/products/1"}`): double quotes, with the escapes the canonical writer
/// produces (`\"`, `\\`, `\n`, `\r`, `\t`, `\0`, `\u{1F600}`) and `\'`.
enum StringLiteral {
    private static let escapesNote = #"the escapes are \" \\ \n \r \t \0 \' and \u{...}"#

    /// Reads a literal with `index` on its opening quote; leaves `index` after the closing one.
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, at index: inout Int) throws(VMLSyntaxError) -> String {
        let open = index
        index += 1
        var segmentStart = index
        var decoded: [UInt8]?
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let tail = UnsafeBufferPointer(rebasing: bytes[segmentStart..<index])
                index += 1
                guard var decoded else { return String(decoding: tail, as: UTF8.self) }
                decoded.append(contentsOf: tail)
                return String(decoding: decoded, as: UTF8.self)
            }
            guard byte == UInt8(ascii: "\\") else {
                index += 1
                continue
            }
            var buffer = decoded ?? []
            buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[segmentStart..<index]))
            let escape = index
            index += 1
            guard index < bytes.count else { break }
            switch bytes[index] {
            case UInt8(ascii: "\""): buffer.append(UInt8(ascii: "\""))
            case UInt8(ascii: "\\"): buffer.append(UInt8(ascii: "\\"))
            case UInt8(ascii: "'"): buffer.append(UInt8(ascii: "'"))
            case UInt8(ascii: "n"): buffer.append(0x0A)
            case UInt8(ascii: "r"): buffer.append(0x0D)
            case UInt8(ascii: "t"): buffer.append(0x09)
            case UInt8(ascii: "0"): buffer.append(0x00)
            case UInt8(ascii: "u"):
                let scalar = try unicodeEscape(bytes, at: &index, escape: escape)
                buffer.append(contentsOf: Array(String(Character(scalar)).utf8))
                segmentStart = index
                decoded = buffer
                continue
            default:
                throw VMLSyntaxError(
                    "unknown escape '\\\(Character(Unicode.Scalar(bytes[index])))' in a string", offset: escape,
                    notes: [escapesNote])
            }
            index += 1
            segmentStart = index
            decoded = buffer
        }
        throw VMLSyntaxError(
            "the string is never closed", offset: open,
            notes: [#"a string ends with '"'; inside an attribute, write its quotes as &quot;"#])
    }

    /// Reads `u{HEX}` with `index` on the `u`; leaves `index` after the `}`.
    private static func unicodeEscape(
        _ bytes: UnsafeBufferPointer<UInt8>, at index: inout Int, escape: Int
    ) throws(VMLSyntaxError) -> Unicode.Scalar {
        index += 1
        guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else {
            throw VMLSyntaxError(#"expected '{' after '\u'"#, offset: escape, notes: [escapesNote])
        }
        index += 1
        var value: UInt32 = 0
        var digits = 0
        while index < bytes.count, Scanning.isHexDigit(bytes[index]), digits < 8 {
            value = value * 16 + UInt32(hexValue(bytes[index]))
            digits += 1
            index += 1
        }
        guard digits > 0, index < bytes.count, bytes[index] == UInt8(ascii: "}"), let scalar = Unicode.Scalar(value) else {
            throw VMLSyntaxError(#"a '\u{...}' escape holds one to eight hexadecimal digits of a Unicode scalar"#, offset: escape)
        }
        index += 1
        return scalar
    }

    private static func hexValue(_ byte: UInt8) -> UInt8 {
        Scanning.isDigit(byte) ? byte - UInt8(ascii: "0") : (byte | 0x20) - UInt8(ascii: "a") + 10
    }
}
