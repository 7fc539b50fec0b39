import SwiftLite
import ViewTree

/// Navigation by value, as SwiftUI's `NavigationStack` does it: a `NavigationLink(value:)`
/// pushes its value on the stack's path, and the stack shows, above its root, one screen
/// per value on the path, built by the `.navigationDestination(for:)` for the value's type.
///
/// - The path is the state bound with `NavigationStack(path: $path)` (an array, or a
///   `NavigationPath`, which is an array to scripts), or else the stack's own view-local
///   state at `local[ID].NavigationStack.path`, made when the stack is placed (as a
///   `DisclosureGroup` keeps its expansion, `BuiltInViewState`) and bound as `path`.
/// - The values are kept as JSON (`StateCoding`): a value of the program's own type is its
///   fields (an enum its case), read back as the type of the destination that takes it.
/// - Once the views below the stack are built (`ComponentExpansion`), the destinations
///   visible from its root (the `navigationDestination(for:)` modifiers in its content,
///   not in a nested stack or a sheet) build a screen for each value, in order, into the
///   stack's slot `path` (top screen last); each screen's destinations are visible to the
///   values above it. A value no visible destination takes is an `EmptyView` screen: SwiftUI
///   pushes a screen it cannot fill (and logs that no destination matches).
/// - Each `NavigationLink(value:)` under the root or a screen gets a `tap` that appends its
///   value to the path, when a destination for the value's type is visible from it; without
///   one it has no tap (SwiftUI's link does nothing then).
/// - The stack's `pop` event removes the top screens (the payload says how many, 1 without
///   one); `dismiss()` in a screen pops it and the screens above it.
enum NavigationStackState {
    /// The name of the type a metatype argument names: `Int.self` → `Int`, `Route.self` → `Route`.
    static func typeName(ofMetatype value: SwiftLite.Value) -> String {
        if let name = value.metatypeName { return name }
        switch value {
        case .native(let function):
            return function.name.hasSuffix(".init") ? String(function.name.dropLast(5)) : function.name
        case .string(let name):
            return name
        default:
            return value.typeName
        }
    }

    /// Gives a `NavigationStack` its path and the screens its values push.
    static func keepPath(of node: NodeObject, context: RunContext, interpreter: Interpreter) throws(ScriptError) {
        let stack = Stack()
        if let bound = node.bindings["path"] {
            do throws(StatePath.ParseError) { stack.path = try StatePath(parsing: bound) } catch { throw ScriptError(.host, error.description) }
        }
        let ownsPath = stack.path == nil && node.props["path"] == nil
        let pop = SwiftLite.Value.native(
            NativeFunction(name: "pop", signatures: []) { [unowned context] (call: inout NativeCall) throws(ScriptError) -> SwiftLite.Value in
                var count = 1
                if case .host(let action as ActionContextObject)? = call.arguments.first ?? nil {
                    switch action.payload {
                    case .null: break
                    case .int(let number) where number >= 0: count = number
                    default: throw ScriptError(.invalidArgument, "a pop event's payload is how many screens to pop, such as 1")
                    }
                }
                try stack.truncate(droppingLast: count, context: context)
                return .null
            })
        node.events["pop"] = context.registerAnonymousAction(pop, site: pop, interpreter: interpreter)
        node.placement = { [unowned context, unowned node] (id: String) throws(ScriptError) in
            if ownsPath {
                let path = ViewState.path(id: id, type: "NavigationStack").appending(.key("path"))
                stack.path = path
                if context.store.get(path).isNull { try context.write(.array([]), at: path) }
                node.bindings["path"] = path.description
                context.keepLocalState(id: id, type: "NavigationStack")
            }
            if let path = stack.path { node.reads.insert(path.description) }
        }
        node.completion = { [unowned context, unowned node] (id: String, expand: (NodeObject, String) throws(ScriptError) -> NodeObject) throws(ScriptError) in
            try build(node, id: id, stack: stack, expand: expand, context: context, interpreter: interpreter)
        }
        context.deferredViews += 1
    }

    /// The stack's path, once known, and the destinations visible from its root.
    private final class Stack {
        var path: StatePath?

        /// The values on the path, as kept in the store.
        func values(context: RunContext) -> [SwiftLite.Value] {
            guard let path else { return [] }
            return context.store.get(path).arrayElements ?? []
        }

        /// Pops `count` screens (all there are, when fewer).
        func truncate(droppingLast count: Int, context: RunContext) throws(ScriptError) {
            guard let path, count > 0 else { return }
            let values = values(context: context)
            guard !values.isEmpty else { return }
            try context.write(.array(Array(values.dropLast(min(count, values.count)))), at: path)
        }

        /// Keeps the first `count` values: pops the screens from position `count` up.
        func truncate(keeping count: Int, context: RunContext) throws(ScriptError) {
            guard let path else { return }
            let values = values(context: context)
            guard values.count > count else { return }
            try context.write(.array(Array(values.prefix(count))), at: path)
        }

        /// Pushes `value`.
        func push(_ value: SwiftLite.Value, context: RunContext) throws(ScriptError) {
            guard let path else { return }
            try context.write(.array(values(context: context) + [value]), at: path)
        }
    }

    private typealias Destination = (type: String, content: SwiftLite.Value)

    /// Builds the screens of the values on the path into the slot `path`, and gives the
    /// links their taps.
    private static func build(
        _ node: NodeObject, id: String, stack: Stack, expand: (NodeObject, String) throws(ScriptError) -> NodeObject, context: RunContext,
        interpreter: Interpreter
    ) throws(ScriptError) {
        var destinations: [Destination] = []
        var links: [NodeObject] = []
        for child in node.children { collect(in: child, destinations: &destinations, links: &links) }
        for slot in node.slots where !isPresentation(slot.name) {
            for slotNode in slot.nodes { collect(in: slotNode, destinations: &destinations, links: &links) }
        }
        wire(links, destinations: destinations, stack: stack, context: context, interpreter: interpreter)
        guard stack.path != nil, !node.slots.contains(where: { $0.name == "path" }) else { return }
        var screens: [NodeObject] = []
        for (index, stored) in stack.values(context: context).enumerated() {
            var screen = try makeScreen(for: stored, destinations: destinations, source: node.source, context: context, interpreter: interpreter)
            let dismiss = SwiftLite.Value.native(
                NativeFunction(name: "dismiss", signatures: []) { [unowned context] (_: inout NativeCall) throws(ScriptError) -> SwiftLite.Value in
                    try stack.truncate(keeping: index, context: context)
                    return .null
                })
            screen.environmentValues += [(".dismiss", dismiss), (".presentationMode", .host(PresentationModeObject.Binding(dismiss: dismiss)))]
            screen = try expand(screen, Identity.slotID(of: screen, slot: "path", at: index, parent: id))
            var screenLinks: [NodeObject] = []
            collect(in: screen, destinations: &destinations, links: &screenLinks)
            wire(screenLinks, destinations: destinations, stack: stack, context: context, interpreter: interpreter)
            screens.append(screen)
        }
        if !screens.isEmpty { _ = node.addSlot("path", screens) }
    }

    /// The screen for one value on the path: what the first visible destination that takes
    /// it builds, or an `EmptyView` when none does.
    private static func makeScreen(
        for stored: SwiftLite.Value, destinations: [Destination], source: ViewTree.SourceLocation, context: RunContext, interpreter: Interpreter
    ) throws(ScriptError) -> NodeObject {
        guard let (destination, value) = match(stored, destinations: destinations, interpreter: interpreter) else {
            return NodeObject(type: "EmptyView", context: context, source: source)
        }
        context.reads.reset()
        let content = try interpreter.call(destination.content, [value])
        var nodes = try ViewContent.nodes(in: content, context: context, interpreter: interpreter, yielded: false)
        let screen: NodeObject
        if nodes.count == 1 {
            screen = nodes.removeFirst()
        } else {
            // One screen per value: several views (or none) are one node.
            screen = NodeObject(type: nodes.isEmpty ? "EmptyView" : "Group", context: context, source: source)
            screen.children = nodes
        }
        screen.reads.formUnion(context.reads.claim())
        return screen
    }

    /// The first destination that takes the stored value, and the value read back as its
    /// type: one whose type the value is exactly first (an `Int` destination takes `3` before
    /// a `Double` one does).
    private static func match(_ stored: SwiftLite.Value, destinations: [Destination], interpreter: Interpreter) -> (Destination, SwiftLite.Value)? {
        for exact in [true, false] {
            for destination in destinations {
                if let value = decode(stored, as: destination.type, exact: exact, interpreter: interpreter) { return (destination, value) }
            }
        }
        return nil
    }

    private static func decode(_ stored: SwiftLite.Value, as type: String, exact: Bool, interpreter: Interpreter) -> SwiftLite.Value? {
        switch (type, stored) {
        case ("Int", .int), ("String", .string), ("Bool", .bool), ("Double", .double): return stored
        case ("Double", .int(let number)): return exact ? nil : .double(Double(number))
        case ("UUID", .string): return StateCoding.decode(stored, as: .uuid)
        case ("Int", _), ("String", _), ("Bool", _), ("Double", _), ("UUID", _): return nil
        default:
            guard let info = interpreter.program.declaredType(named: type) else { return nil }
            return StateCoding.decode(stored, as: .declared(info))
        }
    }

    /// The name of the type of a link's value, as a destination names it (`Int`, `UUID`, `Route`).
    private static func typeName(of value: SwiftLite.Value) -> String {
        value.typeName
    }

    /// Gives each link a tap that pushes its value, when a destination for its type is visible.
    private static func wire(_ links: [NodeObject], destinations: [Destination], stack: Stack, context: RunContext, interpreter: Interpreter) {
        for link in links {
            guard link.events["tap"] == nil, let value = link.navigationValue else { continue }
            let type = typeName(of: value)
            guard destinations.contains(where: { $0.type == type }) else { continue }
            let push = SwiftLite.Value.native(
                NativeFunction(name: "NavigationLink", signatures: []) { [unowned context] (_: inout NativeCall) throws(ScriptError) -> SwiftLite.Value in
                    try stack.push(value, context: context)
                    return .null
                })
            let fileIndex = interpreter.program.files.firstIndex { $0.name == link.source.file } ?? 0
            let location = SwiftLite.SourceLocation(line: Int32(link.source.line), column: Int32(link.source.column))
            link.events["tap"] = context.registerAnonymousAction(push, at: (fileIndex, location), interpreter: interpreter)
        }
    }

    /// The destinations and value links under `node` that belong to the stack: not those in
    /// a nested stack, nor in a sheet (whose content has a navigation of its own).
    private static func collect(in node: NodeObject, destinations: inout [Destination], links: inout [NodeObject]) {
        destinations += node.navigationDestinations
        if node.navigationValue != nil { links.append(node) }
        if node.type == "NavigationStack" { return }
        for child in node.children { collect(in: child, destinations: &destinations, links: &links) }
        for slot in node.slots where !isPresentation(slot.name) {
            for slotNode in slot.nodes { collect(in: slotNode, destinations: &destinations, links: &links) }
        }
    }

    /// Whether a slot holds a presentation with a navigation of its own (`sheet`, `sheet2`).
    private static func isPresentation(_ slot: String) -> Bool {
        ["sheet", "fullScreenCover", "popover"].contains { slot.hasPrefix($0) }
    }
}
