import ViewTree

/// `:inspect`'s text: everything the daemon's `node` reply says about one node, one
/// section per line, labels in a column:
///
///     Text 0.0.0.1 · counter
///     props          text: "3"
///     modifiers      font(.system(size: 28, weight: .semibold))
///                    frame(minWidth: 60)
///     slots          none
///     events         none
///     bindings       none
///     reads          none
///     subtree reads  count
///     changed in     #3, #4
///     source         components.swift:8:9
///                      6 |         Button("-", action: "decrement")
///                    > 8 |         Text("\(count)")
enum NodeInspectionText {
    static func render(_ reply: JSONValue, style: TerminalStyle) throws(ReplError) -> String {
        guard let nodeJSON = reply.objectValue?["node"] else { throw .badReply("node", "no \"node\"") }
        let node: Node
        do { node = try Node(json: nodeJSON) } catch { throw .badReply("node", error.description) }

        var sections: [(label: String, lines: [String])] = []
        sections.append(("props", JSONBytes.sortedKeys(node.props.keys).map { "\($0): \(node.props[$0]!)" }))
        sections.append(("modifiers", node.modifiers.map(\.description)))
        sections.append(("slots", JSONBytes.sortedKeys(node.slots.keys).map { name in
            "\(name): " + node.slots[name]!.map { "\($0.type) \($0.id)" }.joined(separator: ", ")
        }))
        sections.append(("events", JSONBytes.sortedKeys(node.events.keys).map { "\($0) -> \(node.events[$0]!)" }))
        sections.append(("bindings", JSONBytes.sortedKeys(node.bindings.keys).map { "\($0) <-> \(node.bindings[$0]!)" }))
        if case .object(let views)? = reply.objectValue?["state"] {
            // A view's own state: `CounterView.count  3`, one line per property.
            var lines: [String] = []
            for view in JSONBytes.sortedKeys(views.keys) {
                guard case .object(let properties) = views[view]! else { continue }
                for property in JSONBytes.sortedKeys(properties.keys) { lines.append("\(view).\(property) = \(properties[property]!.canonicalText)") }
            }
            sections.append(("state", lines))
        }
        sections.append(("reads", JSONBytes.sortedKeys(node.reads)))
        let subtreeReads = reply.objectValue?["subtreeReads"]?.arrayValue?.compactMap(\.stringValue) ?? []
        sections.append(("subtree reads", subtreeReads.isEmpty ? [] : [subtreeReads.joined(separator: ", ")]))
        let changedIn = reply.objectValue?["changedIn"]?.arrayValue?.compactMap(\.intValue) ?? []
        sections.append(("changed in", changedIn.isEmpty ? ["not since the daemon started"] : [changedIn.map { "#\($0)" }.joined(separator: ", ")]))
        if let source = node.source {
            var lines = [source.description]
            if let excerpt = reply.objectValue?["sourceExcerpt"]?.stringValue, !excerpt.isEmpty {
                lines += excerpt.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            }
            sections.append(("source", lines))
        } else {
            sections.append(("source", ["unknown"]))
        }

        let width = sections.map(\.label.count).max()! + 2
        var output = [style.blue(node.type) + " " + style.bold(node.id) + (node.source?.component.map { " · " + $0 } ?? "")]
        for (label, lines) in sections {
            let padding = String(repeating: " ", count: width - label.count)
            let shown = lines.isEmpty ? [style.dim("none")] : lines
            output.append(style.dim(label) + padding + shown[0])
            for line in shown.dropFirst() { output.append(String(repeating: " ", count: width) + line) }
        }
        return output.joined(separator: "\n")
    }
}
