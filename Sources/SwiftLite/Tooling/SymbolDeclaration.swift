/// Something a script declares, as editors show it: a type, a function, a property, a
/// variable, a parameter, an enum case, a `#Preview`.
public struct SymbolDeclaration: Hashable, Sendable {
    /// What kind of declaration.
    public enum Kind: String, Hashable, Sendable {
        /// `struct Point`.
        case `struct`
        /// `class Store`.
        case `class`
        /// `enum Direction`.
        case `enum`
        /// `protocol Shape`.
        case `protocol`
        /// `extension Point`: its name is the extended type's.
        case `extension`
        /// A function outside any type (a local one too).
        case function
        /// A function of a type.
        case method
        /// `init(...)`.
        case initializer
        /// `subscript(...)`.
        case `subscript`
        /// A property of a type, stored or computed.
        case property
        /// `case north`.
        case enumCase
        /// `typealias Name = Type`.
        case typeAlias
        /// A protocol's `associatedtype`.
        case associatedType
        /// `var` outside a type (top-level or local), or a `var` binding in a pattern.
        case variable
        /// `let` outside a type, or a `let` binding in a pattern, a condition or a capture list.
        case constant
        /// A function's or closure's parameter.
        case parameter
        /// `#Preview { ... }`: a document of its own.
        case preview
    }

    /// A parameter of a function, or an associated value of an enum case: what a call
    /// writes (`to:` of `distance(to:)`).
    public struct Parameter: Hashable, Sendable {
        /// The argument label; nil for `_`.
        public let label: String?
        /// The name inside the body (an associated value's type, when it has no label).
        public let name: String
        /// Whether a call may leave it out.
        public let hasDefault: Bool

        /// Creates a parameter.
        public init(label: String?, name: String, hasDefault: Bool) {
            self.label = label
            self.name = name
            self.hasDefault = hasDefault
        }
    }

    /// Unique within one analysis (the front end's node id, or a negative number for the
    /// declarations that have none).
    public let id: Int
    /// The name: `Point`, `distance`, `x`; `init` for an initializer; the title for a preview.
    public let name: String
    /// What it is.
    public let kind: Kind
    /// Where its name is written.
    public let nameSpan: SourceSpan
    /// The whole declaration, body included.
    public let span: SourceSpan
    /// The declaration it is inside (a type, a function), if any.
    public let container: Int?
    /// The declaration as written up to its body, on one line:
    /// `func distance(to other: Point) -> Double`, `struct Point: Equatable`, `var x = 0`.
    public let signature: String
    /// The `///` comment above it, without the slashes.
    public let documentation: String?
    /// The type of a property, variable or parameter, written or inferred, when known.
    public let valueType: String?
    /// Whether it is inside a function or closure body (not a workspace symbol).
    public let isLocal: Bool
    /// A function's, method's or initializer's parameters; an enum case's associated values.
    public let parameters: [Parameter]

    /// Creates a declaration.
    public init(
        id: Int, name: String, kind: Kind, nameSpan: SourceSpan, span: SourceSpan, container: Int?, signature: String,
        documentation: String?, valueType: String?, isLocal: Bool, parameters: [Parameter] = []
    ) {
        self.id = id
        self.name = name
        self.kind = kind
        self.nameSpan = nameSpan
        self.span = span
        self.container = container
        self.signature = signature
        self.documentation = documentation
        self.valueType = valueType
        self.isLocal = isLocal
        self.parameters = parameters
    }

    /// Whether it is a type (a struct, class, enum or protocol).
    public var isType: Bool {
        switch kind {
        case .struct, .class, .enum, .protocol: return true
        default: return false
        }
    }
}
