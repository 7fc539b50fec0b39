/// An object the host gives scripts: `state`, `actions`, a view node.
///
/// Subclasses override what they support; the defaults throw the error a script author
/// would expect (`value of type 'X' has no member 'y'`).
open class HostObject {
    /// Creates a host object.
    public init() {}

    /// The type name shown in errors and used by `is`/`as?` checks against host types.
    open var typeName: String { "Object" }

    /// `object.name`.
    open func member(_ name: String, interpreter: Interpreter) throws(ScriptError) -> Value {
        throw ScriptError(.unknownMember, "value of type '\(typeName)' has no member '\(name)'")
    }

    /// `object.name(label: value, ...)`; `labels` has one entry per argument.
    open func callMethod(
        _ name: String, labels: [String?], arguments: [Value], interpreter: Interpreter
    ) throws(ScriptError) -> Value {
        throw ScriptError(.unknownMember, "value of type '\(typeName)' has no member '\(name)'")
    }

    /// `object[key]`.
    open func subscriptGet(_ key: Value, interpreter: Interpreter) throws(ScriptError) -> Value {
        throw ScriptError(.unknownMember, "value of type '\(typeName)' cannot be subscripted")
    }

    /// `object[key] = value`.
    open func subscriptSet(_ key: Value, _ value: Value, interpreter: Interpreter) throws(ScriptError) {
        throw ScriptError(.unknownMember, "value of type '\(typeName)' cannot be subscripted")
    }

    /// Called when a script function named `function` returns this object, so a view
    /// node can remember which component built it.
    open func didReturn(fromFunction function: String) {}

    /// How `print` and string interpolation show it.
    open var scriptDescription: String { "<\(typeName)>" }

    /// Whether two host objects are equal for `==`; identity by default.
    open func isEqual(to other: HostObject) -> Bool { self === other }

    /// `object.name = value` (and `object.name.toggle()`, which writes the changed value
    /// back): a binding's `wrappedValue`, a style configuration's `isOn`. Refused by default.
    open func setMember(_ name: String, to value: Value) throws(ScriptError) {
        throw ScriptError(.unknownMember, "cannot assign to '\(name)' of a value of type '\(typeName)'")
    }

    /// `self op other` for an operator Swift declares on the host's type (SwiftUI's `Text +
    /// Text`); nil when the type has no such operator, for the usual error.
    open func binaryOperator(_ op: String, _ other: Value, interpreter: Interpreter) throws(ScriptError) -> Value? { nil }

    /// What a `Hashable` host value hashes by, consistent with `isEqual(to:)` (a `UUID`:
    /// its string); nil for objects that cannot be a dictionary key or a set element.
    open var hashKey: String? { nil }
}
