/// The operations whose result depends on a number's width, as natives the compiler calls
/// where an operand is a `NarrowNumber` (or, for the wrapping operators, any integer):
/// `UInt8(200) + 100` traps as Swift's does, `&+` and `<<` wrap in the type's width, `~`
/// and the bit counts use its width, and a `Float`'s arithmetic rounds to Float and prints
/// with Float's shortest digits.
enum NarrowArithmetic {
    /// The operators that `binary` computes.
    static let wrappingOperators: Set<String> = ["&+", "&-", "&*", "&<<", "&>>"]
    static let arithmeticOperators: Set<String> = ["+", "-", "*", "/", "%", "&", "|", "^", "<<", ">>"]

    /// `a op b` in the type (`nil`: Int, for the wrapping operators).
    static func binary(_ op: String, in type: NarrowNumber?) -> NativeFunction {
        NativeFunction(name: op, signatures: []) { (call: inout NativeCall) throws(ScriptError) -> Value in
            let (left, right) = (call.argument(0), call.argument(1))
            if type == .float {
                guard case .double(let result) = try arithmetic(op, .double(try double(left, op)), .double(try double(right, op))) else { return .null }
                return .double(Double(Float(result)))
            }
            guard case .int(let a) = left, case .int(let b) = right else {
                throw ScriptError(.typeMismatch, "binary operator '\(op)' cannot be applied to operands of type '\(left.describedType)' and '\(right.describedType)'")
            }
            return .int(try integer(op, a, b, in: type))
        }
    }

    /// An integer operation: wrapping ones keep the low bits, the others trap where the
    /// result does not fit, as Swift's do.
    private static func integer(_ op: String, _ a: Int, _ b: Int, in type: NarrowNumber?) throws(ScriptError) -> Int {
        let width = type?.bitWidth ?? Int.bitWidth
        let wrap: (Int) -> Int = { type?.truncating($0) ?? $0 }
        switch op {
        case "&+": return wrap(a &+ b)
        case "&-": return wrap(a &- b)
        case "&*": return wrap(a &* b)
        // Masking shifts: the amount is taken modulo the width.
        case "&<<": return wrap(a << (b & (width - 1)))
        case "&>>": return wrap(a >> (b & (width - 1)))
        // Smart shifts never trap: bits shifted past the width are dropped.
        case "<<": return wrap(b >= width ? 0 : b <= -width ? (a < 0 ? -1 : 0) : a << b)
        case ">>": return wrap(b >= width ? (a < 0 ? -1 : 0) : a >> b)
        case "&": return a & b
        case "|": return a | b
        case "^": return wrap(a ^ b)
        default:
            guard case .int(let number) = try arithmetic(op, .int(a), .int(b)) else { return a }
            guard let type, !type.range.contains(number) else { return number }
            throw ScriptError(.overflow, "arithmetic overflow: \(a) \(op) \(b) does not fit in \(type.nameWithArticle)")
        }
    }

    /// `-x` and `~x` in the type.
    static func prefix(_ op: String, in type: NarrowNumber) -> NativeFunction {
        NativeFunction(name: op, signatures: []) { (call: inout NativeCall) throws(ScriptError) -> Value in
            switch call.argument(0) {
            case .int(let number):
                if op == "~" { return .int(type.truncating(~number)) }
                guard type.range.contains(-number) else { throw ScriptError(.overflow, "arithmetic overflow: -(\(number)) does not fit in \(type.nameWithArticle)") }
                return .int(-number)
            case .double(let number):
                return .double(op == "-" ? -number : number)
            case let other:
                throw ScriptError(.typeMismatch, "unary operator '\(op)' cannot be applied to an operand of type '\(other.describedType)'")
            }
        }
    }

    /// The members whose value depends on the width: `leadingZeroBitCount` and the others.
    static let widthMembers: Set<String> = ["leadingZeroBitCount", "trailingZeroBitCount", "nonzeroBitCount", "bitWidth"]

    /// One of `widthMembers` of an integer of the type.
    static func member(_ name: String, in type: NarrowNumber) -> NativeFunction {
        NativeFunction(name: name, signatures: []) { (call: inout NativeCall) throws(ScriptError) -> Value in
            guard case .int(let number) = call.argument(0) else {
                throw ScriptError(.typeMismatch, "value of type '\(call.argument(0).describedType)' has no member '\(name)'")
            }
            let bits = type.bitPattern(number)
            switch name {
            case "leadingZeroBitCount": return .int(bits.leadingZeroBitCount - (64 - type.bitWidth))
            case "trailingZeroBitCount": return .int(bits == 0 ? type.bitWidth : bits.trailingZeroBitCount)
            case "nonzeroBitCount": return .int(bits.nonzeroBitCount)
            default: return .int(type.bitWidth)
            }
        }
    }

    /// A value stored where a `Float` is declared: rounded to Float's precision.
    static var roundedToFloat: NativeFunction {
        NativeFunction(name: "Float", signatures: []) { (call: inout NativeCall) throws(ScriptError) -> Value in
            switch call.argument(0) {
            case .double(let number): return .double(Double(Float(number)))
            case .int(let number): return .double(Double(Float(number)))
            case let other: return other
            }
        }
    }

    /// A `Float` about to be printed or interpolated: a value that prints as Swift prints
    /// the Float (`0.3`, where the Double nearest to it would print `0.30000001192092896`).
    static var floatDescription: NativeFunction {
        NativeFunction(name: "Float.description", signatures: []) { (call: inout NativeCall) throws(ScriptError) -> Value in
            guard case .double(let number) = call.argument(0) else { return call.argument(0) }
            return .symbol(SymbolicValue(isImplicit: false, segments: [.init(name: Float(number).description, arguments: nil)]))
        }
    }

    /// `+`, `-`, `*`, `/` and `%` as the VM computes them.
    private static func arithmetic(_ op: String, _ left: Value, _ right: Value) throws(ScriptError) -> Value {
        switch op {
        case "+": return try Operations.add(left, right)
        case "-": return try Operations.subtract(left, right)
        case "*": return try Operations.multiply(left, right)
        case "/": return try Operations.divide(left, right)
        case "%": return try Operations.remainder(left, right)
        default: throw Operations.typeError(op, left, right)
        }
    }

    private static func double(_ value: Value, _ op: String) throws(ScriptError) -> Double {
        switch value {
        case .double(let number): return number
        case .int(let number): return Double(number)
        default: throw ScriptError(.typeMismatch, "binary operator '\(op)' cannot be applied to an operand of type '\(value.describedType)'")
        }
    }
}
