import ViewTree

/// A bound value (JSON) as the prop of the attribute it is bound to, coerced as `attr()`
/// coerces an attribute's text (§3): a value of the attribute's kind stays what it is,
/// a scalar of another kind is read as its text (`"12"` for a number, `"8"` for a
/// spacing), and what does not fit is refused with the reason, for the warning.
enum BindingCoercion {
    /// The prop for `value` given to an attribute of `kind` (`nil`: an attribute the
    /// catalog does not type, which takes any value).
    static func prop(_ value: JSONValue, kind: ViewCatalog.ParameterKind?) -> Result<Value, CoercionFailure> {
        switch kind {
        case nil, .value?, .range?, .binding?, .action?, .content?:
            return .success(Value(stateValue: value))
        case .string?, .url?, .number?, .boolean?, .enumeration?:
            guard let text = text(of: value) else {
                return .failure(CoercionFailure("\(expectation(kind!)) is expected, not \(value.kindDescription)"))
            }
            let typed = AttributeTyping.prop(text, kind: kind)
            if let expected = typed.problem { return .failure(CoercionFailure("\(expected) is expected, not \(value.canonicalText)")) }
            return .success(typed.value)
        }
    }

    /// A scalar as attribute text; nil for arrays, objects and null.
    private static func text(of value: JSONValue) -> String? {
        switch value {
        case .string(let text): text
        case .int, .double, .bool: value.canonicalText
        case .null, .array, .object: nil
        }
    }

    private static func expectation(_ kind: ViewCatalog.ParameterKind) -> String {
        switch kind {
        case .number: "a number"
        case .boolean: "true or false"
        case .enumeration: "an enumeration case"
        case .url: "a URL"
        default: "a string"
        }
    }
}
