import ViewTree

/// An event of a node to dispatch, as `workbench run --tap` names it: `ID` for the node's
/// tap, `ID/EVENT` for another of its events (`0.1.@3/delete`, `0.2/submit`, `0.0/change`).
public struct EventTarget: Hashable, Sendable {
    /// The node's id.
    public let node: String
    /// The event kind: `tap`, `delete`, `submit`, `appear`, `change` (any `change:PATH`)...
    public let event: String

    /// Reads `ID` or `ID/EVENT`.
    public init(parsing text: String) {
        if let slash = text.lastIndex(of: "/"), slash != text.startIndex, text.index(after: slash) != text.endIndex {
            node = String(text[..<slash])
            event = String(text[text.index(after: slash)...])
        } else {
            node = text
            event = "tap"
        }
    }

    /// Why an event cannot be dispatched.
    public struct Failure: Error, CustomStringConvertible, Sendable {
        /// What is missing, with the closest id or the events the node has.
        public let description: String
    }

    /// The action the node's event runs, in the tree `root`.
    public func action(in root: Node) throws(Failure) -> String {
        guard let found = root.node(withID: node) else {
            var message = "there is no node \(node)"
            var ids: [String] = []
            root.forEachNode { ids.append($0.id) }
            if let suggestion = Spelling.suggestion(for: node, among: ids) { message += "; did you mean \(suggestion)?" }
            throw Failure(description: message)
        }
        if let refusal = root.disabledRefusal(of: node) { throw Failure(description: refusal) }
        guard let found = Self.event(event, of: found) else { throw Failure(description: Self.missing(event, of: found)) }
        return found.action
    }

    /// The event of `node` that `requested` names, with its action: that event, or for
    /// `change` the node's first `change:PATH` event (by path).
    public static func event(_ requested: String, of node: Node) -> (name: String, action: String)? {
        if let action = node.events[requested] { return (requested, action) }
        guard requested == "change", let name = node.events.keys.sorted().first(where: { $0.hasPrefix("change:") }) else { return nil }
        return (name, node.events[name]!)
    }

    /// Why `node` has no `requested` event: the events it has.
    public static func missing(_ requested: String, of node: Node) -> String {
        let events = node.events.keys.sorted()
        return "\(node.type) \(node.id) has no \(requested) action" + (events.isEmpty ? "" : "; its events are \(events.joined(separator: ", "))")
    }
}
