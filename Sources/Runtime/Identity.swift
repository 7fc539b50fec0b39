import ViewTree

/// Turns the views a render built into IR nodes with their ids (docs/ir.md):
/// the root is `0`; a child is `PARENT.INDEX`; a slot's node is `PARENT.SLOT.INDEX`; a
/// `ForEach` element is `PARENT.@KEY` (`PARENT.@N:KEY` for the N-th `ForEach` of the same
/// parent); `.id("x")` wins and its descendants derive from it.
///
/// Given the last tree the runner made, a subtree that comes out exactly as its
/// counterpart there (same id, same fields to the byte, same children) is that very value,
/// and a node whose own fields came out the same keeps their storage. Nothing changes in
/// the IR's content; what changes is that an edit's unchanged subtrees share their storage
/// with the last run's, which whoever keeps the last tree recognises in one comparison
/// instead of reading the subtree (the store's encoder, see `Node.shareStorage`).
enum Identity {
    /// The document, and how many nodes it has (the next render's hint).
    static func document(
        root: NodeObject, previous: (root: Node, size: Int)? = nil, warn: (String) -> Void
    ) -> (document: Document, size: Int) {
        var used: Set<String> = []
        // Growing the set node by node rehashed every id about twice.
        used.reserveCapacity(previous?.size ?? 0)
        let id = root.explicitID ?? "0"
        guard var previousRoot = previous?.root, sameBytes(previousRoot.id, id) else {
            return (Document(root: makeNode(root, id: id, previous: nil, used: &used, warn: warn)!), used.count)
        }
        let made = withUnsafePointer(to: &previousRoot) { makeNode(root, id: id, previous: $0, used: &used, warn: warn) }
        return (Document(root: made ?? previousRoot), used.count)
    }

    /// The node for `object`, or nil when it is `previous` itself (the whole subtree the
    /// same; never nil without a `previous`).
    ///
    /// `previous` is read through a pointer into its parent's array, and is not copied when
    /// it is the node: copying a node retains and releases each of its fields, which was a
    /// third of the cost of a subtree that came out the same.
    private static func makeNode(
        _ object: NodeObject, id: String, previous: UnsafePointer<Node>?, used: inout Set<String>,
        warn: (String) -> Void
    ) -> Node? {
        if !used.insert(id).inserted { warn("two views have the id \"\(id)\"; ids must be unique") }
        let earlier = previous?.pointee.children ?? []
        // Made only once a child is not the last tree's own at its position: when none
        // differs, the node shares the last tree's array.
        var children: [Node]?
        var ordinals = ChildOrdinals()
        var earlierByID: [String: Int]?
        earlier.withUnsafeBufferPointer { earlierNodes in
            for (index, child) in object.children.enumerated() {
                let childID = ordinals.id(of: child, at: index, parent: id)
                var counterpart: UnsafePointer<Node>?
                if index < earlierNodes.count, sameBytes(earlierNodes[index].id, childID) {
                    counterpart = earlierNodes.baseAddress! + index
                } else if !earlierNodes.isEmpty {
                    if earlierByID == nil {
                        earlierByID = Dictionary(
                            earlierNodes.indices.map { (earlierNodes[$0].id, $0) }, uniquingKeysWith: { first, _ in first })
                    }
                    counterpart = earlierByID![childID].map { earlierNodes.baseAddress! + $0 }
                }
                let made = makeNode(child, id: childID, previous: counterpart, used: &used, warn: warn)
                let isEarlier = made == nil && index < earlierNodes.count && counterpart == earlierNodes.baseAddress! + index
                if children == nil, !isEarlier {
                    var list = Array(earlierNodes.prefix(index))
                    list.reserveCapacity(object.children.count)
                    children = list
                }
                if children != nil { children!.append(made ?? counterpart!.pointee) }
            }
        }
        // No child differed: the node has the last tree's children, or the first of them.
        let sameChildren = children == nil && object.children.count == earlier.count
        let madeChildren = children ?? (sameChildren ? earlier : Array(earlier.prefix(object.children.count)))

        var slots: [String: [Node]] = [:]
        var sameSlots = object.slots.count == (previous?.pointee.slots.count ?? 0)
        for (name, nodes) in object.slots {
            let earlierSlot = previous?.pointee.slots[name] ?? []
            var sameSlot = nodes.count == earlierSlot.count
            let made = nodes.enumerated().map { index, slotNode in
                let slotID = Identity.slotID(of: slotNode, slot: name, at: index, parent: id)
                // At the same place unless the slot's nodes moved (a toolbar can hold many).
                let counterpart =
                    index < earlierSlot.count && sameBytes(earlierSlot[index].id, slotID)
                    ? index : earlierSlot.firstIndex { sameBytes($0.id, slotID) }
                let made = earlierSlot.withUnsafeBufferPointer { earlierNodes in
                    makeNode(slotNode, id: slotID, previous: counterpart.map { earlierNodes.baseAddress! + $0 }, used: &used, warn: warn)
                }
                if made != nil || counterpart != index { sameSlot = false }
                return made ?? earlierSlot[counterpart!]
            }
            if !sameSlot { sameSlots = false }
            slots[name] = sameSlot ? earlierSlot : made
        }

        var source = object.source
        source.component = object.component
        // Ids are matched through dictionaries too, which take canonically equivalent
        // strings as equal: the bytes decide.
        if let previous, sameBytes(id, previous.pointee.id), hasSameOwnFields(object, source: source, as: previous) {
            if sameChildren, sameSlots { return nil }
            var node = previous.pointee
            node.children = madeChildren
            node.slots = sameSlots ? previous.pointee.slots : slots
            return node
        }
        let node = Node(
            id: id, type: object.type, props: object.props, children: madeChildren, slots: slots, modifiers: object.modifiers,
            events: object.events, bindings: object.bindings, source: source, reads: object.reads)
        return node
    }

    /// Whether the node `object` makes has `previous`'s own fields, byte for byte: all but
    /// its id (compared by the caller), children and slots.
    private static func hasSameOwnFields(_ object: NodeObject, source: SourceLocation, as previous: UnsafePointer<Node>) -> Bool {
        guard sameBytes(object.type, previous.pointee.type),
            object.props.count == previous.pointee.props.count,
            object.modifiers.count == previous.pointee.modifiers.count,
            object.events.count == previous.pointee.events.count,
            object.bindings.count == previous.pointee.bindings.count,
            object.reads.count == previous.pointee.reads.count,
            let earlierSource = previous.pointee.source,
            source.line == earlierSource.line, source.column == earlierSource.column,
            sameBytes(source.file, earlierSource.file)
        else { return false }
        switch (source.component, earlierSource.component) {
        case (nil, nil): break
        case (let component?, let earlierComponent?) where sameBytes(component, earlierComponent): break
        default: return false
        }
        if !object.props.isEmpty, !ViewTree.Value.exactlyEqual(object.props, previous.pointee.props) { return false }
        for index in object.modifiers.indices {
            guard sameBytes(object.modifiers[index].name, previous.pointee.modifiers[index].name),
                Argument.exactlyEqual(object.modifiers[index].arguments, previous.pointee.modifiers[index].arguments)
            else { return false }
        }
        if !object.events.isEmpty, !sameEntries(object.events, previous.pointee.events, sameBytes) { return false }
        if !object.bindings.isEmpty, !sameEntries(object.bindings, previous.pointee.bindings, sameBytes) { return false }
        if !object.reads.isEmpty, !sameElements(object.reads, previous.pointee.reads) { return false }
        return true
    }
}

extension Identity {
    /// The ids of a node's children, told one child at a time in order: a `ForEach`'s
    /// elements are numbered by the order in which their `ForEach`s first appear.
    struct ChildOrdinals {
        private var groupOrdinals: [Int: Int] = [:]
        /// The places held so far by conditionals that showed nothing.
        private var heldPlaces = 0

        /// The id of the child at `index` of the node `parent`: its explicit id, its
        /// `ForEach` key (`P.@KEY`, `P.@N:KEY`), or its position (`P.3`), which counts the
        /// places held by the conditionals before it that showed nothing.
        mutating func id(of child: NodeObject, at index: Int, parent: String) -> String {
            heldPlaces += child.heldPlacesBefore
            if let explicit = child.explicitID { return explicit }
            if let key = child.forEachKey {
                let ordinal = groupOrdinals[key.group] ?? groupOrdinals.count
                groupOrdinals[key.group] = ordinal
                return ordinal == 0 ? "\(parent).@\(key.key)" : "\(parent).@\(ordinal):\(key.key)"
            }
            return "\(parent).\(index + heldPlaces)"
        }
    }

    /// The id of the node at `index` of the slot `slot` of `parent`: `P.SLOT.N`, unless it
    /// has an explicit one.
    static func slotID(of node: NodeObject, slot: String, at index: Int, parent: String) -> String {
        node.explicitID ?? "\(parent).\(slot).\(index)"
    }
}
