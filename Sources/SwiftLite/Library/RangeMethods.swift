/// The methods a range answers from its bounds (`contains`, `overlaps`, `clamped(to:)`),
/// and the searches that walk it without making an array of its values, so that they
/// work on a one-sided range (`(1...).first(where:)`) and a very long one. The other
/// sequence methods take the range's values as an array.
enum RangeMethods {
    /// The result of `method` on `range`; nil when the method needs the values as an array.
    static func call(_ method: BuiltinMethod, on range: RangeStorage, _ context: MethodContext) throws(ScriptError) -> Value? {
        switch method {
        case .contains:
            return .bool(context.int(0).map(range.contains) ?? false)
        case .overlaps:
            let other = try otherRange(context)
            // With integer bounds, every kind of range is the half-open lowerBound..<end.
            return .bool(max(range.lowerBound, other.lowerBound) < min(range.end, other.end))
        case .clamped:
            let limits = try otherRange(context)
            guard limits.isClosed == range.isClosed, range.partial == nil, limits.partial == nil else {
                throw ScriptError(.typeMismatch, "'clamped(to:)' needs a range of the same kind as its receiver")
            }
            let lower = min(max(range.lowerBound, limits.lowerBound), limits.upperBound)
            let upper = max(min(range.upperBound, limits.upperBound), limits.lowerBound)
            return .range(RangeStorage(lowerBound: lower, upperBound: upper, isClosed: range.isClosed))
        case .firstWhere, .firstIndexWhere:
            var value = range.lowerBound
            while value < range.end {
                if try context.predicate(0, .int(value)) { return .int(method == .firstWhere ? value : value - range.lowerBound) }
                value += 1
            }
            return .null
        case .containsWhere, .allSatisfy:
            var value = range.lowerBound
            while value < range.end {
                let satisfied = try context.predicate(0, .int(value))
                if satisfied == (method == .containsWhere) { return .bool(satisfied) }
                value += 1
            }
            return .bool(method == .allSatisfy)
        case .prefix where range.partial == .from:
            // `(1...).prefix(3)`: the first values of an endless range.
            let count = max(0, try context.requireInt(0, "the length"))
            try context.interpreter.reserveMemory(count: count, bytesEach: MemoryLayout<Value>.stride)
            return .array((0..<count).map { .int(range.lowerBound &+ $0) })
        case .prefixWhile:
            var values: [Value] = []
            var value = range.lowerBound
            while value < range.end, try context.predicate(0, .int(value)) {
                values.append(.int(value))
                value += 1
            }
            return .array(values)
        case .forEach:
            var value = range.lowerBound
            while value < range.end {
                _ = try context.invoke(0, .int(value))
                value += 1
            }
            return .null
        default:
            return nil
        }
    }

    /// The range argument of `overlaps` and `clamped(to:)`.
    private static func otherRange(_ context: MethodContext) throws(ScriptError) -> RangeStorage {
        guard case .range(let other) = context.arguments[0] else {
            throw ScriptError(.typeMismatch, "'\(context.selector.description)' needs a range, found '\(context.arguments[0].describedType)'")
        }
        return other
    }
}
