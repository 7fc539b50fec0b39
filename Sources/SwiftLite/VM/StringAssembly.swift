/// Strings made by copying bytes into one buffer: interpolation and `joined`, which build
/// most of a script's strings.
///
/// Swift's `+=` checks capacity, uniqueness and the result's flags for every piece (a
/// `joined` of 200,000 short strings spent more time there than copying), and `String(Int)`
/// goes through generic formatting. Here the length is added up first, the string is
/// allocated once, and integers are written digit by digit.
enum StringAssembly {
    /// The parts of an interpolation concatenated: strings as they are, integers in
    /// decimal, anything else as `print` writes it (stopping once longer than `limit`
    /// bytes, see `Formatting.write`).
    static func interpolate(_ parts: UnsafePointer<Value>, count: Int, limit: Int) -> String {
        if let short = interpolateShort(parts, count: count) { return short }
        var capacity = 0
        for index in 0..<count {
            switch parts[index] {
            case .string(let text): capacity += text.utf8.count
            case .int(let number): capacity += decimalLength(number)
            default: return interpolateFormatting(parts, count: count, limit: limit)
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

    /// Whether the parts are all strings and integers, which `interpolate` copies rather
    /// than describes.
    static func holdsOnlyStringsAndIntegers(_ parts: UnsafePointer<Value>, count: Int) -> Bool {
        for index in 0..<count {
            switch parts[index] {
            case .string, .int: continue
            default: return false
            }
        }
        return true
    }

    /// `interpolate` for the usual short result (`"item \(i)"`, `"Count: \(n)"`): the
    /// bytes are put together in one pass on the stack and made into a string once; nil
    /// when the parts are not all strings and integers or do not fit in 32 bytes.
    private static func interpolateShort(_ parts: UnsafePointer<Value>, count: Int) -> String? {
        var storage: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        return withUnsafeMutableBytes(of: &storage) { raw -> String? in
            let bytes = raw.bindMemory(to: UInt8.self)
            var position = 0
            for index in 0..<count {
                switch parts[index] {
                case .string(let text):
                    let length = text.utf8.count
                    guard position + length <= bytes.count else { return nil }
                    position = copy(text, into: bytes, at: position)
                case .int(let number):
                    guard position + maximumDecimalLength <= bytes.count else { return nil }
                    position = writeDecimal(number, into: bytes, at: position)
                default:
                    return nil
                }
            }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[..<position]), as: UTF8.self)
        }
    }

    /// "00", "01", ... "99": a literal in the executable, read without a reference count.
    private static var digitPairs: UnsafePointer<UInt8> {
        ("00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899" as StaticString).utf8Start
    }

    /// The longest Int in decimal: `-9223372036854775808`.
    private static let maximumDecimalLength = 20

    /// The elements of a script array, which must all be strings, joined with a separator
    /// between each two.
    ///
    /// The elements are read where they are: no array of Swift strings is made first, which
    /// cost `joined` of 200,000 strings a retain and release per element and 3 MB.
    static func join(_ elements: [Value], separator: String, interpreter: Interpreter) throws(ScriptError) -> String {
        guard !elements.isEmpty else { return "" }
        // Added up without trapping and refused before allocating: a million copies of
        // a megabyte is a terabyte, which the memory limit refuses rather than the kernel.
        var (capacity, overflow) = separator.utf8.count.multipliedReportingOverflow(by: elements.count - 1)
        for element in elements {
            guard case .string(let text) = element else {
                throw ScriptError(.typeMismatch, "'joined' needs an array of strings, found an element of type '\(element.describedType)'")
            }
            let sum = capacity.addingReportingOverflow(text.utf8.count)
            capacity = sum.partialValue
            overflow = overflow || sum.overflow
        }
        try interpreter.reserveMemory(overflow ? .max : capacity)
        return String(unsafeUninitializedCapacity: capacity) { buffer in
            var position = 0
            for index in elements.indices {
                guard case .string(let text) = elements[index] else { continue }
                if index > 0 && !separator.isEmpty { position = copy(separator, into: buffer, at: position) }
                position = copy(text, into: buffer, at: position)
            }
            return position
        }
    }

    private static func interpolateFormatting(_ parts: UnsafePointer<Value>, count: Int, limit: Int) -> String {
        var text = ""
        for index in 0..<count {
            switch parts[index] {
            case .string(let part): text += part
            default: Formatting.write(parts[index], to: &text, nested: false, limit: limit)
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
            // Two digits per division: each one waits for the last, so halving them
            // halves the time of a long number.
            while magnitude >= 100 {
                let pair = Int(truncatingIfNeeded: magnitude % 100) &* 2
                magnitude /= 100
                start -= 2
                scratch[start] = digitPairs[pair]
                scratch[start + 1] = digitPairs[pair + 1]
            }
            if magnitude >= 10 {
                let pair = Int(truncatingIfNeeded: magnitude) &* 2
                start -= 2
                scratch[start] = digitPairs[pair]
                scratch[start + 1] = digitPairs[pair + 1]
            } else {
                start -= 1
                scratch[start] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude)
            }
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
