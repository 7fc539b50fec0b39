import ViewTree

// Controls as real form controls. Each carries `data-control` (what the page sends when it
// is used: `tap`, `toggle`, `text`, `slider`, `step`, `select`) and `data-node` (the node's
// id); the server finds the action or binding on the node itself, so the page never names
// an action or a state path.

extension HTMLRenderer {
    /// `Button`: a `<button>` with its title, system image or label content, styled by
    /// `.buttonStyle`.
    func button(_ node: Node) -> HTMLElement {
        var element = HTMLElement("button", classes: ["sw-button"])
        element.setAttribute("type", "button")
        switch CSSValue.memberName(modifierArgument(node, "buttonStyle")) {
        case "bordered": element.classes.append("sw-button-bordered")
        case "borderedProminent": element.classes.append("sw-button-prominent")
        case "plain": element.classes.append("sw-button-plain")
        default: break
        }
        control(&element, node, kind: "tap")
        if let systemImage = string(node.props["systemImage"], in: node) {
            element.append(symbol(systemImage))
        }
        if let title = string(node.props["title"], in: node) {
            var titleElement = HTMLElement("span", classes: ["sw-text"])
            titleElement.append(text: title)
            element.append(titleElement)
        }
        for child in childElements(node) { element.append(child) }
        return element
    }

    /// `Toggle`: its label, then a switch showing the bound value.
    func toggle(_ node: Node) -> HTMLElement {
        var element = HTMLElement("label", classes: ["sw-toggle", "sw-axis-h", "sw-fill-w"])
        var label = HTMLElement("span", classes: ["sw-control-label", "sw-axis-h"])
        if let title = string(node.props["title"], in: node) { label.append(text: title) }
        for child in childElements(node) { label.append(child) }
        element.append(label)
        var input = HTMLElement("input", classes: ["sw-switch"])
        input.setAttribute("type", "checkbox")
        input.setAttribute("role", "switch")
        control(&input, node, kind: "toggle")
        if boundValue(node, "isOn")?.boolValue == true { input.setAttribute("checked", nil) }
        element.append(input)
        return element
    }

    /// `TextField` and `SecureField`: an input showing the bound text, the title as placeholder.
    func textField(_ node: Node) -> HTMLElement {
        var input = HTMLElement("input", classes: ["sw-textfield", "sw-fill-w"])
        input.setAttribute("type", node.type == "SecureField" ? "password" : "text")
        if CSSValue.memberName(modifierArgument(node, "textFieldStyle")) == "roundedBorder" {
            input.classes.append("sw-textfield-rounded")
        }
        if let title = string(node.props["title"], in: node) { input.setAttribute("placeholder", title) }
        let holdsNumber = node.bindings["value"] != nil
        if holdsNumber {
            // `TextField(_:value:format:)`: a number, written back as one.
            input.setAttribute("value", boundValue(node, "value")?.doubleValue.map(CSSValue.text) ?? "")
            input.setAttribute("inputmode", "decimal")
        } else {
            input.setAttribute("value", boundValue(node, "text")?.stringValue ?? "")
        }
        input.setAttribute("spellcheck", "false")
        control(&input, node, kind: holdsNumber ? "number" : "text")
        return input
    }

    /// `Slider`: a range input over `in:` (0...1 by default), in `step:` increments.
    func slider(_ node: Node) -> HTMLElement {
        var input = HTMLElement("input", classes: ["sw-slider", "sw-fill-w"])
        input.setAttribute("type", "range")
        let range = CSSValue.range(resolved(node.props["in"], in: node)) ?? 0...1
        input.setAttribute("min", CSSValue.text(range.lowerBound))
        input.setAttribute("max", CSSValue.text(range.upperBound))
        input.setAttribute("step", CSSValue.number(resolved(node.props["step"], in: node)).map(CSSValue.text) ?? "any")
        input.setAttribute("value", CSSValue.text(boundValue(node, "value")?.doubleValue ?? range.lowerBound))
        control(&input, node, kind: "slider")
        let (minimum, maximum) = (slotElements(node, "minimumValueLabel"), slotElements(node, "maximumValueLabel"))
        guard !minimum.isEmpty || !maximum.isEmpty else { return input }
        // `Slider(value:in:label:minimumValueLabel:maximumValueLabel:)`: the labels at its ends.
        var element = HTMLElement("div", classes: ["sw-stack", "sw-axis-h", "sw-fill-w"])
        for child in minimum { element.append(child) }
        element.append(input)
        for child in maximum { element.append(child) }
        return element
    }

    /// `Stepper`: its label, then − and + buttons; each is disabled at its end of `in:`.
    func stepper(_ node: Node) -> HTMLElement {
        var element = HTMLElement("div", classes: ["sw-stepper", "sw-axis-h", "sw-fill-w"])
        var label = HTMLElement("span", classes: ["sw-control-label", "sw-axis-h"])
        if let title = string(node.props["title"], in: node) { label.append(text: title) }
        for child in childElements(node) { label.append(child) }
        element.append(label)
        let value = boundValue(node, "value")?.doubleValue
        let range = CSSValue.range(resolved(node.props["in"], in: node))
        var buttons = HTMLElement("span", classes: ["sw-stepper-buttons"])
        for (symbol, direction) in [("−", -1), ("+", 1)] {
            var button = HTMLElement("button", classes: ["sw-stepper-button"])
            button.setAttribute("type", "button")
            button.setAttribute("aria-label", direction < 0 ? "Decrement" : "Increment")
            control(&button, node, kind: "step")
            button.setAttribute("data-by", String(direction))
            if let value, let range, direction < 0 ? value <= range.lowerBound : value >= range.upperBound {
                button.setAttribute("disabled", nil)
            }
            if node.bindings["value"] == nil, node.events[direction < 0 ? "decrement" : "increment"] == nil {
                // `Stepper(onIncrement:onDecrement:)` with no closure for this side.
                button.setAttribute("disabled", nil)
            }
            button.append(text: symbol)
            buttons.append(button)
        }
        element.append(buttons)
        return element
    }

    /// `Picker`: its `Text` children are the options, each chosen by its `.tag(...)`.
    /// Segmented pickers are a row of segments; every other style is a menu (`<select>`).
    func picker(_ node: Node) -> HTMLElement {
        let selection = boundValue(node, "selection")
        let options = node.children.map { child in
            (label: string(child.props["text"], in: child) ?? string(child.props["title"], in: child) ?? child.type,
             selected: selection != nil && child.tag == selection)
        }
        let title = string(node.props["title"], in: node) ?? ""
        if CSSValue.memberName(modifierArgument(node, "pickerStyle")) == "segmented" {
            var element = HTMLElement("div", classes: ["sw-picker", "sw-picker-segmented", "sw-axis-h", "sw-fill-w"])
            element.setAttribute("role", "radiogroup")
            element.setAttribute("aria-label", title)
            for (index, option) in options.enumerated() {
                var segment = HTMLElement("button", classes: ["sw-segment"])
                segment.setAttribute("type", "button")
                segment.setAttribute("role", "radio")
                segment.setAttribute("aria-checked", option.selected ? "true" : "false")
                if option.selected { segment.classes.append("sw-selected") }
                control(&segment, node, kind: "select")
                segment.setAttribute("data-index", String(index))
                segment.append(text: option.label)
                element.append(segment)
            }
            return element
        }
        var element = HTMLElement("div", classes: ["sw-picker", "sw-picker-menu", "sw-axis-h"])
        var label = HTMLElement("span", classes: ["sw-control-label"])
        label.append(text: title)
        element.append(label)
        var select = HTMLElement("select", classes: ["sw-picker-select"])
        select.setAttribute("aria-label", title)
        control(&select, node, kind: "select")
        for (index, option) in options.enumerated() {
            var optionElement = HTMLElement("option")
            optionElement.setAttribute("value", String(index))
            if option.selected { optionElement.setAttribute("selected", nil) }
            optionElement.append(text: option.label)
            select.append(optionElement)
        }
        element.append(select)
        return element
    }

    /// Marks an element as the node's control of this kind, disabled under `.disabled(true)`.
    private func control(_ element: inout HTMLElement, _ node: Node, kind: String) {
        element.setAttribute("data-control", kind)
        element.setAttribute("data-node", node.id)
        if isDisabled(node) { element.setAttribute("disabled", nil) }
    }

    /// The current value of the node's binding `name`.
    func boundValue(_ node: Node, _ name: String) -> JSONValue? {
        node.bindings[name].flatMap { stateValues[$0] }
    }

    /// The first argument of the last modifier called `name`.
    func modifierArgument(_ node: Node, _ name: String) -> Value? {
        resolved(node.modifiers.last(where: { $0.name == name })?.arguments.first?.value, in: node)
    }

    /// Whether `.disabled(true)` (or `.disabled()`) applies to the node itself.
    func isDisabled(_ node: Node) -> Bool {
        guard let modifier = node.modifiers.last(where: { $0.name == "disabled" }) else { return false }
        return resolved(modifier.arguments.first?.value, in: node) != .bool(false)
    }
}
