/// Strings made by copying bytes into one buffer: interpolation and `joined`, which build
/// most of a script's strings.
///
/// Swift's `+=` checks capacity, uniqueness and the result's flags for every piece (a
/// `joined` of 200,000 short strings spent more time there than copying), and `String(Int)`
/// goes through generic formatting. Here the length is added up first, the string is
/// allocated once, and integers are written digit by digit.
enum StringAssembly {
    /// The parts of an interpolation concatenated: strings as they are, integers in
    /// decimal, anything else as `print` writes it.
    static func interpolate(_ parts: UnsafePointer<Value>, count: Int) -> String {
        var capacity = 0
        for index in 0..<count {
            switch parts[index] {
            case .string(let text): capacity += text.utf8.count
            case .int(let number): capacity += decimalLength(number)
            default: return interpolateFormatting(parts, count: count)
            }
        }
        return String(unsafeUninitializedCapacity: capacity) { buffer in
            var position = 0
            for index in 0..<count {
                switch parts[index] {
                case .string(let text): position = copy(text, into: buffer, at: position)
                case .int(let number): position = writeDecimal(number, into: buffer, at: position)
                default: break
                }
            }
            return position
        }
    }

    /// Strings joined with a separator between each two.
    static func join(_ texts: [String], separator: String) -> String {
        guard !texts.isEmpty else { return "" }
        var capacity = separator.utf8.count * (texts.count - 1)
        for text in texts { capacity += text.utf8.count }
        return String(unsafeUninitializedCapacity: capacity) { buffer in
            var position = 0
            for (index, text) in texts.enumerated() {
                if index > 0 && !separator.isEmpty { position = copy(separator, into: buffer, at: position) }
                position = copy(text, into: buffer, at: position)
            }
            return position
        }
    }

    private static func interpolateFormatting(_ parts: UnsafePointer<Value>, count: Int) -> String {
        var text = ""
        for index in 0..<count {
            switch parts[index] {
            case .string(let part): text += part
            default: Formatting.write(parts[index], to: &text, nested: false)
            }
        }
        return text
    }

    @inline(__always)
    private static func copy(_ text: String, into buffer: UnsafeMutableBufferPointer<UInt8>, at position: Int) -> Int {
        var text = text
        return text.withUTF8 { bytes in
            guard let source = bytes.baseAddress, !bytes.isEmpty else { return position }
            (buffer.baseAddress! + position).update(from: source, count: bytes.count)
            return position + bytes.count
        }
    }

    /// The length of `number` in decimal. Exact, so that a result of up to 15 bytes is
    /// made a small string (stored inline, no allocation), as `+=` would.
    @inline(__always)
    private static func decimalLength(_ number: Int) -> Int {
        var magnitude = number.magnitude
        var length = number < 0 ? 2 : 1
        while magnitude >= 10 {
            magnitude /= 10
            length += 1
        }
        return length
    }

    @inline(__always)
    private static func writeDecimal(_ number: Int, into buffer: UnsafeMutableBufferPointer<UInt8>, at position: Int) -> Int {
        var magnitude = number.magnitude
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes of scratch, filled from the end
        return withUnsafeMutableBytes(of: &digits) { scratch in
            var start = scratch.count
            repeat {
                start -= 1
                scratch[start] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            if number < 0 {
                start -= 1
                scratch[start] = UInt8(ascii: "-")
            }
            let length = scratch.count - start
            (buffer.baseAddress! + position).update(from: scratch.baseAddress!.assumingMemoryBound(to: UInt8.self) + start, count: length)
            return position + length
        }
    }
}
