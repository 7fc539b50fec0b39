/// A whole view tree with the version of the IR it follows.
public struct Document: Hashable, Sendable {
    /// The version of the IR this library writes.
    public static let currentVersion = 1
    /// What this version of the IR can carry. A consumer refuses a document that needs a
    /// capability it does not know.
    public static let currentCapabilities = [
        "angles", "attr", "bindings", "css-colors", "events", "reads", "slots", "source", "state-refs",
    ]

    /// The IR version.
    public var irVersion: Int
    /// The capabilities the document uses or its producer offers, sorted.
    public var capabilities: [String]
    /// The root node.
    public var root: Node

    /// Creates a document of the current version.
    public init(root: Node, irVersion: Int = Document.currentVersion, capabilities: [String] = Document.currentCapabilities) {
        self.irVersion = irVersion
        self.capabilities = capabilities.sorted()
        self.root = root
    }
}
