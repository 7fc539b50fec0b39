/// One script file: its name as shown to the user and its text, with a line table so
/// that byte offsets become lines and columns quickly.
public struct SourceFile: Sendable {
    /// The name shown in diagnostics and stack traces: the path relative to the project.
    public let name: String
    /// The file's text, as given.
    public let text: String
    /// The text as UTF-8 bytes, as Swift reads a file: without a leading byte order mark,
    /// and with every line break (CR LF, a lone CR) made a LF. The lexer, the parser and
    /// the diagnostics read these, so an editor that saves Windows line endings changes
    /// neither a multi-line string's value nor a line number.
    let bytes: [UInt8]
    /// The byte offset where each line starts.
    let lineStarts: [Int]

    /// Creates a source file.
    public init(name: String, text: String) {
        self.name = name
        self.text = text
        self.bytes = Self.normalized(text)
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        self.lineStarts = starts
    }

    private static func normalized(_ text: String) -> [UInt8] {
        var bytes = Array(text.utf8)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        guard bytes.contains(UInt8(ascii: "\r")) else { return bytes }
        var lines: [UInt8] = []
        lines.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\r") {
                lines.append(UInt8(ascii: "\n"))
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
            } else {
                lines.append(bytes[index])
            }
            index += 1
        }
        return lines
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
        let end = number < lineStarts.count ? lineStarts[number] - 1 : bytes.count
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
