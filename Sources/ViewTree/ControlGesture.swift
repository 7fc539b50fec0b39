/// What a person's gesture on a control writes through the control's binding, when the
/// control has no action of its own for it, as SwiftUI's controls do: a tap on a `Toggle`
/// flips `isOn`; a `Stepper`'s + and − (its `increment` and `decrement` events) move
/// `value` by `step:` within `in:`; a tap on one of a `Picker`'s options (or a `TabView`'s
/// tabs) writes that option's `.tag(...)` to `selection`.
///
/// The preview, `workbench run --tap` and the daemon's `tap` all write what this says, so
/// a gesture writes the same value wherever it is made.
public struct ControlGesture: Equatable, Sendable {
    /// The control whose binding is written: the `Picker`, for a tap on one of its options.
    public var control: String
    /// The binding's name on the control: `isOn`, `value` or `selection`.
    public var binding: String
    /// The state path the binding names.
    public var path: String
    /// The value the gesture writes.
    public var value: JSONValue

    public init(control: String, binding: String, path: String, value: JSONValue) {
        self.control = control
        self.binding = binding
        self.path = path
        self.value = value
    }

    /// The write that `event` on the node `id` of the tree `root` makes, reading the state
    /// by path through `current`; nil when the node is not such a control, has an action of
    /// its own for the event (which runs instead), or has no binding to write.
    public static func write(
        for event: String, on id: String, in root: Node, current: (String) -> JSONValue?
    ) -> ControlGesture? {
        guard let node = root.node(withID: id) else { return nil }
        switch (node.type, event) {
        case ("Toggle", "tap"):
            guard node.events["tap"] == nil, let path = node.bindings["isOn"] else { return nil }
            return ControlGesture(control: node.id, binding: "isOn", path: path, value: toggled(current(path)))
        case ("Stepper", "increment"), ("Stepper", "decrement"):
            guard node.events[event] == nil, let path = node.bindings["value"] else { return nil }
            let direction = event == "increment" ? 1 : -1
            return ControlGesture(control: node.id, binding: "value", path: path, value: stepped(node, from: current(path), direction: direction))
        case (_, "tap"):
            guard node.events["tap"] == nil, let tag = node.tag, let chooser = chooser(of: id, in: root),
                let path = chooser.bindings["selection"]
            else { return nil }
            return ControlGesture(control: chooser.id, binding: "selection", path: path, value: tag)
        default:
            return nil
        }
    }

    /// A toggle's next value: the opposite of what is stored, or `true` when nothing is.
    public static func toggled(_ current: JSONValue?) -> JSONValue {
        if case .bool(let on)? = current { return .bool(!on) }
        return .bool(true)
    }

    /// A stepper's next value: one `step:` (default 1) up (`direction` 1) or down (−1),
    /// kept within `in:`.
    public static func stepped(_ stepper: Node, from current: JSONValue?, direction: Int) -> JSONValue {
        let step = stepper.props["step"]?.finiteNumber ?? 1
        var next = (current?.doubleValue ?? 0) + Double(direction) * step
        if let range = stepper.props["in"]?.closedRange { next = min(max(next, range.lowerBound), range.upperBound) }
        return number(next, keepingKindOf: current ?? .int(0))
    }

    /// An integer when the state held an integer and the number is whole: a script that
    /// reads `count` as an `Int` must not find a double there.
    public static func number(_ number: Double, keepingKindOf current: JSONValue?) -> JSONValue {
        if case .int = current, number == number.rounded(), abs(number) < 1e15 { return .int(Int(number)) }
        return .double(number)
    }

    /// The `Picker` or `TabView` the node `id` is an option of.
    private static func chooser(of id: String, in root: Node) -> Node? {
        var found: Node?
        root.forEachNode { node in
            if found == nil, node.type == "Picker" || node.type == "TabView", node.children.contains(where: { $0.id == id }) {
                found = node
            }
        }
        return found
    }
}
