import ViewTree

extension ControlGesture {
    /// The write that `event` on the node `id` of the tree `root` makes, reading the
    /// control's value from the app's `state` (`workbench run --tap`, the daemon's `tap`);
    /// nil as for `write(for:on:in:current:)`.
    public static func write(for event: String, on id: String, in root: Node, state: JSONValue) -> ControlGesture? {
        write(for: event, on: id, in: root, current: { (try? StatePath(parsing: $0))?.value(in: state) })
    }
}
