import ViewTree

/// What binding gave a node besides its props: events, two-way bindings, reads, and for
/// the checks of `attr(...)` the bound attributes.
struct BoundNode {
    var events: [String: String] = [:]
    var bindings: [String: String] = [:]
    var reads: Set<String> = []
    /// Each bound attribute's value; `nil` when the binding gave none (nothing found, or a
    /// value that did not coerce).
    var attributes: [String: Value?] = [:]
    /// Bound attributes whose value is not known (the state, in `check`).
    var unknownAttributes: Set<String> = []
    /// The `rows` binding, and what it found.
    var rows: (binding: BindingDeclaration, lookup: KeyPathLookup)?
}
