/// What changed between two view trees, matching nodes by id.
///
/// A node present only in the new tree is added; only in the old, removed (each listed
/// once, at the root of the subtree that came or went). A node present in both is moved
/// when its parent or slot changed, or when its order relative to its surviving siblings
/// changed (so inserting at the front of a list moves nothing). It is changed when its
/// type, props, modifiers, slot contents, events, bindings or reads differ. Source
/// locations are not compared: an edit above a node shifts its line without changing it.
public struct TreeDiff: Hashable, Sendable {
    /// A subtree that appeared or disappeared.
    public struct Subtree: Hashable, Sendable {
        /// The subtree root's id.
        public var id: String
        /// Its type.
        public var type: String
        /// Where it sits (in the new tree when added, in the old when removed).
        public var placement: Placement
        /// The number of nodes in the subtree, its root included.
        public var size: Int
    }

    /// A node whose position changed.
    public struct Move: Hashable, Sendable {
        /// The node's id.
        public var id: String
        /// Its type (in the new tree).
        public var type: String
        /// Where it was.
        public var from: Placement
        /// Where it is.
        public var to: Placement
    }

    /// One changed aspect of a node.
    public struct Change: Hashable, Sendable {
        /// What changed: `type`, `props.NAME`, `modifiers`, `slots.NAME`, `events.KIND`,
        /// `bindings.NAME`, or `reads`.
        public var field: String
        /// The value before; `nil` when it was absent.
        public var before: FieldValue?
        /// The value after; `nil` when it is absent.
        public var after: FieldValue?
    }

    /// A node present in both trees with at least one changed aspect.
    public struct ChangedNode: Hashable, Sendable {
        /// The node's id.
        public var id: String
        /// Its type (in the new tree).
        public var type: String
        /// What changed, in field order.
        public var changes: [Change]
    }

    /// The value of a changed aspect.
    public enum FieldValue: Hashable, Sendable, CustomStringConvertible {
        /// A prop's value.
        case value(Value)
        /// A type name, an event's action id or a binding's path.
        case text(String)
        /// The modifier list.
        case modifiers([Modifier])
        /// The ids in a slot, in order.
        case ids([String])
        /// A set of state paths, sorted.
        case paths([String])

        public var description: String {
            switch self {
            case .value(let value): return value.description
            case .text(let text): return text
            case .modifiers(let modifiers): return modifiers.isEmpty ? "(none)" : modifiers.map(\.description).joined(separator: ", ")
            case .ids(let ids): return "[" + ids.joined(separator: ", ") + "]"
            case .paths(let paths): return "[" + paths.joined(separator: ", ") + "]"
            }
        }

        /// The value as JSON: a prop in the IR's value encoding, lists as arrays.
        public var jsonValue: JSONValue {
            switch self {
            case .value(let value): return value.jsonValue
            case .text(let text): return .string(text)
            case .modifiers(let modifiers):
                return .array(modifiers.map { .object(["name": .string($0.name), "args": Argument.jsonArray($0.arguments)]) })
            case .ids(let ids): return .array(ids.map { .string($0) })
            case .paths(let paths): return .array(paths.map { .string($0) })
            }
        }
    }

    /// Subtrees that appeared, in the new tree's order.
    public var added: [Subtree] = []
    /// Subtrees that disappeared, in the old tree's order.
    public var removed: [Subtree] = []
    /// Nodes that moved, in the new tree's order.
    public var moved: [Move] = []
    /// Nodes that changed, in the new tree's order.
    public var changed: [ChangedNode] = []

    /// Creates an empty diff.
    public init() {}

    /// True when the trees are the same apart from source locations.
    public var isEmpty: Bool { added.isEmpty && removed.isEmpty && moved.isEmpty && changed.isEmpty }

    /// How many nodes were touched: every node added or removed (whole subtrees), moved or
    /// changed, each counted once.
    public var touchedNodeCount: Int {
        var ids = Set(moved.map(\.id))
        ids.formUnion(changed.map(\.id))
        return ids.count + added.reduce(0) { $0 + $1.size } + removed.reduce(0) { $0 + $1.size }
    }
}

extension TreeDiff {
    /// The diff between two documents' trees.
    public init(from old: Document, to new: Document) {
        self.init(from: old.root, to: new.root)
    }

    /// The diff between two trees.
    public init(from old: Node, to new: Node) {
        self.init()
        let oldIndex = TreeIndex(root: old)
        let newIndex = TreeIndex(root: new)

        // Added and removed: nodes present on one side only, listed at their subtree root.
        for id in newIndex.order where oldIndex.entries[id] == nil {
            let entry = newIndex.entries[id]!
            if let parent = entry.placement.parent, oldIndex.entries[parent] == nil { continue }
            added.append(Subtree(id: id, type: entry.node.type, placement: entry.placement, size: entry.node.subtreeSize))
        }
        for id in oldIndex.order where newIndex.entries[id] == nil {
            let entry = oldIndex.entries[id]!
            if let parent = entry.placement.parent, newIndex.entries[parent] == nil { continue }
            removed.append(Subtree(id: id, type: entry.node.type, placement: entry.placement, size: entry.node.subtreeSize))
        }

        // Moved: a new parent or slot, or out of order among the siblings both sides share.
        let reordered = Self.reorderedIDs(old: oldIndex, new: newIndex)
        for id in newIndex.order {
            guard let before = oldIndex.entries[id], let after = newIndex.entries[id] else { continue }
            let newContainer = after.placement.parent != before.placement.parent || after.placement.slot != before.placement.slot
            if newContainer || reordered.contains(id) {
                moved.append(Move(id: id, type: after.node.type, from: before.placement, to: after.placement))
            }
        }

        // Changed: the node's own aspects.
        for id in newIndex.order {
            guard let before = oldIndex.entries[id]?.node, let after = newIndex.entries[id]?.node else { continue }
            let changes = Self.changes(from: before, to: after)
            if !changes.isEmpty { changed.append(ChangedNode(id: id, type: after.type, changes: changes)) }
        }
    }

    /// The ids whose order among common siblings changed: those outside a longest
    /// increasing run of old positions, taken in new order.
    private static func reorderedIDs(old: TreeIndex, new: TreeIndex) -> Set<String> {
        var result: Set<String> = []
        for (container, newIDs) in new.containers {
            guard let oldIDs = old.containers[container] else { continue }
            var oldPosition: [String: Int] = [:]
            for (position, id) in oldIDs.enumerated() { oldPosition[id] = position }
            let common = newIDs.filter { oldPosition[$0] != nil }
            let keep = longestIncreasingSubsequence(common.map { oldPosition[$0]! })
            for (index, id) in common.enumerated() where !keep.contains(index) { result.insert(id) }
        }
        return result
    }

    /// The indices (into `sequence`) of one longest strictly increasing subsequence.
    private static func longestIncreasingSubsequence(_ sequence: [Int]) -> Set<Int> {
        guard !sequence.isEmpty else { return [] }
        var tails: [Int] = []  // indices into sequence
        var previous = [Int](repeating: -1, count: sequence.count)
        for (index, value) in sequence.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if sequence[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var result: Set<Int> = []
        var cursor = tails.last!
        while cursor >= 0 {
            result.insert(cursor)
            cursor = previous[cursor]
        }
        return result
    }

    private static func changes(from before: Node, to after: Node) -> [Change] {
        var changes: [Change] = []
        if before.type != after.type {
            changes.append(Change(field: "type", before: .text(before.type), after: .text(after.type)))
        }
        // Each aspect is compared whole first: most nodes are unchanged, and merging and
        // sorting key sets for every one of them was most of the cost of a diff.
        if before.props != after.props {
            for key in JSONBytes.sortedKeys(Set(before.props.keys).union(after.props.keys)) where before.props[key] != after.props[key] {
                changes.append(Change(field: "props." + key, before: before.props[key].map { .value($0) }, after: after.props[key].map { .value($0) }))
            }
        }
        if before.modifiers != after.modifiers {
            changes.append(Change(field: "modifiers", before: .modifiers(before.modifiers), after: .modifiers(after.modifiers)))
        }
        if !before.slots.isEmpty || !after.slots.isEmpty {  // slots are compared by their nodes' ids, not whole
            for name in JSONBytes.sortedKeys(Set(before.slots.keys).union(after.slots.keys)) {
                let beforeIDs = before.slots[name]?.map(\.id)
                let afterIDs = after.slots[name]?.map(\.id)
                if beforeIDs != afterIDs {
                    changes.append(Change(field: "slots." + name, before: beforeIDs.map { .ids($0) }, after: afterIDs.map { .ids($0) }))
                }
            }
        }
        if before.events != after.events {
            for kind in JSONBytes.sortedKeys(Set(before.events.keys).union(after.events.keys)) where before.events[kind] != after.events[kind] {
                changes.append(Change(field: "events." + kind, before: before.events[kind].map { .text($0) }, after: after.events[kind].map { .text($0) }))
            }
        }
        if before.bindings != after.bindings {
            for name in JSONBytes.sortedKeys(Set(before.bindings.keys).union(after.bindings.keys)) where before.bindings[name] != after.bindings[name] {
                changes.append(Change(field: "bindings." + name, before: before.bindings[name].map { .text($0) }, after: after.bindings[name].map { .text($0) }))
            }
        }
        if before.reads != after.reads {
            changes.append(Change(field: "reads", before: .paths(JSONBytes.sortedKeys(before.reads)), after: .paths(JSONBytes.sortedKeys(after.reads))))
        }
        return changes
    }
}

/// Every node of a tree by id, with its placement, in visiting order. When ids repeat
/// (an explicit `.id` used twice), the first occurrence wins.
struct TreeIndex {
    struct Entry {
        var node: Node
        var placement: Placement
    }

    /// A parent's children or one of its slots.
    struct Container: Hashable {
        var parent: String
        var slot: String?
    }

    var entries: [String: Entry] = [:]
    var order: [String] = []
    var containers: [Container: [String]] = [:]

    init(root: Node) {
        visit(root, placement: .root)
    }

    private mutating func visit(_ node: Node, placement: Placement) {
        if let first = entries.updateValue(Entry(node: node, placement: placement), forKey: node.id) {
            entries[node.id] = first  // an id seen before: the first occurrence wins
            return
        }
        order.append(node.id)
        if let parent = placement.parent {
            containers[Container(parent: parent, slot: placement.slot), default: []].append(node.id)
        }
        node.forEachContent { childPlacement, child in visit(child, placement: childPlacement) }
    }
}
