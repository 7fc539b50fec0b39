import SwiftLite
import ViewTree

/// Styles the program declares: `struct CheckStyle: ToggleStyle { func makeBody(configuration:
/// Configuration) -> some View { ... } }` given to `.toggleStyle(CheckStyle())` (and
/// `ButtonStyle`'s and `LabelStyle`'s the same way). The style's body is what the control
/// shows: a toggle becomes the body (its `configuration.isOn` reads and writes the toggle's
/// binding), a button keeps its tap and shows the body as its label, a label becomes the body.
enum CustomStyles {
    /// The modifier each style protocol is given by, and the control it styles.
    static let modifiers: [String: String] = ["toggleStyle": "Toggle", "buttonStyle": "Button", "labelStyle": "Label"]

    /// The node `.toggleStyle(style)` (or `buttonStyle`, `labelStyle`) makes of `node`;
    /// nil when the style is not the program's own or the node is not its control (the
    /// modifier is then recorded as it is written).
    static func apply(
        _ modifier: String, style: SwiftLite.Value, to node: NodeObject, context: RunContext, interpreter: Interpreter
    ) throws(ScriptError) -> SwiftLite.Value? {
        guard modifiers[modifier] == node.type, style.declaredType != nil else { return nil }
        let configuration = StyleConfigurationObject(node: node, context: context, interpreter: interpreter)
        guard let body = try interpreter.callDeclaredMethod("makeBody(configuration:)", on: style, [.host(configuration)]) else { return nil }
        let nodes = try ViewContent.nodes(in: body, context: context, interpreter: interpreter, yielded: false)
        if node.type == "Button" {
            // The button keeps its action; the body is what it shows.
            node.props.removeValue(forKey: "title")
            node.children = nodes
            node.slots.removeAll()
            return .host(node)
        }
        guard nodes.count == 1 else { return .host(FragmentObject(nodes: nodes)) }
        // The control's own modifiers apply around the body, as they would around the control.
        nodes[0].modifiers.append(contentsOf: node.modifiers)
        return .host(nodes[0])
    }
}

/// `ToggleStyleConfiguration`, `ButtonStyleConfiguration`, `LabelStyleConfiguration`: what a
/// style's `makeBody(configuration:)` gets. `label` is the control's label (a `Text` of its
/// title, or the views it was given); a toggle's `isOn` is its bound value, which
/// `configuration.isOn = x`, `configuration.isOn.toggle()` and `configuration.$isOn` write;
/// a button's `isPressed` is false (nothing is held down); a label's `title` and `icon`.
final class StyleConfigurationObject: HostObject {
    private let node: NodeObject
    private unowned let context: RunContext
    private unowned let interpreter: Interpreter

    init(node: NodeObject, context: RunContext, interpreter: Interpreter) {
        self.node = node
        self.context = context
        self.interpreter = interpreter
    }

    override var typeName: String { node.type + "StyleConfiguration" }

    override func member(_ name: String, interpreter: Interpreter) throws(ScriptError) -> SwiftLite.Value {
        switch (node.type, name) {
        case (_, "label") where node.type != "Label":
            return label(title: node.props["title"], views: node.children)
        case ("Label", "title"):
            return label(title: nil, views: node.slots.first { $0.name == "title" }?.nodes ?? [])
        case ("Label", "icon"):
            return label(title: nil, views: node.slots.first { $0.name == "icon" }?.nodes ?? [])
        case ("Toggle", "isOn"):
            return try isOnBinding().member("wrappedValue", interpreter: interpreter)
        case ("Toggle", "$isOn"):
            return .host(try isOnBinding())
        case ("Button", "isPressed"):
            return .bool(false)
        default:
            return try super.member(name, interpreter: interpreter)
        }
    }

    override func setMember(_ name: String, to value: SwiftLite.Value) throws(ScriptError) {
        // `configuration.$isOn.wrappedValue.toggle()` writes back the binding it went through.
        if name == "$isOn", case .host(let object) = value, object is BindingObject || object is ConstantBindingObject { return }
        guard node.type == "Toggle", name == "isOn" else { return try super.setMember(name, to: value) }
        try isOnBinding().setMember("wrappedValue", to: value)
    }

    /// The toggle's binding; a constant one when it was given a value.
    private func isOnBinding() throws(ScriptError) -> HostObject {
        if let written = node.bindings["isOn"], let path = try? StatePath(parsing: written) {
            return BindingObject(path: path, shape: .bool, environment: context.environment)
        }
        if case .bool(let flag)? = node.props["isOn"] { return ConstantBindingObject(value: .bool(flag)) }
        return ConstantBindingObject(value: .bool(false))
    }

    /// The label as a view: a `Text` of the title, the one view given, or several together.
    private func label(title: ViewTree.Value?, views: [NodeObject]) -> SwiftLite.Value {
        if let title {
            let text = NodeObject(type: "Text", context: context, interpreter: interpreter)
            text.props["text"] = title
            return .host(text)
        }
        return views.count == 1 ? .host(views[0]) : .host(FragmentObject(nodes: views))
    }
}
