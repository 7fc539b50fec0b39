/// A modifier applied to a node: `.padding(.horizontal, 12)` is the name `padding` with
/// an unlabeled `.horizontal` and an unlabeled `12`.
public struct Modifier: Hashable, Sendable {
    /// The modifier's name: `padding`, `font`, `background`.
    public var name: String
    /// The arguments in order.
    public var arguments: [Argument]

    /// Creates a modifier.
    public init(_ name: String, _ arguments: [Argument] = []) {
        self.name = name
        self.arguments = arguments
    }
}
