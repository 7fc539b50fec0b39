// Byte classes shared by the markup and style scanners. Everything is ASCII: names,
// identifiers and numbers in VML are ASCII, and any other byte is simply "not one of these".

enum Scanning {
    @inline(__always) static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    @inline(__always) static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    @inline(__always) static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || ((byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "f"))
    }

    /// §7's `letter`: ASCII letters and `_`.
    @inline(__always) static func isIdentifierStart(_ byte: UInt8) -> Bool {
        isLetter(byte) || byte == UInt8(ascii: "_")
    }

    /// §7's `letter | digit`.
    @inline(__always) static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || isDigit(byte)
    }

    /// The first byte of an element or attribute name: a letter, `_`, `:`, or any
    /// non-ASCII byte (XML allows names in any script).
    @inline(__always) static func isNameStart(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || byte == UInt8(ascii: ":") || byte >= 0x80
    }

    /// Later bytes of a name: also digits, `-` and `.` (`phx-click`, `data.x`).
    @inline(__always) static func isNameByte(_ byte: UInt8) -> Bool {
        isNameStart(byte) || isDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }

    @inline(__always) static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
    }

    @inline(__always) static func lowercased(_ byte: UInt8) -> UInt8 {
        isLetter(byte) ? byte | 0x20 : byte
    }

    static func skipWhitespace(_ bytes: UnsafeBufferPointer<UInt8>, _ index: inout Int) {
        while index < bytes.count, isWhitespace(bytes[index]) { index += 1 }
    }

    /// Whether a whole string is one §7 IDENT.
    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.utf8.first, isIdentifierStart(first) else { return false }
        return text.utf8.allSatisfy(isIdentifierByte)
    }

    /// How a byte reads in a message: `'x'`, or its code for control and non-ASCII bytes.
    static func describe(_ byte: UInt8) -> String {
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        switch byte {
        case 0x20: return "a space"
        case 0x0A: return "a line break"
        case 0x09: return "a tab"
        default: return "byte 0x" + String(byte, radix: 16, uppercase: true)
        }
    }
}
