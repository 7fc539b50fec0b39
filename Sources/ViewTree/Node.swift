/// One element of a view tree: what a view constructor in a script or an element in a
/// VML document produced.
public struct Node: Hashable, Sendable {
    /// The node's identity, stable across runs and across edits that do not move it.
    /// Dot-separated: the root's id, then one segment per level (see docs/ir.md).
    public var id: String
    /// The element type: `Text`, `VStack`, or any custom element name.
    public var type: String
    /// Initializer-backed properties: `systemName`, `spacing`, a `Text`'s `text`.
    public var props: [String: Value]
    /// The unlabeled content, in order.
    public var children: [Node]
    /// Named content (`background`'s content, `Label`'s `title` and `icon`, `toolbar`), by
    /// the slot names VML uses; multi-valued slots hold several nodes in order.
    public var slots: [String: [Node]]
    /// The modifiers, in the order they apply (left to right, as chained).
    public var modifiers: [Modifier]
    /// Event hooks: kind (`tap`, `appear`, `change:PATH`) → action id.
    public var events: [String: String]
    /// Two-way bindings: the parameter bound (`isOn`, `text`, `value`) → state path.
    public var bindings: [String: String]
    /// Where the node was built, when known.
    public var source: SourceLocation?
    /// The state paths read while building this node itself (not its children).
    public var reads: Set<String>

    /// Creates a node.
    public init(
        id: String,
        type: String,
        props: [String: Value] = [:],
        children: [Node] = [],
        slots: [String: [Node]] = [:],
        modifiers: [Modifier] = [],
        events: [String: String] = [:],
        bindings: [String: String] = [:],
        source: SourceLocation? = nil,
        reads: Set<String> = []
    ) {
        self.id = id
        self.type = type
        self.props = props
        self.children = children
        self.slots = slots
        self.modifiers = modifiers
        self.events = events
        self.bindings = bindings
        self.source = source
        self.reads = reads
    }
}
