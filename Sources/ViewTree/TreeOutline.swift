/// A view tree as indented text, one node per line: type, id, key props, bindings and
/// events, modifier names. What `workbench run`, `workbench show` and the REPL's `:tree`
/// print:
///
///     VStack 0 alignment: .leading, spacing: 16 · padding navigationTitle
///       Text 0.0 "Count: 3" · font padding
///       Toggle 0.1 "Milk" isOn <-> todos[0].done
///       Button 0.2 "Increment" tap -> increment
///       background:
///         RoundedRectangle 0.content.0 cornerRadius: 8 · fill
public struct TreeOutline: Sendable {
    /// The deepest level printed below the starting node; deeper nodes are summarized.
    public var maximumDepth: Int?
    /// Styling for terminals.
    public var style: TerminalStyle
    /// Props longer than this are cut with an ellipsis.
    public var maximumPropLength: Int

    /// Creates an outline printer.
    public init(maximumDepth: Int? = nil, style: TerminalStyle = .plain, maximumPropLength: Int = 48) {
        self.maximumDepth = maximumDepth
        self.style = style
        self.maximumPropLength = maximumPropLength
    }

    /// The props shown first and unlabeled, because they are what a node displays.
    static let headlineProps = ["text", "title", "label", "systemName", "name"]

    /// The outline of a subtree.
    public func render(_ node: Node) -> String {
        var lines: [String] = []
        append(node, depth: 0, into: &lines)
        return lines.joined(separator: "\n")
    }

    /// One line describing the node itself, without indentation.
    public func line(for node: Node) -> String {
        var parts = [style.blue(node.type), style.dim(node.id)]
        var props: [String] = []
        for key in TreeOutline.headlineProps {
            if let value = node.props[key] { props.append(shorten(value.description)) }
        }
        for key in JSONBytes.sortedKeys(node.props.keys) where !TreeOutline.headlineProps.contains(key) {
            props.append(key + ": " + shorten(node.props[key]!.description))
        }
        if !props.isEmpty { parts.append(props.joined(separator: ", ")) }
        for name in JSONBytes.sortedKeys(node.bindings.keys) {
            parts.append("\(name) <-> \(node.bindings[name]!)")
        }
        for kind in JSONBytes.sortedKeys(node.events.keys) {
            parts.append("\(kind) -> \(node.events[kind]!)")
        }
        if !node.modifiers.isEmpty {
            parts.append("· " + style.magenta(node.modifiers.map(\.name).joined(separator: " ")))
        }
        return parts.joined(separator: " ")
    }

    private func shorten(_ text: String) -> String {
        guard text.count > maximumPropLength else { return text }
        return String(text.prefix(maximumPropLength - 1)) + "…"
    }

    private func append(_ node: Node, depth: Int, into lines: inout [String]) {
        let indent = String(repeating: "  ", count: depth)
        lines.append(indent + line(for: node))
        if let maximumDepth, depth >= maximumDepth {
            let hidden = node.subtreeSize - 1
            if hidden > 0 { lines.append(indent + "  " + style.dim("… \(hidden) more node\(hidden == 1 ? "" : "s")")) }
            return
        }
        for child in node.children { append(child, depth: depth + 1, into: &lines) }
        for name in JSONBytes.sortedKeys(node.slots.keys) {
            lines.append(indent + "  " + style.dim(name + ":"))
            for slotNode in node.slots[name]! { append(slotNode, depth: depth + 2, into: &lines) }
        }
    }
}
