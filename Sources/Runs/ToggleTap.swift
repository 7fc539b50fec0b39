import Runtime
import ViewTree

/// A tap on a script's `Toggle`: SwiftUI flips its `isOn`, and a Toggle has no action of
/// its own to run, so `workbench run --tap` and the daemon's `tap` write the flipped
/// value through the binding, as the preview does when the toggle is clicked.
public enum ToggleTap {
    /// The binding's path and the value a tap writes (`!isOn`, or `true` when nothing is
    /// stored there yet), when `event` is a tap of a Toggle that has no tap event of its
    /// own and has an `isOn` binding; nil for anything else.
    public static func flip(_ event: String, of node: Node, state: JSONValue) -> (path: String, value: JSONValue)? {
        guard event == "tap", node.type == "Toggle", node.events["tap"] == nil, let path = node.bindings["isOn"] else { return nil }
        let current = (try? StatePath(parsing: path))?.value(in: state)
        if case .bool(let on)? = current { return (path, .bool(!on)) }
        return (path, .bool(true))
    }
}
