import ViewTree

extension HTMLRenderer {
    /// `TabView`: the selected tab's view only (the tab tagged with its selection binding's
    /// value, else the first, as `Node.shownTab` says), over a tab bar of each tab's
    /// `.tabItem` label. With a selection binding, a tab bar item whose tab has a `.tag(...)`
    /// selects it as a picker's option does (the page sends `select`); without one, the
    /// workbench has no state to keep the choice in, and the first tab stays.
    func tabView(_ node: Node) -> HTMLElement {
        let isBound = node.bindings["selection"] != nil
        let shown = node.shownTab(selection: isBound ? boundValue(node, "selection") ?? .null : nil)
        var tabs = HTMLElement("div", classes: ["sw-tabview", "sw-axis-v", "sw-fill-w", "sw-fill-h"])
        var page = HTMLElement("div", classes: ["sw-tab-page", "sw-vstack", "sw-axis-v", "sw-fill-w", "sw-fill-h"])
        if let shown { page.append(element(for: node.children[shown])) }
        tabs.append(page)
        var bar = HTMLElement("div", classes: ["sw-tab-bar", "sw-axis-h", "sw-fill-w"])
        bar.setAttribute("role", "tablist")
        for (index, tab) in node.children.enumerated() {
            var item = HTMLElement("button", classes: index == shown ? ["sw-tab-item", "sw-selected"] : ["sw-tab-item"])
            item.setAttribute("type", "button")
            item.setAttribute("role", "tab")
            item.setAttribute("aria-selected", index == shown ? "true" : "false")
            if isBound, tab.tag != nil {
                item.setAttribute("data-control", "select")
                item.setAttribute("data-node", node.id)
                item.setAttribute("data-index", String(index))
            } else if index != shown {
                item.setAttribute("disabled", nil)
            }
            for label in slotElements(tab, "tabItem") { item.append(label) }
            bar.append(item)
        }
        tabs.append(bar)
        return tabs
    }
}
