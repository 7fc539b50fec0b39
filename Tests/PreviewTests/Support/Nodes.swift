@testable import Preview
import ViewTree

/// A node with the given content; ids default to the root's.
func node(
    _ type: String, id: String = "0", _ props: [String: Value] = [:], children: [Node] = [], slots: [String: [Node]] = [:],
    modifiers: [Modifier] = [], events: [String: String] = [:], bindings: [String: String] = [:]
) -> Node {
    Node(id: id, type: type, props: props, children: children, slots: slots, modifiers: modifiers, events: events, bindings: bindings)
}

/// `Text(text)` with an id.
func text(_ text: String, id: String = "0", modifiers: [Modifier] = []) -> Node {
    node("Text", id: id, ["text": .string(text)], modifiers: modifiers)
}

/// A modifier with unlabeled arguments.
func modifier(_ name: String, _ values: Value...) -> Modifier {
    Modifier(name, values.map { Argument($0) })
}

/// A modifier with labeled arguments, in order.
func modifier(_ name: String, labeled arguments: KeyValuePairs<String, Value>) -> Modifier {
    Modifier(name, arguments.map { Argument(label: $0.key, $0.value) })
}

/// The node's HTML as the preview renders it.
func html(_ node: Node, values: [String: JSONValue] = [:]) -> String {
    HTMLRenderer(stateValues: values).html(for: node)
}
