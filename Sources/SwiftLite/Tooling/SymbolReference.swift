/// A use of a declared name: `distance` in `a.distance(to: b)`, `Point` in `let p: Point`.
public struct SymbolReference: Hashable, Sendable {
    /// Where the name is written.
    public let span: SourceSpan
    /// The declaration it refers to (`SymbolDeclaration.id`).
    public let declaration: Int
    /// The type of the value the name stands for, when the compiler knows it (what
    /// completion after `name.` offers members of).
    public let valueType: String?

    /// Creates a reference.
    public init(span: SourceSpan, declaration: Int, valueType: String?) {
        self.span = span
        self.declaration = declaration
        self.valueType = valueType
    }
}
