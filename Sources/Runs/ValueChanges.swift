import Runtime
import ViewTree

/// The `onChange` handlers a run sets off: SwiftUI runs `.onChange(of: value)` when the
/// value changes. A node's `change:PATH` event watches the state path its value was read
/// from; when a run leaves another value at that path than it found, the workbench runs
/// the event as a tap of the node, with the value before as its payload (`{"old": ...}`),
/// which the handler gets as its first argument.
public enum ValueChanges {
    /// The `change:PATH` events, in the tree's order, of the nodes on screen in `tree`
    /// whose path held another value before the run than after it, with the value before.
    /// A path absent before (state a view made in this run) has not changed.
    public static func changed(in tree: Node, before: JSONValue, after: JSONValue) -> [(target: EventTarget, old: JSONValue)] {
        var changed: [(EventTarget, JSONValue)] = []
        Screen.forEachShownNode(of: tree, state: after) { node in
            for event in node.events.keys.sorted() where event.hasPrefix("change:") {
                guard let path = try? StatePath(parsing: String(event.dropFirst("change:".count))), let old = path.value(in: before),
                    path.value(in: after) != old
                else { continue }
                changed.append((EventTarget(parsing: node.id + "/" + event), old))
            }
        }
        return changed
    }
}
