// Walking a tree: every consumer (diff, store, inspector, preview) visits nodes in the same
// order, children first then slots by name, so that outputs are deterministic.

extension Node {
    /// The node's content in visiting order: children, then each slot's nodes with slots
    /// sorted by name. Each entry says where the child sits.
    public var contents: [(placement: Placement, node: Node)] {
        var result: [(placement: Placement, node: Node)] = []
        result.reserveCapacity(children.count)
        forEachContent { result.append(($0, $1)) }
        return result
    }

    /// Calls `visit` for each node of `contents`, in the same order, without collecting
    /// copies of them first.
    public func forEachContent(_ visit: (Placement, Node) throws -> Void) rethrows {
        for (index, child) in children.enumerated() {
            try visit(Placement(parent: id, slot: nil, index: index), child)
        }
        for name in JSONBytes.sortedKeys(slots.keys) {
            for (index, slotNode) in slots[name]!.enumerated() {
                try visit(Placement(parent: id, slot: name, index: index), slotNode)
            }
        }
    }

    /// Calls `visit` for this node and every node below it, parents before children.
    public func forEachNode(_ visit: (Node) throws -> Void) rethrows {
        try visit(self)
        for child in children { try child.forEachNode(visit) }
        for name in JSONBytes.sortedKeys(slots.keys) {
            for slotNode in slots[name]! { try slotNode.forEachNode(visit) }
        }
    }

    /// The number of nodes in this subtree, this node included.
    public var subtreeSize: Int {
        var count = 0
        forEachNode { _ in count += 1 }
        return count
    }

    /// The node with the given id in this subtree.
    public func node(withID wanted: String) -> Node? {
        if id == wanted { return self }
        for child in children {
            if let found = child.node(withID: wanted) { return found }
        }
        for name in JSONBytes.sortedKeys(slots.keys) {
            for slotNode in slots[name]! {
                if let found = slotNode.node(withID: wanted) { return found }
            }
        }
        return nil
    }

    /// The union of the reads of this node and every node below it.
    public var subtreeReads: Set<String> {
        var all: Set<String> = []
        forEachNode { all.formUnion($0.reads) }
        return all
    }
}

/// Where a node sits in its parent: among the children or in a named slot, at an index.
public struct Placement: Hashable, Sendable, CustomStringConvertible {
    /// The parent's id; `nil` for the root.
    public var parent: String?
    /// The slot's name, or `nil` for the children.
    public var slot: String?
    /// The position among the children or in the slot.
    public var index: Int

    /// Creates a placement.
    public init(parent: String?, slot: String?, index: Int) {
        self.parent = parent
        self.slot = slot
        self.index = index
    }

    /// The root's placement.
    public static let root = Placement(parent: nil, slot: nil, index: 0)

    /// `PARENT[INDEX]` or `PARENT.slot(NAME)[INDEX]`; `root` for the root.
    public var description: String {
        guard let parent else { return "root" }
        if let slot { return "\(parent) slot \(slot)[\(index)]" }
        return "\(parent)[\(index)]"
    }
}

// MARK: - Disabled views

extension Node {
    /// Whether the node itself is `.disabled(true)`.
    public var isDisabledByModifier: Bool {
        modifiers.contains { $0.name == "disabled" && $0.arguments.first?.value == .bool(true) }
    }

    /// Why the node with this id takes no events, as SwiftUI's `.disabled(true)` on it or on
    /// one of its ancestors makes it: `Button 0.3 is disabled`, with the ancestor that
    /// disables it (`(by .disabled(true) on VStack 0)`); nil when it is enabled or absent.
    /// A tap, a click in the preview, a control's write and `workbench run --tap` refuse it.
    public func disabledRefusal(of wanted: String) -> String? {
        var disabling: Node?
        func visit(_ node: Node, disabledBy inherited: Node?) -> Node? {
            let by = inherited ?? (node.isDisabledByModifier ? node : nil)
            if node.id == wanted {
                disabling = by
                return node
            }
            for child in node.children {
                if let found = visit(child, disabledBy: by) { return found }
            }
            for name in JSONBytes.sortedKeys(node.slots.keys) {
                for slotNode in node.slots[name]! {
                    if let found = visit(slotNode, disabledBy: by) { return found }
                }
            }
            return nil
        }
        guard let found = visit(self, disabledBy: nil), let disabling else { return nil }
        let disabled = "\(found.type) \(found.id) is disabled"
        return disabling.id == found.id ? disabled : disabled + " (by .disabled(true) on \(disabling.type) \(disabling.id))"
    }
}
