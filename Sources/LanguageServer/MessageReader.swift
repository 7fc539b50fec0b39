#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads the messages of LSP's base protocol from a file descriptor: a header of
/// `Name: value` lines (`Content-Length` is the one that counts), an empty line, then
/// exactly that many bytes of JSON.
///
/// Whatever arrives, the reader never crashes and never waits for bytes it will not use:
/// a header without a length or with a bad one is reported and skipped, and a body larger
/// than `maximumMessageBytes` is read past in chunks without being kept (an editor sending
/// a 2 GB file must not take 2 GB of memory), so the next message is framed as before.
final class MessageReader {
    /// One thing read from the stream.
    enum Frame: Equatable {
        /// A message's body, not yet parsed.
        case message([UInt8])
        /// A body of this many bytes, more than a message may hold; it was skipped.
        case tooLarge(Int)
        /// A header that frames nothing: what is wrong with it. It was skipped.
        case malformedHeader(String)
        /// The stream ended (the client closed its end).
        case end
    }

    /// The largest body kept: twice the 8 MB a file may have (`FileReader`), for the JSON
    /// escaping of a whole file sent in `didOpen`, and twice that again for safety.
    static let maximumMessageBytes = 32 << 20
    /// The longest header: real headers are two short lines.
    static let maximumHeaderBytes = 4096

    private let descriptor: Int32
    private var buffer: [UInt8] = []
    /// Where the unread bytes of `buffer` start: consumed bytes are dropped in bulk, not
    /// one message at a time from the front of the array.
    private var start = 0
    private var isAtEnd = false

    /// Reads from `descriptor`, which the reader does not close.
    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// The next frame, waiting for as many bytes as it needs.
    func next() -> Frame {
        guard let headerEnd = readHeader() else {
            if isAtEnd { return .end }
            // No empty line within the limit: drop what was read, it frames nothing.
            let dropped = buffer.count - start
            consume(dropped)
            return .malformedHeader("a header of more than \(Self.maximumHeaderBytes) bytes without an empty line after it")
        }
        let header = String(decoding: buffer[start..<headerEnd.headerEnd], as: UTF8.self)
        consume(headerEnd.bodyStart - start)
        let length: Int
        switch Self.contentLength(in: header) {
        case .success(let value): length = value
        case .failure(let problem): return .malformedHeader(problem.message)
        }
        if length > Self.maximumMessageBytes {
            skip(length)
            return .tooLarge(length)
        }
        while buffer.count - start < length {
            guard fill() else { return .end }
        }
        let body = Array(buffer[start..<(start + length)])
        consume(length)
        return .message(body)
    }

    /// Why a header frames no message.
    struct HeaderProblem: Error {
        let message: String
    }

    /// The `Content-Length` of a header's lines (names are case-insensitive, as in HTTP).
    static func contentLength(in header: String) -> Result<Int, HeaderProblem> {
        var length: Int?
        for line in header.split(whereSeparator: { $0 == "\r\n" || $0 == "\n" || $0 == "\r" }) {
            guard let colon = line.firstIndex(of: ":") else {
                return .failure(HeaderProblem(message: "the header line '\(line.prefix(80))' has no ':'"))
            }
            let name = line[..<colon].trimmingSpaces.lowercased()
            guard name == "content-length" else { continue }
            let value = line[line.index(after: colon)...].trimmingSpaces
            guard let number = Int(value), number >= 0 else {
                return .failure(HeaderProblem(message: "Content-Length must be a whole number of bytes, found '\(value.prefix(40))'"))
            }
            length = number
        }
        guard let length else { return .failure(HeaderProblem(message: "the header has no Content-Length")) }
        return .success(length)
    }

    // MARK: - Bytes

    /// Where the header's empty line is and where the body starts, reading until one is
    /// found; nil at the end of the stream or past the header limit.
    private func readHeader() -> (headerEnd: Int, bodyStart: Int)? {
        var searched = start
        while true {
            if let found = Self.emptyLine(in: buffer, from: max(start, searched - 3)) { return found }
            searched = buffer.count
            if buffer.count - start > Self.maximumHeaderBytes { return nil }
            guard fill() else { return nil }
        }
    }

    /// The first `\r\n\r\n` (or `\n\n`, which some clients write) at or after `from`.
    private static func emptyLine(in bytes: [UInt8], from: Int) -> (headerEnd: Int, bodyStart: Int)? {
        var index = from
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\n") {
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { return (index, index + 2) }
                if index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "\r"), bytes[index + 2] == UInt8(ascii: "\n") {
                    return (index, index + 3)
                }
            }
            index += 1
        }
        return nil
    }

    /// Reads past `count` bytes without keeping them.
    private func skip(_ count: Int) {
        var remaining = count
        let buffered = min(remaining, buffer.count - start)
        consume(buffered)
        remaining -= buffered
        while remaining > 0 {
            guard fill() else { return }
            let chunk = min(remaining, buffer.count - start)
            consume(chunk)
            remaining -= chunk
        }
    }

    private func consume(_ count: Int) {
        start += count
        if start == buffer.count {
            buffer.removeAll(keepingCapacity: buffer.capacity <= 1 << 20)
            start = 0
        } else if start > 1 << 16, start * 2 > buffer.count {
            buffer.removeSubrange(0..<start)
            start = 0
        }
    }

    /// Appends what the descriptor has; false at the end of the stream or on an error.
    private func fill() -> Bool {
        guard !isAtEnd else { return false }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = read(descriptor, &chunk, chunk.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                isAtEnd = true
                return false
            }
            buffer.append(contentsOf: chunk[0..<count])
            return true
        }
    }
}

extension Substring {
    /// The text without the spaces and tabs around it.
    fileprivate var trimmingSpaces: Substring {
        var text = self
        while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return text
    }
}
