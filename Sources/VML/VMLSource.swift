import ViewTree

/// The bytes of a VML file and what it takes to point into them: every node, attribute,
/// modifier and `attr(...)` of a parsed document keeps the byte offset where it starts,
/// and this turns an offset into the line and column people see, and into a diagnostic
/// that carries its source line.
public struct VMLSource: Sendable {
    /// The file name diagnostics and IR sources carry.
    public let file: String
    /// The file's UTF-8 bytes.
    public let bytes: [UInt8]
    /// The offset where each line starts; line `n` starts at `lineStarts[n - 1]`.
    private let lineStarts: [Int]
    /// Whether each line is pure ASCII, so that its columns are byte distances.
    private let asciiLines: [Bool]
    /// The offset of the first byte that is not valid UTF-8, if any.
    let firstInvalidUTF8Offset: Int?

    /// Indexes a file's bytes.
    public init(bytes: [UInt8], file: String) {
        self.file = file
        self.bytes = bytes
        var starts = [0]
        var ascii = [true]
        var invalid: Int?
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            let count = buffer.count
            let raw = UnsafeRawBufferPointer(buffer)
            while index < count {
                // Eight bytes at a time while they are ASCII and hold no line feed.
                while index + 8 <= count {
                    let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                    let lineFeeds = word ^ 0x0A0A_0A0A_0A0A_0A0A
                    let hasLineFeed = (lineFeeds &- 0x0101_0101_0101_0101) & ~lineFeeds & 0x8080_8080_8080_8080
                    guard word & 0x8080_8080_8080_8080 == 0, hasLineFeed == 0 else { break }
                    index += 8
                }
                guard index < count else { break }
                let byte = buffer[index]
                if byte == 0x0A {
                    starts.append(index + 1)
                    ascii.append(true)
                    index += 1
                } else if byte < 0x80 {
                    index += 1
                } else {
                    ascii[ascii.count - 1] = false
                    let length = UTF8Validation.sequenceLength(buffer, at: index)
                    if length == 0 {
                        if invalid == nil { invalid = index }
                        index += 1
                    } else {
                        index += length
                    }
                }
            }
        }
        self.lineStarts = starts
        self.asciiLines = ascii
        self.firstInvalidUTF8Offset = invalid
    }

    /// Indexes a file's text.
    public init(text: String, file: String) {
        self.init(bytes: Array(text.utf8), file: file)
    }

    /// The number of lines (a final line without a newline counts).
    public var lineCount: Int { lineStarts.count }

    /// The line and column (both from 1, columns in Unicode scalars) of a byte offset.
    public func position(of offset: Int) -> TextPosition {
        let line = lineIndex(of: offset)
        return TextPosition(line: line + 1, column: column(of: offset, onLine: line, from: lineStarts[line], column: 1))
    }

    /// The text of a line (from 1), without its line break.
    public func lineText(_ line: Int) -> String {
        guard line >= 1, line <= lineStarts.count else { return "" }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
        if end > start, bytes[end - 1] == 0x0D { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// A diagnostic pointing at a byte offset, with its source line.
    public func diagnostic(
        _ severity: Diagnostic.Severity, _ message: String, at offset: Int, notes: [String] = []
    ) -> Diagnostic {
        let position = position(of: min(max(offset, 0), bytes.count))
        return Diagnostic(
            severity: severity, message: message, file: file, line: position.line, column: position.column,
            sourceLine: lineText(position.line), notes: notes)
    }

    /// The 0-based index of the line holding `offset`.
    private func lineIndex(of offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    private func column(of offset: Int, onLine line: Int, from start: Int, column: Int) -> Int {
        if asciiLines[line] { return column + (offset - start) }
        var result = column
        var index = start
        while index < offset, index < bytes.count {
            if bytes[index] & 0xC0 != 0x80 { result += 1 }
            index += 1
        }
        return result
    }

    /// Turns offsets that only grow into positions in time proportional to the distance
    /// covered, so that giving a position to every element of a document is linear even
    /// when the document is one long line.
    public struct Cursor {
        private let source: VMLSource
        private var offset = 0
        private var line = 0
        private var column = 1

        /// A cursor at the start of the source.
        public init(_ source: VMLSource) {
            self.source = source
        }

        /// The position of `target`; cheapest when targets come in increasing order.
        public mutating func position(of target: Int) -> TextPosition {
            let targetLine = source.lineIndex(of: target)
            if targetLine != line || target < offset {
                line = targetLine
                offset = source.lineStarts[targetLine]
                column = 1
            }
            column = source.column(of: target, onLine: line, from: offset, column: column)
            offset = target
            return TextPosition(line: line + 1, column: column)
        }
    }
}

/// UTF-8 well-formedness (RFC 3629): no overlong forms, no surrogates, nothing above U+10FFFF.
enum UTF8Validation {
    /// The length of the well-formed sequence starting at `index`, or 0 when it is malformed.
    static func sequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let lead = bytes[index]
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; high = 0x9F
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F
        default: return 0
        }
        guard index + length <= bytes.count else { return 0 }
        let second = bytes[index + 1]
        guard second >= low, second <= high else { return 0 }
        for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 { return 0 }
        return length
    }
}
