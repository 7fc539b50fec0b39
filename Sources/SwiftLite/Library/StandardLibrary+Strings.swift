// The initializers of String, Character and UnicodeScalar: conversions, `String(format:)`,
// `String(decoding:as:)`, and a String made of Characters.

extension StandardLibrary {
    /// How many values `String(format:_:...)` takes after its format.
    static let maximumFormatArguments = 16

    static func installStrings(in environment: HostEnvironment) {
        // `UTF8.self` and `UTF16.self`, which `String(decoding:as:)` takes: symbolic values.
        environment.defineSymbolicRoots(["UTF8", "UTF16"])
        for encoding in ["UTF8", "UTF16"] {
            // What `UTF8.self` compiles to (a type used as a value is its initializer).
            environment.define(
                NativeFunction(name: encoding, signatures: []) { (_: inout NativeCall) throws(ScriptError) -> Value in
                    throw ScriptError(.notCallable, "'\(encoding)' is only used as '\(encoding).self', the encoding String(decoding:as:) reads")
                })
        }
        environment.define(
            NativeFunction(
                name: "String",
                signatures: [
                    Signature([Parameter(nil)]), Signature([Parameter("describing")]),
                    Signature([Parameter("repeating"), Parameter("count")]), Signature([]),
                    Signature([Parameter(nil), Parameter("radix")]),
                    Signature([Parameter(nil), Parameter("radix"), Parameter("uppercase")]),
                    Signature([Parameter("format")] + Array(repeating: Parameter(nil, optional: true), count: maximumFormatArguments)),
                    Signature([Parameter("decoding"), Parameter("as")]),
                ],
                implementation: makeString))
        environment.define(
            NativeFunction(name: "Character", signatures: [Signature([Parameter(nil)])]) { (call: inout NativeCall) throws(ScriptError) -> Value in
                // A character is a one-character string in scripts.
                guard case .string(let text) = call.argument(0), StringMembers.character(text) != nil else {
                    throw ScriptError(.invalidArgument, "'Character(_:)' needs a string of exactly one character, found \(quoted(call.argument(0)))")
                }
                return .string(text)
            })
        environment.define(
            NativeFunction(name: "UnicodeScalar", signatures: [Signature([Parameter(nil)])]) { (call: inout NativeCall) throws(ScriptError) -> Value in
                // A scalar is a string of that one scalar (see `StringMembers`); an Int that
                // is no scalar's value (a surrogate, past 0x10FFFF) gives nil, as Swift's
                // `UnicodeScalar(_: UInt32)` does.
                switch call.argument(0) {
                case .int(let code):
                    guard let scalarCode = UInt32(exactly: code), let scalar = Unicode.Scalar(scalarCode) else { return .null }
                    return .string(String(scalar))
                case .string(let text) where StringMembers.onlyScalar(text) != nil:
                    return .string(text)
                default:
                    throw ScriptError(.invalidArgument, "'UnicodeScalar(_:)' needs an Int code point or one scalar, found \(quoted(call.argument(0)))")
                }
            })
    }

    /// The initializers of `String`, by the signature matched.
    private static func makeString(_ call: inout NativeCall) throws(ScriptError) -> Value {
        if call.arguments.isEmpty { return .string("") }
        switch call.signatureIndex {
        case 1:
            return .string(try call.interpreter.describe(call.argument(0)))
        case 2:
            guard case .string(let text) = call.argument(0), case .int(let count) = call.argument(1), count >= 0 else {
                throw ScriptError(.invalidArgument, "'String(repeating:count:)' needs a String and a count >= 0")
            }
            // Repeating nothing is nothing, however many times: Swift's own loop would
            // spin through all `count` of them.
            if text.isEmpty { return .string("") }
            try call.interpreter.reserveMemory(count: count, bytesEach: text.utf8.count)
            return .string(String(repeating: text, count: count))
        case 4, 5:
            guard case .int(let number) = call.argument(0), case .int(let radix) = call.argument(1), (2...36).contains(radix) else {
                throw ScriptError(.invalidArgument, "'String(_:radix:)' needs an Int and a radix from 2 to 36")
            }
            var uppercase = false
            if call.signatureIndex == 5 {
                guard case .bool(let flag) = call.argument(2) else { throw ScriptError(.typeMismatch, "'uppercase:' needs a Bool") }
                uppercase = flag
            }
            return .string(String(number, radix: radix, uppercase: uppercase))
        case 6:
            guard case .string(let format) = call.argument(0) else {
                throw ScriptError(.typeMismatch, "'String(format:)' needs a String format, found '\(call.argument(0).describedType)'")
            }
            let arguments = call.arguments.dropFirst().compactMap { $0 }
            return .string(try StringFormat.format(format, arguments, interpreter: call.interpreter))
        case 7:
            return .string(try decode(call.argument(0), as: call.argument(1), call.interpreter))
        default:
            return .string(try convertToString(call.argument(0), call.interpreter))
        }
    }

    /// `String(x)`: a string as it is; an array of Characters (`String(text.reversed())`,
    /// `String(chars)`) joined, as Swift's `String.init` of a Character sequence; any
    /// other value as `print` writes it.
    static func convertToString(_ value: Value, _ interpreter: Interpreter) throws(ScriptError) -> String {
        switch value {
        case .string(let text):
            return text
        case .array(let elements) where elements.allSatisfy(\.isString):
            return try StringAssembly.join(elements, separator: "", interpreter: interpreter)
        case .slice(let slice) where slice.elements.allSatisfy(\.isString):
            return try StringAssembly.join(slice.elements, separator: "", interpreter: interpreter)
        default:
            return try interpreter.describe(value)
        }
    }

    /// `String(decoding: bytes, as: UTF8.self)` (or `UTF16.self`): invalid sequences become
    /// U+FFFD, as Swift's decoding repairs them.
    private static func decode(_ units: Value, as encoding: Value, _ interpreter: Interpreter) throws(ScriptError) -> String {
        let isUTF16: Bool
        switch encoding {
        case .symbol(let symbol) where symbol.segments.first?.name == "UTF16": isUTF16 = true
        case .symbol(let symbol) where symbol.segments.first?.name == "UTF8": isUTF16 = false
        case .native(let function) where function.name == "UTF16": isUTF16 = true
        case .native(let function) where function.name == "UTF8": isUTF16 = false
        case .host(let type as Metatype) where type.name == "UTF16": isUTF16 = true
        case .host(let type as Metatype) where type.name == "UTF8": isUTF16 = false
        default:
            throw ScriptError(.invalidArgument, "'String(decoding:as:)' takes UTF8.self or UTF16.self as its encoding")
        }
        let limit = isUTF16 ? Int(UInt16.max) : Int(UInt8.max)
        var codes: [Int] = []
        for element in try sequenceElements(units, interpreter) {
            guard case .int(let code) = element, code >= 0 && code <= limit else {
                throw ScriptError(
                    .typeMismatch, "'String(decoding:as:)' needs \(isUTF16 ? "UTF-16 code units (0...65535)" : "bytes (0...255)"), found \(quoted(element))")
            }
            codes.append(code)
        }
        return isUTF16 ? String(decoding: codes.map { UInt16($0) }, as: UTF16.self) : String(decoding: codes.map { UInt8($0) }, as: UTF8.self)
    }

    /// A value as it appears inside a collection (strings quoted), for error messages.
    static func quoted(_ value: Value) -> String {
        String(Formatting.describe(.array([value])).dropFirst().dropLast())
    }
}
