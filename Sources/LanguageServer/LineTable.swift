/// Where each line of a text starts, as LSP counts lines: a line ends at `\n`, `\r\n` or a
/// lone `\r` (which is also how the SwiftLite front end counts them).
struct LineTable {
    /// The text's UTF-8 bytes.
    let bytes: [UInt8]
    /// The byte offset where each line starts.
    let starts: [Int]

    init(_ text: String) {
        self.init(bytes: Array(text.utf8))
    }

    init(bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                starts.append(index + 1)
            } else if byte == UInt8(ascii: "\r") {
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
                starts.append(index + 1)
            }
            index += 1
        }
        self.starts = starts
    }

    /// The number of lines (an empty last line counts).
    var lineCount: Int { starts.count }

    /// The byte range of a line (0-based), without its line break; empty past the end.
    func lineRange(_ line: Int) -> Range<Int> {
        guard line >= 0, line < starts.count else { return bytes.count..<bytes.count }
        let start = starts[line]
        var end = line + 1 < starts.count ? starts[line + 1] : bytes.count
        if end > start, line + 1 < starts.count {
            end -= 1
            if end > start, bytes[end] == UInt8(ascii: "\n"), bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        }
        return start..<end
    }

    /// The text of a line (0-based), without its line break.
    func lineText(_ line: Int) -> String {
        String(decoding: bytes[lineRange(line)], as: UTF8.self)
    }

    /// The byte offset of an LSP position. A character past the line's end is the line's
    /// end and a line past the last is the text's end, as the protocol asks.
    func offset(of position: Position, encoding: PositionEncoding) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < starts.count else { return bytes.count }
        let range = lineRange(position.line)
        var remaining = position.character
        var offset = range.lowerBound
        while remaining > 0, offset < range.upperBound {
            let (scalar, length) = decode(at: offset, limit: range.upperBound)
            let width = encoding.width(of: scalar)
            // A position inside a scalar (half of a surrogate pair) rounds down.
            if width > remaining { break }
            remaining -= width
            offset += length
        }
        return offset
    }

    /// The LSP position of a byte offset.
    func position(ofOffset offset: Int, encoding: PositionEncoding) -> Position {
        let clamped = min(max(offset, 0), bytes.count)
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= clamped { low = middle } else { high = middle - 1 }
        }
        let range = lineRange(low)
        var character = 0
        var index = range.lowerBound
        while index < min(clamped, range.upperBound) {
            let (scalar, length) = decode(at: index, limit: range.upperBound)
            character += encoding.width(of: scalar)
            index += length
        }
        return Position(line: low, character: character)
    }

    /// The byte offset of a 1-based line and column counted in Unicode scalars, as the
    /// workbench's diagnostics give them.
    func offset(line: Int, column: Int) -> Int {
        guard line >= 1 else { return 0 }
        guard line <= starts.count else { return bytes.count }
        let range = lineRange(line - 1)
        var remaining = column - 1
        var offset = range.lowerBound
        while remaining > 0, offset < range.upperBound {
            offset += decode(at: offset, limit: range.upperBound).length
            remaining -= 1
        }
        return offset
    }

    /// The LSP position of a 1-based line and column counted in Unicode scalars.
    func position(line: Int, column: Int, encoding: PositionEncoding) -> Position {
        position(ofOffset: offset(line: line, column: column), encoding: encoding)
    }

    /// The scalar at a byte offset and its length in bytes (a bad byte counts as one).
    private func decode(at offset: Int, limit: Int) -> (scalar: Unicode.Scalar, length: Int) {
        let lead = bytes[offset]
        let length: Int
        switch lead {
        case 0..<0x80: return (Unicode.Scalar(lead), 1)
        case 0xC0..<0xE0: length = 2
        case 0xE0..<0xF0: length = 3
        case 0xF0..<0xF8: length = 4
        default: return ("\u{FFFD}", 1)
        }
        guard offset + length <= limit else { return ("\u{FFFD}", 1) }
        var value = UInt32(lead) & (0xFF >> (length + 1))
        for index in 1..<length { value = value << 6 | UInt32(bytes[offset + index] & 0x3F) }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }
}
