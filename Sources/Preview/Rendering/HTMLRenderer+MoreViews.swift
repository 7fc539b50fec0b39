import ViewTree

/// The views SwiftUI code uses beyond the first catalog (tabs, grids, disclosure groups,
/// labeled content, empty states, menus, editors and pickers of dates and colors, the older
/// `Alert` and `ActionSheet` values, gauges, share links, `ViewThatFits`), drawn
/// with the page's existing pieces: what they hold is shown, as the stacks and controls
/// they resemble.
extension HTMLRenderer {
    /// The element for one of these views; nil for any other type.
    func moreViewsElement(_ node: Node) -> HTMLElement? {
        switch node.type {
        case "TabView":
            return tabView(node)
        case "Grid", "LazyVGrid", "GroupBox", "DisclosureGroup":
            return titled(node, stack(node, axis: .vertical))
        case "GridRow", "LazyHGrid":
            return stack(node, axis: .horizontal)
        case "NavigationSplitView":
            var element = stack(node, axis: .horizontal)
            for slot in ["content", "detail"] { for child in slotElements(node, slot) { element.append(child) } }
            return element
        case "ContentUnavailableView":
            var element = stack(node, axis: .vertical)
            element.classes.append("sw-unavailable")
            if let systemImage = string(node.props["systemImage"], in: node) { element.append(symbol(systemImage)) }
            for slot in ["label", "description", "actions"] { for child in slotElements(node, slot) { element.append(child) } }
            return titled(node, element)
        case "LabeledContent":
            var element = HTMLElement("div", classes: ["sw-labeled", "sw-axis-h", "sw-fill-w"])
            element.append(span(string(node.props["title"], in: node) ?? "", classes: ["sw-text"]))
            element.append(HTMLElement("span", classes: ["sw-spacer"]))
            if let value = string(node.props["value"], in: node) { element.append(span(value, classes: ["sw-text", "sw-secondary"])) }
            for child in childElements(node) { element.append(child) }
            return element
        case "Menu", "EditButton":
            var element = button(node)
            if node.type == "EditButton" { element.append(span("Edit", classes: ["sw-text"])) }
            for child in slotElements(node, "label") { element.append(child) }
            return element
        case "Alert", "ActionSheet":
            // The older presentation values (`Alert(title:message:dismissButton:)`): their
            // title and message above their buttons, as a grouped box.
            var element = stack(node, axis: .vertical)
            element.children.removeAll()
            element.classes.append("sw-groupbox")
            for slot in ["title", "message"] { for child in slotElements(node, slot) { element.append(child) } }
            for child in childElements(node) { element.append(child) }
            return element
        case "TextEditor", "DatePicker", "ColorPicker":
            return textField(node)
        case "ViewThatFits":
            // SwiftUI shows the first view that fits; the page has room for the first.
            var element = HTMLElement("div", classes: ["sw-group"])
            if let first = childElements(node).first { element.append(first) }
            return element
        case "ShareLink":
            // The system's share sheet is not shown: the link's label, or its title.
            var element = HTMLElement("span", classes: ["sw-link"])
            if case .string(let item)? = node.props["item"] { element.setAttribute("title", item) }
            if let title = string(node.props["title"], in: node) { element.append(text: title) }
            for child in childElements(node) { element.append(child) }
            if element.children.isEmpty { element.append(symbol("square.and.arrow.up")) }
            return element
        case "Gauge":
            // Its label and current value over a bar filled from the range's lower bound.
            var element = HTMLElement("div", classes: ["sw-progress", "sw-axis-v", "sw-fill-w"])
            for child in childElements(node) + slotElements(node, "currentValueLabel") { element.append(child) }
            let range = CSSValue.range(node.props["in"]) ?? 0...1
            var bar = HTMLElement("progress", classes: ["sw-progress-bar"])
            bar.setAttribute("value", CSSValue.text((CSSValue.number(resolved(node.props["value"], in: node)) ?? range.lowerBound) - range.lowerBound))
            bar.setAttribute("max", CSSValue.text(range.upperBound - range.lowerBound))
            element.append(bar)
            return element
        default:
            return nil
        }
    }

    /// `element` with the node's `title` prop shown first, when it has one.
    private func titled(_ node: Node, _ element: HTMLElement) -> HTMLElement {
        guard let title = string(node.props["title"], in: node) else { return element }
        var titledElement = element
        titledElement.children.insert(.element(span(title, classes: ["sw-text", "sw-group-title"])), at: 0)
        return titledElement
    }

    private func span(_ text: String, classes: [String]) -> HTMLElement {
        var element = HTMLElement("span", classes: classes)
        element.append(text: text)
        return element
    }
}
