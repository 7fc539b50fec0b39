/// `UInt8`, `Int8`, `Int16`, `UInt16`, `Int32`, `UInt32`, `Int64`, `UInt64` and `UInt`:
/// their initializers and `min`/`max`. Scripts have one integer type, so their values are
/// Ints; a conversion checks that the value fits the named type (Swift traps when it does
/// not, a script gets an error). Where the compiler knows an expression has such a type,
/// its arithmetic and bit counts are computed in the type's width (`NarrowNumber`).
enum FixedWidthIntegers {
    /// Each type with its range (UInt64 and UInt are cut to Int's) and its width in bits.
    static let types: [(name: String, range: ClosedRange<Int>, bitWidth: Int)] = [
        ("UInt8", Int(UInt8.min)...Int(UInt8.max), 8), ("Int8", Int(Int8.min)...Int(Int8.max), 8),
        ("UInt16", Int(UInt16.min)...Int(UInt16.max), 16), ("Int16", Int(Int16.min)...Int(Int16.max), 16),
        ("UInt32", Int(UInt32.min)...Int(UInt32.max), 32), ("Int32", Int(Int32.min)...Int(Int32.max), 32),
        ("Int64", Int.min...Int.max, 64), ("UInt64", 0...Int.max, 64), ("UInt", 0...Int.max, 64),
    ]

    typealias Parameter = NativeFunction.Parameter
    typealias Signature = NativeFunction.Signature

    static func install(in environment: HostEnvironment) {
        for (name, range, _) in types {
            environment.define(
                NativeFunction(
                    name: name,
                    signatures: [
                        Signature([Parameter(nil)]), Signature([Parameter(nil), Parameter("radix")]), Signature([Parameter("ascii")]),
                        Signature([Parameter("truncatingIfNeeded")]), Signature([Parameter("clamping")]), Signature([Parameter("exactly")]),
                        Signature([]),
                    ]
                ) { (call: inout NativeCall) throws(ScriptError) -> Value in
                    try convert(&call, to: name, range)
                })
            // UInt64.max and UInt.max are past Int.max: they have no Int to stand for them.
            if range.upperBound != Int.max || range.lowerBound != 0 {
                environment.defineStatic("\(name).max", .constant(.int(range.upperBound)))
            }
            environment.defineStatic("\(name).min", .constant(.int(range.lowerBound)))
        }
    }

    /// `min`, `max` and `bitWidth` of the type called `typeName`; nil for another type or
    /// member.
    static func staticMember(of typeName: String, _ name: String) -> Value? {
        guard let type = types.first(where: { $0.name == typeName }) else { return nil }
        switch name {
        case "min": return .int(type.range.lowerBound)
        case "max" where type.range != 0...Int.max: return .int(type.range.upperBound)
        case "bitWidth": return .int(type.bitWidth)
        default: return nil
        }
    }

    /// An initializer of the type `name`, by the signature matched.
    private static func convert(_ call: inout NativeCall, to name: String, _ range: ClosedRange<Int>) throws(ScriptError) -> Value {
        if call.arguments.isEmpty { return .int(0) }
        let argument = call.argument(0)
        switch call.signatureIndex {
        case 1:
            // `UInt8("ff", radix: 16)`: nil when the text is no number or does not fit.
            guard case .string(let text) = argument, case .int(let radix) = call.argument(1), (2...36).contains(radix) else {
                throw ScriptError(.invalidArgument, "'\(name)(_:radix:)' needs a String and a radix from 2 to 36")
            }
            guard let number = Int(text, radix: radix), range.contains(number) else { return .null }
            return .int(number)
        case 2:
            guard case .string(let text) = argument, let scalar = StringMembers.onlyScalar(text), scalar.isASCII else {
                throw ScriptError(.invalidArgument, "'\(name)(ascii:)' needs one ASCII character, found \(StandardLibrary.quoted(argument))")
            }
            return .int(Int(scalar.value))
        case 3:
            guard case .int(let number) = argument else { throw mismatch(name, "truncatingIfNeeded", argument) }
            return .int(truncating(number, to: name))
        case 4:
            return .int(min(max(try integer(argument, name, "clamping"), range.lowerBound), range.upperBound))
        case 5:
            guard case .double(let number) = argument else {
                if case .int(let number) = argument { return range.contains(number) ? .int(number) : .null }
                throw mismatch(name, "exactly", argument)
            }
            guard let exact = Int(exactly: number), range.contains(exact) else { return .null }
            return .int(exact)
        default:
            switch argument {
            case .string(let text):
                // `UInt8("42")`: nil when the text is no number or does not fit.
                guard let number = Int(text), range.contains(number) else { return .null }
                return .int(number)
            default:
                let number = try integer(argument, name, nil)
                guard range.contains(number) else {
                    throw ScriptError(.overflow, "\(number) does not fit in a \(name) (\(range.lowerBound)...\(range.upperBound))")
                }
                return .int(number)
            }
        }
    }

    /// An Int, or a Double cut toward zero (as `Int(_:)` cuts it), for a conversion.
    private static func integer(_ value: Value, _ name: String, _ label: String?) throws(ScriptError) -> Int {
        switch value {
        case .int(let number): return number
        case .double(let number):
            guard number.isFinite, number > -9.3e18, number < 9.3e18, let converted = Int(exactly: number.rounded(.towardZero)) else {
                throw ScriptError(.overflow, "\(number) cannot be converted to a \(name): it is not finite or too large")
            }
            return converted
        default:
            throw mismatch(name, label, value)
        }
    }

    /// The low bits of `number` that the type keeps, read as the type reads them.
    private static func truncating(_ number: Int, to name: String) -> Int {
        switch name {
        case "UInt8": return Int(UInt8(truncatingIfNeeded: number))
        case "Int8": return Int(Int8(truncatingIfNeeded: number))
        case "UInt16": return Int(UInt16(truncatingIfNeeded: number))
        case "Int16": return Int(Int16(truncatingIfNeeded: number))
        case "UInt32": return Int(UInt32(truncatingIfNeeded: number))
        case "Int32": return Int(Int32(truncatingIfNeeded: number))
        default: return number
        }
    }

    private static func mismatch(_ name: String, _ label: String?, _ value: Value) -> ScriptError {
        ScriptError(.typeMismatch, "'\(name)(\(label ?? "_"):)' cannot convert a value of type '\(value.describedType)'")
    }
}
