// Character references in text and attribute values: reading them (`&quot;` → `"`) and
// writing the escapes the canonical form uses.

/// Where the bytes of a decoded attribute value came from in the file, so that a position
/// inside a `style` string (whose `&quot;` are single characters once decoded) can be
/// reported at the document's line and column.
struct OffsetMap: Sendable {
    /// Decoded offset → file offset at the start of each stretch that maps one to one.
    private var breaks: [(decoded: Int, file: Int)]

    /// A map where decoded offset 0 is file offset `start`.
    init(start: Int) {
        breaks = [(0, start)]
    }

    mutating func addBreak(decoded: Int, file: Int) {
        breaks.append((decoded, file))
    }

    /// The file offset of a decoded offset.
    func fileOffset(_ decoded: Int) -> Int {
        if breaks.count == 1 { return breaks[0].file + decoded }
        var low = 0
        var high = breaks.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if breaks[middle].decoded <= decoded { low = middle } else { high = middle - 1 }
        }
        return breaks[low].file + (decoded - breaks[low].decoded)
    }
}

/// A malformed character reference.
struct EntityError: Error {
    var message: String
    var offset: Int
    var notes: [String]
}

enum Entities {
    static let knownNote = "VML knows &quot; &amp; &apos; &lt; &gt; and numeric references such as &#10; or &#x2014;"

    /// Decodes `bytes[start..<end]`, replacing character references; records in `map`
    /// where each decoded stretch starts in the file. A malformed reference is left as
    /// written and reported in `errors`.
    static func decode(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, map: inout OffsetMap?,
        errors: inout [EntityError]
    ) -> String {
        // A reference is never shorter than what it stands for, so the decoded text fits
        // in the raw length and is written straight into the string's storage.
        String(unsafeUninitializedCapacity: end - start) { output in
            decode(bytes, from: start, to: end, into: output, map: &map, errors: &errors)
        }
    }

    private static func decode(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, into output: UnsafeMutableBufferPointer<UInt8>,
        map: inout OffsetMap?, errors: inout [EntityError]
    ) -> Int {
        var count = 0
        var index = start
        while index < end {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "&") else {
                output[count] = byte
                count += 1
                index += 1
                continue
            }
            switch reference(bytes, at: index, end: end) {
            case .success(let (scalar, length)):
                map?.addBreak(decoded: count, file: index)
                for unit in UTF8.encode(scalar)! {
                    output[count] = unit
                    count += 1
                }
                index += length
                map?.addBreak(decoded: count, file: index)
            case .failure(let error):
                errors.append(error)
                output[count] = byte
                count += 1
                index += 1
            }
        }
        return count
    }

    /// The scalar a reference at `index` stands for and the reference's length in bytes.
    private static func reference(
        _ bytes: UnsafeBufferPointer<UInt8>, at index: Int, end: Int
    ) -> Result<(Unicode.Scalar, Int), EntityError> {
        var cursor = index + 1
        let nameStart = cursor
        while cursor < end, cursor - nameStart < 12, bytes[cursor] != UInt8(ascii: ";"), isReferenceByte(bytes[cursor]) {
            cursor += 1
        }
        guard cursor < end, bytes[cursor] == UInt8(ascii: ";"), cursor > nameStart else {
            return .failure(
                EntityError(
                    message: "'&' starts a character reference; write a literal '&' as &amp;", offset: index,
                    notes: [knownNote]))
        }
        let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<cursor]), as: UTF8.self)
        let length = cursor + 1 - index
        switch name {
        case "quot": return .success(("\"", length))
        case "amp": return .success(("&", length))
        case "apos": return .success(("'", length))
        case "lt": return .success(("<", length))
        case "gt": return .success((">", length))
        default: break
        }
        if name.hasPrefix("#") {
            let digits = name.dropFirst()
            let value: UInt32?
            if digits.hasPrefix("x") || digits.hasPrefix("X") {
                value = digits.count > 1 ? UInt32(digits.dropFirst(), radix: 16) : nil
            } else {
                value = UInt32(digits, radix: 10)
            }
            if let value, value != 0, let scalar = Unicode.Scalar(value) {
                return .success((scalar, length))
            }
            return .failure(
                EntityError(message: "'&\(name);' is not a valid character reference", offset: index, notes: [knownNote]))
        }
        return .failure(EntityError(message: "unknown entity '&\(name);'", offset: index, notes: [knownNote]))
    }

    private static func isReferenceByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "#")
    }

    /// Appends an attribute value as it goes between double quotes: `&` and `"` become
    /// entities, and so do line breaks and tabs, which a reader would otherwise take for
    /// layout. `<` and `>` stay as they are, as in the specification's
    /// `attr(title type(<string>))`.
    static func appendAttributeValue(_ text: String, to output: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes in
            // Copy the stretches between escapes in one go: most values have no escape at
            // all, and eight bytes without '&', '"' or a control character are skipped at once.
            var start = 0
            var index = 0
            let raw = UnsafeRawBufferPointer(bytes)
            while index < bytes.count {
                if index + 8 <= bytes.count {
                    let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                    if !hasByte(0x26, in: word) && !hasByte(0x22, in: word) && !hasByteBelow0x20(word) {
                        index += 8
                        continue
                    }
                }
                let byte = bytes[index]
                let escape: [UInt8]
                switch byte {
                case UInt8(ascii: "&"): escape = ampersand
                case UInt8(ascii: "\""): escape = quote
                case 0x0A: escape = lineFeed
                case 0x0D: escape = carriageReturn
                case 0x09: escape = tab
                default:
                    index += 1
                    continue
                }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
                output.append(contentsOf: escape)
                index += 1
                start = index
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
        }
    }

    /// Whether any byte of `word` is `byte` (the classic zero-byte test on `word ^ pattern`).
    @inline(__always) private static func hasByte(_ byte: UInt8, in word: UInt64) -> Bool {
        let masked = word ^ (0x0101_0101_0101_0101 &* UInt64(byte))
        return (masked &- 0x0101_0101_0101_0101) & ~masked & 0x8080_8080_8080_8080 != 0
    }

    /// Whether any byte of `word` is below 0x20; bytes from 0x80 count as not below.
    @inline(__always) private static func hasByteBelow0x20(_ word: UInt64) -> Bool {
        (word &- 0x2020_2020_2020_2020) & ~word & 0x8080_8080_8080_8080 != 0
    }

    /// Appends text content: `&`, `<` and `>` become entities.
    static func appendText(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        var start = 0
        for (index, byte) in bytes.enumerated() {
            let escape: [UInt8]
            switch byte {
            case UInt8(ascii: "&"): escape = ampersand
            case UInt8(ascii: "<"): escape = lessThan
            case UInt8(ascii: ">"): escape = greaterThan
            default: continue
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
            output.append(contentsOf: escape)
            start = index + 1
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
    }

    private static let ampersand = Array("&amp;".utf8)
    private static let quote = Array("&quot;".utf8)
    private static let lessThan = Array("&lt;".utf8)
    private static let greaterThan = Array("&gt;".utf8)
    private static let lineFeed = Array("&#10;".utf8)
    private static let carriageReturn = Array("&#13;".utf8)
    private static let tab = Array("&#9;".utf8)
}
