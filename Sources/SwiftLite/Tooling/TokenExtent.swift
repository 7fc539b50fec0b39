extension SourceFile {
    /// The byte range of the token at `offset`, read with Swift's lexical rules for the
    /// tokens diagnostics point at: a name (`cuont`, `` `default` ``, `$0`), a number, a
    /// string literal on its line, an operator, or one punctuation character. Nil at a line
    /// break or past the end.
    ///
    /// A scan of one token, not a parse: an editor asks this for every diagnostic on every
    /// keystroke, and a file with an error is the common case while typing.
    func tokenRange(at offset: Int) -> Range<Int>? {
        guard offset >= 0, offset < bytes.count else { return nil }
        let byte = bytes[offset]
        guard byte != UInt8(ascii: "\n") else { return nil }
        var end = offset + 1
        if Self.isNameStart(byte) || byte == UInt8(ascii: "$") || byte == UInt8(ascii: "#") || byte == UInt8(ascii: "@") {
            while end < bytes.count, Self.isNameByte(bytes[end]) { end += 1 }
        } else if byte == UInt8(ascii: "`") {
            while end < bytes.count, bytes[end] != UInt8(ascii: "`"), bytes[end] != UInt8(ascii: "\n") { end += 1 }
            if end < bytes.count, bytes[end] == UInt8(ascii: "`") { end += 1 }
        } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
            while end < bytes.count, Self.isNameByte(bytes[end]) || isFractionDot(end) { end += 1 }
        } else if byte == UInt8(ascii: "\"") {
            // To the closing quote on the same line (an unterminated one to the line's end).
            while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\n") {
                end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
            }
            end = min(end, bytes.count)
            if end < bytes.count, bytes[end] == UInt8(ascii: "\"") { end += 1 }
        } else if Self.isOperatorByte(byte) {
            while end < bytes.count, Self.isOperatorByte(bytes[end]) { end += 1 }
        } else {
            // One character (a scalar of several bytes included).
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        }
        return offset..<min(end, bytes.count)
    }

    /// Whether the byte at `index` is the `.` of a number's fraction (`1.5`, not `1...3`).
    private func isFractionDot(_ index: Int) -> Bool {
        bytes[index] == UInt8(ascii: ".") && index + 1 < bytes.count && bytes[index + 1] >= UInt8(ascii: "0") && bytes[index + 1] <= UInt8(ascii: "9")
    }

    private static func isNameStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        isNameStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    private static func isOperatorByte(_ byte: UInt8) -> Bool {
        "/=-+!*%<>&|^~?.".utf8.contains(byte)
    }
}
