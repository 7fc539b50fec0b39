/// Something a script declares, as editors show it: a type, a function, a property, a
/// variable, a parameter, an enum case, a `#Preview`.
public struct SymbolDeclaration: Hashable, Sendable {
    /// What kind of declaration.
    public enum Kind: String, Hashable, Sendable {
        case `struct`, `class`, `enum`, `protocol`, `extension`
        case function, method, initializer, `subscript`
        case property, enumCase, typeAlias, associatedType
        case variable, constant, parameter
        /// `#Preview { ... }`: a document of its own.
        case preview
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

    /// Creates a declaration.
    public init(
        id: Int, name: String, kind: Kind, nameSpan: SourceSpan, span: SourceSpan, container: Int?, signature: String,
        documentation: String?, valueType: String?, isLocal: Bool
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
    }

    /// Whether it is a type (a struct, class, enum or protocol).
    public var isType: Bool {
        switch kind {
        case .struct, .class, .enum, .protocol: return true
        default: return false
        }
    }
}
