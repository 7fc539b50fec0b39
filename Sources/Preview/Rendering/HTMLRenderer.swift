import ViewTree

/// Renders view trees as the HTML the preview page shows: the one place that decides how
/// an element or a modifier looks in the browser.
///
/// Each node becomes one outermost element carrying `data-id` (its id) and `data-type`;
/// the page's stylesheet gives the classes SwiftUI's look (stacks as flex boxes, lists
/// grouped, the system font sizes). A node's markup depends only on the node, its subtree
/// and the state values passed in, never on its parent, so any node's element can be
/// rendered alone and swapped in place.
///
/// An element or a modifier this renderer does not know is shown as a dashed box named
/// after it, never dropped.
public struct HTMLRenderer: Sendable {
    /// The current value at each state path the tree refers to (a control's binding, a
    /// `StateRef`): what a toggle shows as on, a text field as its text.
    public var stateValues: [String: JSONValue]

    /// Creates a renderer reading bound values from `stateValues`.
    public init(stateValues: [String: JSONValue] = [:]) {
        self.stateValues = stateValues
    }

    /// The document's tree as HTML: one element, the root node's.
    public func html(for document: Document) -> String {
        render(document.root).text
    }

    /// A subtree as HTML.
    public func html(for node: Node) -> String {
        render(node).text
    }

    /// The tree's HTML with the place of every node's element.
    func render(_ root: Node) -> RenderedHTML {
        HTMLWriter.render(element(for: root))
    }

    /// A node's element: its own markup wrapped by its modifiers, `data-id` on the outside.
    func element(for node: Node) -> HTMLElement {
        var element: HTMLElement
        switch node.type {
        case "VStack", "LazyVStack": element = stack(node, axis: .vertical)
        case "HStack", "LazyHStack": element = stack(node, axis: .horizontal)
        case "ZStack", "GeometryReader": element = zStack(node)
        case "Spacer": element = spacer(node)
        case "Divider": element = HTMLElement("div", classes: ["sw-divider"])
        case "ScrollView": element = scrollView(node)
        case "List", "Form": element = list(node)
        case "Section": element = section(node)
        case "Group", "ScrollViewReader": element = group(node)
        case "NavigationStack", "NavigationView": element = navigationStack(node)
        case "Text": element = text(node)
        case "Image": element = image(node)
        case "Label": element = label(node)
        case "Color": element = color(node)
        case "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient": element = gradient(node)
        case "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse": element = shape(node)
        case "EmptyView": element = HTMLElement("span", classes: ["sw-empty"])
        case "ProgressView": element = progressView(node)
        case "Link": element = link(node)
        case "NavigationLink": element = navigationLink(node)
        case "ToolbarItem", "ToolbarItemGroup": element = stack(node, axis: .horizontal)
        case "Button": element = button(node)
        case "Toggle": element = toggle(node)
        case "TextField", "SecureField": element = textField(node)
        case "Slider": element = slider(node)
        case "Stepper": element = stepper(node)
        case "Picker": element = picker(node)
        default:
            if case .string(let path)? = node.props["path"] {
                element = customShape(node, path: path)
            } else {
                element = moreViewsElement(node) ?? unknownElement(node)
            }
        }
        element = applyModifiers(of: node, to: element)
        if node.events["tap"] != nil, !ownsTap(node.type) {
            // `.onTapGesture` on any view: the page sends a tap for the node.
            element.classes.append("sw-tappable")
            element.setAttribute("data-control", "tap")
            element.setAttribute("data-node", node.id)
        }
        element.nodeID = node.id
        element.setAttribute("data-type", node.type)
        return element
    }

    /// The elements whose own control sends the tap (a `Button`'s `<button>`).
    private func ownsTap(_ type: String) -> Bool {
        type == "Button"
    }

    /// The elements of the node's children, in order.
    func childElements(_ node: Node) -> [HTMLElement] {
        node.children.map(element(for:))
    }

    /// The elements of the nodes in one of the node's slots.
    func slotElements(_ node: Node, _ slot: String) -> [HTMLElement] {
        (node.slots[slot] ?? []).map(element(for:))
    }

    /// A string prop, or a `StateRef`'s current value as text.
    func string(_ value: Value?, in node: Node) -> String? {
        switch resolved(value, in: node) {
        case .string(let text): return text
        case .int(let number): return String(number)
        case .double(let number): return CSSValue.text(number)
        case .bool(let flag): return flag ? "true" : "false"
        default: return nil
        }
    }

    /// The value with references resolved: `attr(name, fallback)` reads the node's prop
    /// `name`; `StateRef(path)` reads the state's current value.
    func resolved(_ value: Value?, in node: Node) -> Value? {
        switch value {
        case .attr(let reference):
            if let prop = node.props[reference.name], case .attr = prop {
                return reference.fallback
            }
            return node.props[reference.name] ?? reference.fallback
        case .stateRef(let path):
            return stateValues[path].map(Value.init(stateValue:))
        default: return value
        }
    }

    /// A node this renderer does not know: a dashed box with its name around its content.
    func unknownElement(_ node: Node) -> HTMLElement {
        var box = HTMLElement("div", classes: ["sw-unknown", "sw-axis-v"])
        var name = HTMLElement("span", classes: ["sw-unknown-name"])
        name.append(text: node.type)
        box.append(name)
        for child in childElements(node) { box.append(child) }
        for slot in JSONBytes.sortedKeys(node.slots.keys) {
            var label = HTMLElement("span", classes: ["sw-unknown-slot"])
            label.append(text: slot + ":")
            box.append(label)
            for element in slotElements(node, slot) { box.append(element) }
        }
        return box
    }
}
