import ViewTree

/// What an `attr(...)` reference comes to on a given element (§3.4).
public enum AttrResolution: Hashable, Sendable {
    /// The attribute was there and coerced to the hinted type.
    case resolved(Value)
    /// The attribute was missing or did not coerce; the reference's fallback is used.
    case fallback(Value, because: AttrProblem)
    /// The attribute was missing or did not coerce and there is no usable fallback: the
    /// client logs a warning and SwiftUI's default applies.
    case unresolved(AttrProblem)

    /// The value to use, if any.
    public var value: Value? {
        switch self {
        case .resolved(let value), .fallback(let value, _): value
        case .unresolved: nil
        }
    }

    /// Why the attribute itself was not used, if it was not.
    public var problem: AttrProblem? {
        switch self {
        case .resolved: nil
        case .fallback(_, let problem), .unresolved(let problem): problem
        }
    }
}

/// Why an attribute could not be used by `attr(...)`.
public enum AttrProblem: Hashable, Sendable, CustomStringConvertible {
    /// The element has no such attribute, or its value is empty (which counts as missing
    /// except for `type(<string>)`).
    case missing(attribute: String)
    /// The attribute's text is not a value of the hinted type.
    case notCoercible(attribute: String, text: String, type: AttrReference.AttrType, reason: String)

    public var description: String {
        switch self {
        case .missing(let attribute):
            "the element has no attribute '\(attribute)'"
        case .notCoercible(let attribute, let text, let type, let reason):
            "the attribute \(attribute)=\"\(text)\" is not a <\(type.rawValue)>: \(reason)"
        }
    }

    /// Whether the attribute was there but unusable: a failed coercion, which §6.2 logs
    /// even when a fallback takes over.
    public var isCoercionFailure: Bool {
        if case .notCoercible = self { return true }
        return false
    }
}
