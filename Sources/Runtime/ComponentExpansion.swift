import SwiftLite
import ViewTree

/// Builds the bodies of the view structs a render used (`struct TodoRow: View`), from the
/// root down, once each one's place in the tree, and so its id, is known.
///
/// A view struct used as content (`TodoRow(todo: t)`) first becomes a stand-in node that
/// holds the struct's value, and takes modifiers like any view. Its `body` runs only when
/// the walk reaches it, as SwiftUI runs a body once the view is in the hierarchy: its
/// state (`@State`) lives at its id, which must be known before the body reads it. The
/// body's root then takes the stand-in's place, with the stand-in's modifiers, events and
/// identity added, and the struct's name as its component (as a function component's
/// root has its function's).
enum ComponentExpansion {
    /// How many view structs may stand for one another at one place (`A`'s body is `B()`,
    /// whose body is `C()`...) before the nesting is taken for an endless one.
    static let maximumChain = 64

    /// The tree with every view struct's body built, from `root` (whose id is `id`) down.
    static func expand(_ root: NodeObject, context: RunContext, interpreter: Interpreter) throws(ScriptError) -> NodeObject {
        try expand(root, id: root.explicitID ?? "0", depth: 1, environment: [:], context: context, interpreter: interpreter)
    }

    private static func expand(
        _ start: NodeObject, id: String, depth: Int, environment inherited: [String: SwiftLite.Value], context: RunContext, interpreter: Interpreter
    ) throws(ScriptError) -> NodeObject {
        if depth > ViewContent.maximumDepth {
            let built = "\(start.source.file):\(start.source.line):\(start.source.column)"
            throw ScriptError(
                .invalidArgument, "views may nest at most \(ViewContent.maximumDepth) levels deep; the \(start.type) built at \(built) goes deeper")
        }
        var node = start
        var chain: [String] = []
        var environment = try ViewState.environment(below: node, id: id, inherited: inherited, context: context, interpreter: interpreter)
        while let view = node.deferredView {
            chain.append(node.type)
            if chain.count > maximumChain {
                throw ScriptError(
                    .invalidArgument,
                    "the body of \(chain[0]) never ends: each view's body is another view struct (\(chain.prefix(4).joined(separator: " → ")) → ...)")
            }
            do throws(ScriptError) {
                let placed = try ViewState.place(view, id: id, environment: environment, context: context, interpreter: interpreter)
                node = try build(placed, standIn: node, id: id, context: context, interpreter: interpreter)
            } catch {
                // The trace goes on to where the view is used, as a call would.
                var located = error
                let source = node.source
                located.appendFrame(
                    node.type, file: source.file, location: SwiftLite.SourceLocation(line: Int32(source.line), column: Int32(source.column)),
                    sourceLine: context.files.first { $0.name == source.file }?.line(source.line))
                throw located
            }
            environment = try ViewState.environment(below: node, id: id, inherited: environment, context: context, interpreter: interpreter)
        }
        if let placement = node.placement {
            node.placement = nil
            try placement(id)
        }
        if !node.hasDeferredViews { return node }
        var ordinals = Identity.ChildOrdinals()
        for index in node.children.indices {
            let child = node.children[index]
            let childID = ordinals.id(of: child, at: index, parent: id)
            if child.hasDeferredViews {
                node.children[index] = try expand(child, id: childID, depth: depth + 1, environment: environment, context: context, interpreter: interpreter)
            }
        }
        for slotIndex in node.slots.indices {
            for index in node.slots[slotIndex].nodes.indices {
                let slotNode = node.slots[slotIndex].nodes[index]
                guard slotNode.hasDeferredViews else { continue }
                let slotID = Identity.slotID(of: slotNode, slot: node.slots[slotIndex].name, at: index, parent: id)
                node.slots[slotIndex].nodes[index] = try expand(
                    slotNode, id: slotID, depth: depth + 1, environment: environment, context: context, interpreter: interpreter)
            }
        }
        if let completion = node.completion {
            node.completion = nil
            try completion(id) { (added: NodeObject, addedID: String) throws(ScriptError) -> NodeObject in
                guard added.hasDeferredViews else { return added }
                return try expand(added, id: addedID, depth: depth + 1, environment: environment, context: context, interpreter: interpreter)
            }
        }
        return node
    }

    /// Runs the view's `body` and makes its root take the stand-in's place.
    private static func build(_ view: SwiftLite.Value, standIn: NodeObject, id: String, context: RunContext, interpreter: Interpreter) throws(ScriptError) -> NodeObject {
        // What the body reads belongs to the nodes it builds; the reads left over (a `let`
        // at the top of the body) to its root.
        context.reads.reset()
        let content = try interpreter.property("body", of: view)
        var nodes = try ViewContent.nodes(in: content, context: context, interpreter: interpreter, yielded: false)
        let leftover = context.reads.claim()
        let root: NodeObject
        if nodes.count == 1 {
            root = nodes.removeFirst()
        } else {
            // A body of several views (or none) is one node, so that the struct keeps one
            // place, and one id, in its parent.
            root = NodeObject(type: nodes.isEmpty ? "EmptyView" : "Group", context: context, source: standIn.source)
            root.children = nodes
        }
        root.reads.formUnion(leftover)
        root.adopt(standIn)
        return root
    }
}

extension NodeObject {
    /// Whether the node or a node below it is a view struct whose body is not built yet.
    var hasDeferredViews: Bool {
        if deferredView != nil || placement != nil || completion != nil { return true }
        return children.contains { $0.hasDeferredViews } || slots.contains { $0.nodes.contains { $0.hasDeferredViews } }
    }

    /// Takes the place of the stand-in `standIn` for a view struct: its identity, and what was
    /// applied to it (modifiers, with the slots they filled; events; bindings; reads).
    func adopt(_ standIn: NodeObject) {
        if component == nil { component = standIn.type }
        if let explicit = standIn.explicitID { explicitID = explicit }
        if let key = standIn.forEachKey { forEachKey = key }
        heldPlacesBefore = standIn.heldPlacesBefore
        reads.formUnion(standIn.reads)
        environmentValues.append(contentsOf: standIn.environmentValues)
        navigationDestinations.append(contentsOf: standIn.navigationDestinations)
        for (kind, action) in standIn.events { events[kind] = action }
        for (name, path) in standIn.bindings { bindings[name] = path }
        var renamed: [String: String] = [:]
        for slot in standIn.slots {
            let name = addSlot(slot.name, slot.nodes)
            if name != slot.name { renamed[slot.name] = name }
        }
        for modifier in standIn.modifiers {
            guard !renamed.isEmpty else {
                modifiers.append(modifier)
                continue
            }
            // `.background { ... }` names its slot; the body's root may have one by that name.
            modifiers.append(
                Modifier(modifier.name, modifier.arguments.map { argument in
                    if case .slot(let name) = argument.value, let new = renamed[name] { return Argument(label: argument.label, .slot(new)) }
                    return argument
                }))
        }
    }
}
