#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `String(format:_:...)`: Foundation's printf-style formatting, conversion by conversion.
///
/// Numbers are written by the C library's `vsnprintf`, as Foundation writes them, from a
/// conversion this code rebuilds from validated parts (so no script text ever reaches
/// the C formatter as a format). Where Foundation reads an argument of the wrong type as
/// whatever its bits are (`%d` given a Double prints 0, a missing argument prints
/// garbage or crashes), a script gets an error instead, with one leniency: `%f` and its
/// kin take an Int as the Double it stands for.
///
/// Foundation's quirks are kept: `%d`, `%i`, `%u`, `%x`, `%o` without a length modifier
/// take 32 bits (`String(format: "%d", Int.max)` is "-1"; `%ld` takes all 64), and `%@`
/// ignores a width.
enum StringFormat {
    /// The longest width or precision accepted; more would only be a way to allocate.
    static let maximumWidth = 10_000

    /// The text of `format` with its conversions filled from `arguments`.
    static func format(_ format: String, _ arguments: [Value], interpreter: Interpreter) throws(ScriptError) -> String {
        var result = ""
        var scalars = Array(format.unicodeScalars)[...]
        var nextArgument = 0
        while let scalar = scalars.popFirst() {
            guard scalar == "%" else {
                result.unicodeScalars.append(scalar)
                continue
            }
            var conversion = try Conversion.parse(&scalars)
            if conversion.kind == "%" {
                result += "%"
                continue
            }
            /// The argument for a conversion: positional (`%2$d`) or the next one.
            func argument(_ position: Int?) throws(ScriptError) -> Value {
                let index: Int
                if let position {
                    index = position - 1
                } else {
                    index = nextArgument
                    nextArgument += 1
                }
                guard index >= 0 && index < arguments.count else {
                    throw ScriptError(
                        .wrongArguments,
                        "'String(format:)' has more conversions than arguments: \(arguments.count) argument\(arguments.count == 1 ? "" : "s") for \"\(format)\"")
                }
                return arguments[index]
            }
            if conversion.widthFromArgument { conversion.width = try starArgument(try argument(nil), "width") }
            if conversion.precisionFromArgument { conversion.precision = try starArgument(try argument(nil), "precision") }
            let value = try argument(conversion.position)
            result += try conversion.write(value, interpreter: interpreter)
            if result.utf8.count > 1 << 20 { try interpreter.reserveMemory(result.utf8.count) }
        }
        return result
    }

    /// The Int a `*` takes from the arguments.
    private static func starArgument(_ value: Value, _ what: String) throws(ScriptError) -> Int {
        guard case .int(let number) = value else {
            throw ScriptError(.typeMismatch, "'String(format:)' needs an Int for a '*' \(what), found '\(value.describedType)'")
        }
        guard abs(number) <= maximumWidth else { throw ScriptError(.invalidArgument, "'String(format:)' accepts a \(what) of at most \(maximumWidth)") }
        return number
    }

    /// One conversion: `%[position$][flags][width][.precision][length]kind`.
    struct Conversion {
        var position: Int?
        var flags = ""
        var width: Int?
        var widthFromArgument = false
        var precision: Int?
        var precisionFromArgument = false
        /// The length modifier: "", "h", "hh", "l", "ll", "q", "z", "t", "j" or "L".
        var length = ""
        var kind: Unicode.Scalar = "%"

        /// Reads a conversion after its `%`.
        static func parse(_ scalars: inout ArraySlice<Unicode.Scalar>) throws(ScriptError) -> Conversion {
            var conversion = Conversion()
            // `%2$d`: digits followed by a `$` are the argument's position; otherwise they
            // are the width, read after the flags (`%05d` is the flag 0 and the width 5).
            var lookahead = scalars
            if let position = number(&lookahead), position > 0, lookahead.first == "$" {
                scalars = lookahead.dropFirst()
                conversion.position = position
            }
            while let scalar = scalars.first, "-+ 0#'".unicodeScalars.contains(scalar) {
                conversion.flags.unicodeScalars.append(scalar)
                scalars.removeFirst()
            }
            if scalars.first == "*" {
                scalars.removeFirst()
                conversion.widthFromArgument = true
            } else {
                conversion.width = number(&scalars)
            }
            if scalars.first == "." {
                scalars.removeFirst()
                if scalars.first == "*" {
                    scalars.removeFirst()
                    conversion.precisionFromArgument = true
                } else {
                    conversion.precision = number(&scalars) ?? 0
                }
            }
            for modifier in ["hh", "h", "ll", "l", "q", "z", "t", "j", "L"] {
                let modifierScalars = Array(modifier.unicodeScalars)
                if scalars.starts(with: modifierScalars) {
                    conversion.length = modifier
                    scalars.removeFirst(modifierScalars.count)
                    break
                }
            }
            guard let kind = scalars.popFirst() else {
                throw ScriptError(.invalidArgument, "'String(format:)' found a '%' at the end of the format with no conversion after it")
            }
            guard "%diuxXocCfFeEgGaAs@".unicodeScalars.contains(kind) else {
                throw ScriptError(.invalidArgument, "'String(format:)' does not know the conversion '%\(kind)'")
            }
            if max(conversion.width ?? 0, conversion.precision ?? 0) > StringFormat.maximumWidth {
                throw ScriptError(.invalidArgument, "'String(format:)' accepts a width or precision of at most \(StringFormat.maximumWidth)")
            }
            conversion.kind = kind
            return conversion
        }

        /// A run of decimal digits, when there is one (capped, so that it cannot overflow).
        private static func number(_ scalars: inout ArraySlice<Unicode.Scalar>) -> Int? {
            var value: Int?
            while let scalar = scalars.first, ("0"..."9").contains(scalar) {
                value = min((value ?? 0) * 10 + Int(scalar.value - 48), 1_000_000)
                scalars.removeFirst()
            }
            return value
        }

        /// The conversion's text for `value`.
        func write(_ value: Value, interpreter: Interpreter) throws(ScriptError) -> String {
            switch kind {
            case "@":
                return try interpreter.describe(value)
            case "s":
                guard case .string(let text) = value else { throw mismatch(value, expected: "a String") }
                return padded(precision.map { String(text.prefix(max(0, $0))) } ?? text)
            case "c", "C":
                guard case .int(let code) = value else { throw mismatch(value, expected: "an Int character code") }
                let scalar = Unicode.Scalar(UInt32(truncatingIfNeeded: kind == "c" ? Int(UInt8(truncatingIfNeeded: code)) : code))
                return padded(scalar.map { String(Character($0)) } ?? "")
            case "d", "i":
                guard case .int(let number) = value else { throw mismatch(value, expected: "an Int") }
                let signed: Int64
                switch length {
                case "hh": signed = Int64(Int8(truncatingIfNeeded: number))
                case "h": signed = Int64(Int16(truncatingIfNeeded: number))
                case "": signed = Int64(Int32(truncatingIfNeeded: number))
                default: signed = Int64(number)
                }
                return StringFormat.cFormat(specification(length: "ll"), signed)
            case "u", "x", "X", "o":
                guard case .int(let number) = value else { throw mismatch(value, expected: "an Int") }
                let unsigned: UInt64
                switch length {
                case "hh": unsigned = UInt64(UInt8(truncatingIfNeeded: number))
                case "h": unsigned = UInt64(UInt16(truncatingIfNeeded: number))
                case "": unsigned = UInt64(UInt32(truncatingIfNeeded: number))
                default: unsigned = UInt64(bitPattern: Int64(number))
                }
                return StringFormat.cFormat(specification(length: "ll"), unsigned)
            default:
                // f F e E g G a A.
                let number: Double
                switch value {
                case .double(let given): number = given
                case .int(let given): number = Double(given)
                default: throw mismatch(value, expected: "a Double")
                }
                return StringFormat.cFormat(specification(length: ""), number)
            }
        }

        /// The C conversion for one argument: the flags, width and precision as read, the
        /// given length modifier.
        private func specification(length: String) -> String {
            var text = "%" + flags
            if let width { text += width < 0 ? "-\(-width)" : String(width) }
            if let precision, precision >= 0 { text += ".\(precision)" }
            return text + length + String(kind)
        }

        /// A text padded to the width with spaces (on the left, or on the right with `-`).
        private func padded(_ text: String) -> String {
            guard let width else { return text }
            let fill = abs(width) - text.count
            guard fill > 0 else { return text }
            let spaces = String(repeating: " ", count: fill)
            return flags.contains("-") || width < 0 ? text + spaces : spaces + text
        }

        private func mismatch(_ value: Value, expected: String) -> ScriptError {
            ScriptError(.typeMismatch, "'String(format:)' needs \(expected) for '%\(length)\(kind)', found '\(value.describedType)'")
        }
    }

    /// A Double written with a precision and a conversion (`f`, `e`, `g`), as C writes it.
    static func formatDouble(_ value: Double, precision: Int, conversion: Character) -> String {
        cFormat("%.\(precision)\(conversion)", value)
    }

    /// `vsnprintf` of one argument with a specification this file built.
    static func cFormat(_ specification: String, _ argument: CVarArg) -> String {
        var buffer = [CChar](repeating: 0, count: 128)
        let needed = withVaList([argument]) { vsnprintf(&buffer, buffer.count, specification, $0) }
        guard needed >= 0 else { return "" }
        if Int(needed) >= buffer.count {
            buffer = [CChar](repeating: 0, count: Int(needed) + 1)
            _ = withVaList([argument]) { vsnprintf(&buffer, buffer.count, specification, $0) }
        }
        return String(decoding: buffer.prefix(Int(needed)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
