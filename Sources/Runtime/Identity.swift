import ViewTree

/// Turns the views a render built into IR nodes with their ids (docs/ir.md):
/// the root is `0`; a child is `PARENT.INDEX`; a slot's node is `PARENT.SLOT.INDEX`; a
/// `ForEach` element is `PARENT.@KEY` (`PARENT.@N:KEY` for the N-th `ForEach` of the same
/// parent); `.id("x")` wins and its descendants derive from it.
enum Identity {
    static func document(root: NodeObject, warn: (String) -> Void) -> Document {
        var used: Set<String> = []
        let node = makeNode(root, id: root.explicitID ?? "0", used: &used, warn: warn)
        return Document(root: node)
    }

    private static func makeNode(_ object: NodeObject, id: String, used: inout Set<String>, warn: (String) -> Void) -> Node {
        if !used.insert(id).inserted { warn("two views have the id \"\(id)\"; ids must be unique") }
        var groupOrdinals: [Int: Int] = [:]
        var children: [Node] = []
        children.reserveCapacity(object.children.count)
        for (index, child) in object.children.enumerated() {
            let childID: String
            if let explicit = child.explicitID {
                childID = explicit
            } else if let key = child.forEachKey {
                let ordinal = groupOrdinals[key.group] ?? groupOrdinals.count
                groupOrdinals[key.group] = ordinal
                childID = ordinal == 0 ? "\(id).@\(key.key)" : "\(id).@\(ordinal):\(key.key)"
            } else {
                childID = "\(id).\(index)"
            }
            children.append(makeNode(child, id: childID, used: &used, warn: warn))
        }
        var slots: [String: [Node]] = [:]
        for (name, nodes) in object.slots {
            slots[name] = nodes.enumerated().map { index, slotNode in
                makeNode(slotNode, id: slotNode.explicitID ?? "\(id).\(name).\(index)", used: &used, warn: warn)
            }
        }
        var source = object.source
        source.component = object.component
        return Node(
            id: id, type: object.type, props: object.props, children: children, slots: slots, modifiers: object.modifiers,
            events: object.events, bindings: object.bindings, source: source, reads: object.reads)
    }
}
