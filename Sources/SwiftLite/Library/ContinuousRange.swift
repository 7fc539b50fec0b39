/// A range of `Double`s (`0...song.duration`, `0.0..<1.0`): what `Slider(value:in:)`,
/// `Gauge(value:in:)` and `x.clamped`-style checks are given. Counting ranges stay `Int`
/// ranges; this one only holds its bounds, as Swift's `ClosedRange<Double>` is not a
/// sequence. A literal bound beside a `Double` one is a `Double`, as Swift types `0` in
/// `0...limit`.
public final class ContinuousRangeObject: HostObject {
    /// The first value.
    public let lowerBound: Double
    /// The bound as written.
    public let upperBound: Double
    /// Whether `upperBound` is included (`...`).
    public let isClosed: Bool

    init(lowerBound: Double, upperBound: Double, isClosed: Bool) {
        self.lowerBound = lowerBound
        self.upperBound = upperBound
        self.isClosed = isClosed
    }

    override public var typeName: String { isClosed ? "ClosedRange<Double>" : "Range<Double>" }

    override public var scriptDescription: String {
        "\(lowerBound)\(isClosed ? "..." : "..<")\(upperBound)"
    }

    override public func member(_ name: String, interpreter: Interpreter) throws(ScriptError) -> Value {
        switch name {
        case "lowerBound": return .double(lowerBound)
        case "upperBound": return .double(upperBound)
        case "isEmpty": return .bool(!isClosed && lowerBound == upperBound)
        default: return try super.member(name, interpreter: interpreter)
        }
    }

    override public func callMethod(_ name: String, labels: [String?], arguments: [Value], interpreter: Interpreter) throws(ScriptError) -> Value {
        guard name == "contains" || name == "~=", arguments.count == 1 else {
            return try super.callMethod(name, labels: labels, arguments: arguments, interpreter: interpreter)
        }
        guard let value = ContinuousRangeObject.number(arguments[0]) else {
            throw ScriptError(.typeMismatch, "'contains' of a \(typeName) needs a number, found '\(arguments[0].describedType)'")
        }
        return .bool(value >= lowerBound && (isClosed ? value <= upperBound : value < upperBound))
    }

    override public func isEqual(to other: HostObject) -> Bool {
        guard let other = other as? ContinuousRangeObject else { return false }
        return other.lowerBound == lowerBound && other.upperBound == upperBound && other.isClosed == isClosed
    }

    /// The range `lower...upper` (or `..<`) when either bound is a `Double` and the other
    /// a number; nil otherwise, for the `Int` range or its error.
    static func make(_ lower: Value, _ upper: Value, closed: Bool) throws(ScriptError) -> Value? {
        guard isDouble(lower) || isDouble(upper), let low = number(lower), let high = number(upper) else { return nil }
        guard low <= high else {
            throw ScriptError(.invalidArgument, "a range needs its lower bound <= its upper bound, found \(low)\(closed ? "..." : "..<")\(high)")
        }
        return .host(ContinuousRangeObject(lowerBound: low, upperBound: high, isClosed: closed))
    }

    /// `for x in 0.0...1.0`: Swift's `ClosedRange<Double>` is not a sequence either.
    static let notASequenceError = ScriptError(
        .typeMismatch, "a range of Doubles is not a sequence: step through it with stride(from:through:by:)")

    private static func isDouble(_ value: Value) -> Bool {
        if case .double = value { return true }
        return false
    }

    private static func number(_ value: Value) -> Double? {
        switch value {
        case .int(let number): return Double(number)
        case .double(let number): return number
        default: return nil
        }
    }
}
