import SwiftLite
import ViewTree

/// The state SwiftUI's own views keep when the code gives them no binding: a
/// `DisclosureGroup("Title") { ... }` without `isExpanded:` opens and closes by itself.
///
/// It is view-local state, as a view struct's `@State`: kept at `local[ID].DisclosureGroup.
/// isExpanded` (the node's id, known once the node has its place, see `ComponentExpansion`),
/// bound as `isExpanded` would be, dropped when the view leaves the tree. The node's `tap`
/// toggles it, as a tap on the group's label does.
enum BuiltInViewState {
    /// Gives an unbound `DisclosureGroup` its own expansion state.
    ///
    /// With `isExpanded: $open` it has no state of its own, and its `tap` toggles `open`.
    static func keepExpansion(of node: NodeObject, context: RunContext, interpreter: Interpreter) throws(ScriptError) {
        let holder = Holder()
        if let bound = node.bindings["isExpanded"] {
            do throws(StatePath.ParseError) { holder.path = try StatePath(parsing: bound) } catch { throw ScriptError(.host, error.description) }
        }
        let toggle = SwiftLite.Value.native(
            NativeFunction(name: "DisclosureGroup", signatures: []) { [unowned context] (_: inout NativeCall) throws(ScriptError) -> SwiftLite.Value in
                // Tapped before it was ever placed (no id): nothing to open.
                guard let path = holder.path else { return .null }
                var expanded = false
                if case .bool(true) = context.store.get(path) { expanded = true }
                try context.write(.bool(!expanded), at: path)
                return .null
            })
        node.events["tap"] = context.registerAnonymousAction(toggle, site: toggle, interpreter: interpreter)
        guard holder.path == nil else { return }
        node.placement = { [unowned context, unowned node] (id: String) throws(ScriptError) in
            let path = ViewState.path(id: id, type: "DisclosureGroup").appending(.key("isExpanded"))
            holder.path = path
            if context.store.get(path).isNull { try context.write(.bool(false), at: path) }
            node.reads.insert(path.description)
            node.bindings["isExpanded"] = path.description
            context.keepLocalState(id: id, type: "DisclosureGroup")
        }
        context.deferredViews += 1
    }

    /// The path the state is kept at, once the node is placed.
    private final class Holder {
        var path: StatePath?
    }
}
