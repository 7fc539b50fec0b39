/// One script file: its name as shown to the user and its text, with a line table so
/// that byte offsets become lines and columns quickly.
public struct SourceFile: Sendable {
    /// The name shown in diagnostics and stack traces: the path relative to the project.
    public let name: String
    /// The file's text.
    public let text: String
    /// The text as UTF-8 bytes; the lexer reads these.
    let bytes: [UInt8]
    /// The byte offset where each line starts.
    let lineStarts: [Int]

    /// Creates a source file.
    public init(name: String, text: String) {
        self.name = name
        self.text = text
        self.bytes = Array(text.utf8)
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        self.lineStarts = starts
    }

    /// The 1-based line and column (in characters) of a byte offset.
    func location(ofOffset offset: Int) -> SourceLocation {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let start = lineStarts[low]
        var column = 1
        var index = start
        let end = min(offset, bytes.count)
        while index < end {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return SourceLocation(line: Int32(low + 1), column: Int32(column))
    }

    /// The text of a 1-based line, without its newline; empty when out of range.
    public func line(_ number: Int) -> String {
        guard number >= 1, number <= lineStarts.count else { return "" }
        let start = lineStarts[number - 1]
        var end = number < lineStarts.count ? lineStarts[number] - 1 : bytes.count
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
    }
}

/// A 1-based line and column in a source file.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int32
    /// The column, from 1, in characters.
    public var column: Int32

    /// Creates a location.
    public init(line: Int32, column: Int32) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}
