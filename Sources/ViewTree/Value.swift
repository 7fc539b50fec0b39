/// A value in the IR: a prop, a modifier argument, a tuple field.
///
/// It covers everything VML's style grammar can write (numbers, strings, arrays, tuples,
/// enum member chains, calls, angles, CSS colors, slot symbols, `attr(...)`) and what a
/// script adds: booleans, `nil`, dictionaries, and references to state. Values are kept
/// symbolically: `.black.opacity(0.2)` stays a chain of two members, it is never resolved
/// to a color, so a renderer or a formatter sees exactly what the author wrote.
///
/// Only `attr` is `indirect` (its fallback is a value): every other case already keeps
/// its nested values in an array's storage, so boxing them too would cost one heap
/// allocation per value for nothing.
public enum Value: Hashable, Sendable {
    /// `nil` in a script; a missing value.
    case null
    /// `true` / `false`.
    case bool(Bool)
    /// An integer literal: `8`.
    case int(Int)
    /// A floating-point literal: `0.5`, `8.0`. Kept apart from `int` so that `8.0`
    /// survives formatting.
    case double(Double)
    /// A string: `"Hello"`.
    case string(String)
    /// An array: `[.blue, .purple]`.
    case array([Value])
    /// A dictionary from a script (`["a": 1]`). VML's style grammar has no dictionaries.
    case dictionary([String: Value])
    /// A tuple, its fields labeled or not: `(x: 1, y: 0)`.
    case tuple([Argument])
    /// A chain that starts with a leading dot: `.red`, `.system(size: 17)`,
    /// `.black.opacity(0.2)`, `.degrees(45)`.
    case member(MemberChain)
    /// A chain that starts with a name: `Color(.sRGB, red: 1)`, `Gradient.Stop(color: .red)`,
    /// `EdgeInsets()`, or a bare identifier.
    case named(MemberChain)
    /// An angle literal in degrees: `45deg`.
    case angle(degrees: Double)
    /// A CSS color literal, as canonical text: `#ff0000`, `rgb(255, 0, 0)`, `hsl(120, 100%, 50%)`.
    case cssColor(String)
    /// A template slot symbol: `:bg`.
    case slot(String)
    /// `attr(name type(<type>), fallback)`: an attribute of the same element, read at render time.
    indirect case attr(AttrReference)
    /// A read-only reference to a state path: `StateRef("cart.items[3].qty")`.
    case stateRef(String)
    /// A two-way binding to a state path: `BindingRef("todos[0].done")`.
    case bindingRef(String)
}

/// An argument of a call or a field of a tuple: an optional label and a value.
public struct Argument: Hashable, Sendable {
    /// The label, or `nil` for an unlabeled argument.
    public var label: String?
    /// The value.
    public var value: Value

    /// Creates an argument.
    public init(label: String? = nil, _ value: Value) {
        self.label = label
        self.value = value
    }
}

/// A chain of members and calls, such as `.black.opacity(0.2)` or `Gradient.Stop(color: .red)`.
public struct MemberChain: Hashable, Sendable {
    /// One link of the chain: a name, called with arguments or not.
    public struct Segment: Hashable, Sendable {
        /// The member's name.
        public var name: String
        /// The call's arguments; `nil` when the member is not called (`.red`), empty when
        /// it is called with none (`EdgeInsets()`).
        public var arguments: [Argument]?

        /// Creates a segment.
        public init(_ name: String, arguments: [Argument]? = nil) {
            self.name = name
            self.arguments = arguments
        }
    }

    /// The links, in order; never empty.
    public var segments: [Segment]

    /// Creates a chain from its links.
    public init(_ segments: [Segment]) {
        precondition(!segments.isEmpty, "a member chain has at least one segment")
        self.segments = segments
    }
}

/// An `attr(...)` reference: the attribute's name, an optional type hint and a fallback.
public struct AttrReference: Hashable, Sendable {
    /// The CSS-aligned types an attribute can be coerced to.
    public enum AttrType: String, Hashable, Sendable, CaseIterable {
        case string, number, integer, length, angle, color, url, boolean
    }

    /// The attribute's name on the same element.
    public var name: String
    /// The `type(<...>)` hint, if written.
    public var type: AttrType?
    /// The fallback used when the attribute is missing or fails coercion.
    public var fallback: Value?

    /// Creates a reference.
    public init(name: String, type: AttrType? = nil, fallback: Value? = nil) {
        self.name = name
        self.type = type
        self.fallback = fallback
    }
}

extension Value {
    /// A leading-dot chain of plain members: `Value.member("black", "opacity")` is `.black.opacity`.
    public static func member(_ names: String...) -> Value {
        .member(MemberChain(names.map { MemberChain.Segment($0) }))
    }

    /// A leading-dot call: `Value.call(".system", [size: 17])` style helper, `.degrees(45)`.
    public static func memberCall(_ name: String, _ arguments: [Argument]) -> Value {
        .member(MemberChain([MemberChain.Segment(name, arguments: arguments)]))
    }

    /// The string, when this is a string.
    public var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }
}

extension Value: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral
{
    public init(nilLiteral: ()) { self = .null }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(floatLiteral value: Double) { self = .double(value) }
    public init(stringLiteral value: String) { self = .string(value) }
    public init(arrayLiteral elements: Value...) { self = .array(elements) }
}
