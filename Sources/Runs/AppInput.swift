import ViewTree

/// One thing done to the app between two runs: a scenario's step, and what the cold-start
/// check replays. Taps and binding writes may name a node, so that they keep meaning "the
/// button the user pressed" when the code that built it moves (an anonymous action's name
/// is its closure's position, which any edit above it changes).
public enum AppInput: Hashable, Sendable {
    /// A node's action for an event, looked up in the tree on screen when it runs: its
    /// tap (a `Button`'s, an `onTapGesture`'s) unless `event` names another (`delete`,
    /// `submit`, `appear`, a `change:PATH`).
    case tap(node: String, event: String = "tap", payload: JSONValue)
    /// An action by name, with its payload (`ctx.payload`).
    case dispatch(action: String, payload: JSONValue)
    /// A control's write through a node's binding (`binding` names which one when the node
    /// has several; otherwise its first, by name).
    case bindNode(node: String, binding: String?, value: JSONValue)
    /// A control's write at a state path.
    case bind(path: String, value: JSONValue)
    /// A value written at a state path by hand (the REPL's `:set`): no control of the tree
    /// binds that path, so no code of the app could have written it.
    case set(path: String, value: JSONValue)
    /// The whole state replaced by hand (`:goto`, a REPL snippet that changed the state).
    case replace(state: JSONValue)

    /// The event of a node of `screen` that runs `action`, when `action` is anonymous
    /// (named by its closure's position, `app.swift:35:34`, which any edit above it
    /// changes); nil for a named action, or when no node on screen runs it. A node's tap
    /// is preferred to its other events.
    public static func tap(running action: String, payload: JSONValue, on screen: Node?) -> AppInput? {
        guard action.contains(":"), let screen else { return nil }
        var found: (node: String, event: String)?
        screen.forEachNode { node in
            guard found == nil else { return }
            if node.events["tap"] == action {
                found = (node.id, "tap")
            } else if let event = node.events.keys.sorted().first(where: { node.events[$0] == action }) {
                found = (node.id, event)
            }
        }
        return found.map { .tap(node: $0.node, event: $0.event, payload: payload) }
    }

    /// Whether a person made it outside the app (`set`, `replace`): what a cold start can
    /// replay, but no code of the app could have done.
    public var isByHand: Bool {
        switch self {
        case .set, .replace: return true
        default: return false
        }
    }

    /// One line for people: `tap 0.0.0.2`, `dispatch addTodo {"x":1}`, `set count 5`.
    public var description: String {
        func payloadText(_ payload: JSONValue) -> String { payload == .null ? "" : " " + payload.canonicalText }
        switch self {
        case .tap(let node, let event, let payload): return "tap \(node)\(event == "tap" ? "" : " " + event)\(payloadText(payload))"
        case .dispatch(let action, let payload): return "dispatch \(action)\(payloadText(payload))"
        case .bindNode(let node, let binding, let value):
            return "bind \(node)\(binding.map { " (\($0))" } ?? "") \(value.canonicalText)"
        case .bind(let path, let value): return "bind \(path) \(value.canonicalText)"
        case .set(let path, let value): return "set \(path) \(value.canonicalText)"
        case .replace: return "replace the whole state"
        }
    }

    /// The step's fields as a scenario file writes them (its `expect` aside), in the order
    /// they are written: `step` first, then what it acts on, then its value.
    public var jsonFields: [(key: String, value: JSONValue)] {
        switch self {
        case .tap(let node, let event, let payload):
            return [("step", "tap"), ("node", .string(node))] + (event == "tap" ? [] : [("event", .string(event))])
                + (payload == .null ? [] : [("payload", payload)])
        case .dispatch(let action, let payload):
            return [("step", "dispatch"), ("action", .string(action))] + (payload == .null ? [] : [("payload", payload)])
        case .bindNode(let node, let binding, let value):
            return [("step", "bind"), ("node", .string(node))] + (binding.map { [("binding", .string($0))] } ?? []) + [("value", value)]
        case .bind(let path, let value): return [("step", "bind"), ("path", .string(path)), ("value", value)]
        case .set(let path, let value): return [("step", "set"), ("path", .string(path)), ("value", value)]
        case .replace(let state): return [("step", "replace"), ("state", state)]
        }
    }

    /// The input as one JSON object (`jsonFields`), for the protocol.
    public var jsonValue: JSONValue {
        .object(Dictionary(jsonFields.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first }))
    }
}
