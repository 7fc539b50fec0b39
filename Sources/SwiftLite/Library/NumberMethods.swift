/// Int and Double methods.
enum NumberMethods {
    static func call(_ method: BuiltinMethod, on number: Value, _ context: MethodContext) throws(ScriptError) -> Value {
        switch (method, number) {
        case (.isMultipleOf, .int(let value)):
            let divisor = try context.requireInt(0, "the divisor")
            // Swift's own answer: it is defined for a divisor of 0, and for Int.min and -1,
            // where `%` overflows.
            return .bool(value.isMultiple(of: divisor))
        case (.signum, .int(let value)): return .int(value.signum())
        case (.formatted, .int(let value)): return .string(grouped(String(value)))
        case (.formatted, .double(let value)): return .string(formatted(value))
        case (.formattedStyle, _): return .string(try FormatStyles.format(number, style: context.arguments[0]))
        case (.formattedDateTime, _): return .string(try FormatStyles.formatDate(number, date: context.arguments[0], time: context.arguments[1]))
        case (.quotientAndRemainder, .int(let value)):
            let divisor = try context.requireInt(0, "the divisor")
            guard divisor != 0 else { throw ScriptError(.divisionByZero, "division by zero in 'quotientAndRemainder(dividingBy:)'") }
            let (quotient, overflow) = value.dividedReportingOverflow(by: divisor)
            if overflow { throw ScriptError(.overflow, "arithmetic overflow: \(value) divided by \(divisor) does not fit in an Int") }
            return .tuple(TupleStorage(elements: [.int(quotient), .int(value % divisor)], labels: ["quotient", "remainder"]))
        case (.advancedBy, .int(let value)), (.distanceTo, .int(let value)):
            let other = try context.requireInt(0, method == .advancedBy ? "the distance" : "the other value")
            let (result, overflow) = method == .advancedBy ? value.addingReportingOverflow(other) : other.subtractingReportingOverflow(value)
            if overflow { throw ScriptError(.overflow, "arithmetic overflow in '\(context.selector.description)'") }
            return .int(result)
        case (_, .int(let value)) where doubleMethods.contains(method):
            // A Double that was written as an integer literal and kept as an Int (`let x:
            // Double = 3` where the annotation was not applied): Int has none of these.
            return try call(method, on: .double(Double(value)), context)
        case (.rounded, .double(let value)): return .double(value.rounded())
        case (.roundedRule, .double(let value)): return .double(value.rounded(try roundingRule(context.arguments[0])))
        case (.squareRoot, .double(let value)): return .double(value.squareRoot())
        case (.truncatingRemainder, .double(let value)): return .double(value.truncatingRemainder(dividingBy: try double(context)))
        case (.remainder, .double(let value)): return .double(value.remainder(dividingBy: try double(context)))
        case (.advancedBy, .double(let value)): return .double(value.advanced(by: try double(context)))
        case (.distanceTo, .double(let value)): return .double(value.distance(to: try double(context)))
        default:
            throw Members.noMember(number, context.selector.name)
        }
    }

    /// The methods only Double has.
    private static let doubleMethods: Set<BuiltinMethod> = [.rounded, .roundedRule, .squareRoot, .truncatingRemainder, .remainder]

    /// The first argument as a Double (an Int is taken as one, as a literal would be).
    private static func double(_ context: MethodContext) throws(ScriptError) -> Double {
        switch context.arguments[0] {
        case .double(let number): return number
        case .int(let number): return Double(number)
        default: throw ScriptError(.typeMismatch, "'\(context.selector.description)' needs a number, found '\(context.arguments[0].describedType)'")
        }
    }

    /// `.up`, `.down`, `.towardZero`, `.awayFromZero`, `.toNearestOrEven`,
    /// `.toNearestOrAwayFromZero`.
    private static func roundingRule(_ value: Value) throws(ScriptError) -> FloatingPointRoundingRule {
        if case .symbol(let symbol) = value, symbol.segments.count == 1 || !symbol.isImplicit, let last = symbol.segments.last, last.arguments == nil {
            switch last.name {
            case "up": return .up
            case "down": return .down
            case "towardZero": return .towardZero
            case "awayFromZero": return .awayFromZero
            case "toNearestOrEven": return .toNearestOrEven
            case "toNearestOrAwayFromZero": return .toNearestOrAwayFromZero
            default: break
            }
        }
        throw ScriptError(
            .invalidArgument,
            "'rounded(_:)' takes a rounding rule: .up, .down, .towardZero, .awayFromZero, .toNearestOrEven or .toNearestOrAwayFromZero")
    }

    /// `formatted()` of a Double as Foundation writes it in the "en_US" style: at most six
    /// fraction digits, trailing zeros dropped, the integer part grouped by thousands, no
    /// exponent.
    static func formatted(_ value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value < 0 ? "-∞" : "∞" }
        var text = StringFormat.formatDouble(value, precision: 6, conversion: "f")
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        if text == "-0" { text = "0" }
        guard let point = text.firstIndex(of: ".") else { return grouped(text) }
        return grouped(String(text[..<point])) + text[point...]
    }

    /// Digits (after an optional minus sign) with a comma between groups of three.
    static func grouped(_ digits: String) -> String {
        var characters = Array(digits)
        let sign = characters.first == "-" ? "-" : ""
        if !sign.isEmpty { characters.removeFirst() }
        var result = ""
        for (index, character) in characters.enumerated() {
            if index > 0 && (characters.count - index) % 3 == 0 { result.append(",") }
            result.append(character)
        }
        return sign + result
    }
}

extension NumberMethods {
    /// The properties of an Int or a Double beyond `description` and `magnitude`; nil when
    /// numbers have no member `name`.
    static func member(_ number: Value, name: String) -> Value? {
        switch number {
        case .int(let value):
            switch name {
            case "nonzeroBitCount": return .int(value.nonzeroBitCount)
            case "leadingZeroBitCount": return .int(value.leadingZeroBitCount)
            case "trailingZeroBitCount": return .int(value.trailingZeroBitCount)
            case "bitWidth": return .int(Int.bitWidth)
            case "byteSwapped": return .int(value.byteSwapped)
            default: return nil
            }
        case .double(let value):
            switch name {
            case "isZero": return .bool(value.isZero)
            case "isNormal": return .bool(value.isNormal)
            case "isSubnormal": return .bool(value.isSubnormal)
            case "isSignalingNaN": return .bool(value.isSignalingNaN)
            case "ulp": return .double(value.ulp)
            case "nextUp": return .double(value.nextUp)
            case "nextDown": return .double(value.nextDown)
            case "exponent": return value.isFinite && !value.isZero ? .int(Int(value.exponent)) : nil
            case "significand": return .double(value.significand)
            default: return nil
            }
        default:
            return nil
        }
    }
}
