import SwiftLite

/// The value an `.onChange(of:)` watched before a run changed it, read back from the JSON
/// the state kept it as: a struct, an enum, an optional or a dictionary comes back as
/// itself only when read in the shape its declaration gives (JSON alone reads a struct as
/// a dictionary and an enum case as a string).
enum OldValue {
    /// `before` (the JSON-like value the watched path held) as a value of `watched`'s kind:
    /// read in `shape` (the path's declared shape) when it has one, as it is when both are
    /// numbers, strings, Bools or arrays; nil when it cannot stand for a value of that kind
    /// (the watched value is a part of what the path holds, `onChange(of: item.count)`).
    static func read(_ before: Value, as shape: ValueShape?, like watched: Value) -> Value? {
        if let shape, let decoded = StateCoding.decode(before, as: shape), decoded.isOfSameKind(as: watched) { return decoded }
        if before.isScalarOrArray && watched.isScalarOrArray { return before }
        return nil
    }
}

extension SwiftLite.Value {
    /// Whether the value is a number, a string, a Bool or an array: what a value read back
    /// from JSON is as itself (an instance would read back as a dictionary).
    fileprivate var isScalarOrArray: Bool {
        switch self {
        case .int, .double, .string, .bool, .array: return true
        default: return false
        }
    }

    /// Whether the two could be values of one Swift type: nil and anything (an optional),
    /// instances of one type, two collections of one kind, two scalars of one kind.
    fileprivate func isOfSameKind(as other: Value) -> Bool {
        switch (self, other) {
        case (.null, _), (_, .null): return true
        case (.instance, .instance): return declaredType === other.declaredType
        case (.int, .int), (.double, .double), (.int, .double), (.double, .int), (.string, .string), (.bool, .bool): return true
        case (.array, .array), (.set, .set), (.dictionary, .dictionary): return true
        case (.host(let first), .host(let second)): return type(of: first) == type(of: second)
        default: return false
        }
    }
}
