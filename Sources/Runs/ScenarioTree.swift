import Store
import ViewTree

/// A view tree as scenarios compare it: what the user sees and can do, not where the code
/// that built it sits. Source locations are dropped, and an anonymous action's name (its
/// closure's position, `app.swift:35:34`) becomes `closure`; an edit above a view changes
/// neither what the view shows nor what tapping it does, so it must not fail a scenario.
public enum ScenarioTree {
    /// The name every anonymous action is compared under.
    public static let anonymousAction = "closure"

    /// The document in the scenario's form.
    public static func normalized(_ document: Document) -> Document {
        Document(root: normalized(document.root), irVersion: document.irVersion, capabilities: document.capabilities)
    }

    /// A node and its subtree in the scenario's form.
    public static func normalized(_ node: Node) -> Node {
        var copy = node
        copy.source = nil
        // Anonymous actions are named by position (`file:line:column`); named ones never
        // hold a colon (the runtime sorts them apart the same way).
        copy.events = node.events.mapValues { $0.contains(":") ? anonymousAction : $0 }
        copy.children = node.children.map(normalized)
        copy.slots = node.slots.mapValues { $0.map(normalized) }
        return copy
    }

    /// The canonical bytes of the normalized document (what a scenario's hash is taken of).
    public static func bytes(_ document: Document) -> [UInt8] {
        IRJSONEncoder.encode(normalized(document))
    }

    /// The hash a scenario names an expected tree by: the first 128 bits of SHA-256 over
    /// its normalized canonical bytes, in hex.
    public static func hash(_ document: Document) -> String {
        hash(canonical: bytes(document))
    }

    /// The hash of canonical JSON bytes, as scenarios write it.
    public static func hash(canonical bytes: [UInt8]) -> String {
        ContentHash(hashing: bytes).hex
    }
}
