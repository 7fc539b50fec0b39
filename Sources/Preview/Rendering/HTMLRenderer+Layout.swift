import ViewTree

// Containers: stacks, spacers, scroll views, lists and forms, navigation.
//
// Stacks are flex boxes with SwiftUI's default spacing (8) and alignment (center). Views
// that take all the room SwiftUI offers them (lists, scroll views, shapes, colors, text
// fields, `frame(maxWidth: .infinity)`) carry `sw-fill-w` / `sw-fill-h`; the stylesheet
// makes every container holding one take the room too, as SwiftUI's layout does.

extension HTMLRenderer {
    /// A stack's main axis.
    enum Axis {
        case horizontal, vertical
    }

    /// `VStack` and `HStack` (and their lazy forms): a flex box with the stack's spacing and
    /// cross-axis alignment.
    func stack(_ node: Node, axis: Axis) -> HTMLElement {
        var element = HTMLElement(
            "div", classes: axis == .vertical ? ["sw-vstack", "sw-axis-v"] : ["sw-hstack", "sw-axis-h"])
        let spacing = CSSValue.number(resolved(node.props["spacing"], in: node)) ?? 8
        element.setStyle("gap", CSSValue.pixels(spacing))
        let alignment = CSSValue.memberName(resolved(node.props["alignment"], in: node)) ?? "center"
        let crossAxis: String
        switch alignment {
        case "leading", "top": crossAxis = "flex-start"
        case "trailing", "bottom": crossAxis = "flex-end"
        case "firstTextBaseline": crossAxis = "baseline"
        case "lastTextBaseline": crossAxis = "last baseline"
        default: crossAxis = "center"
        }
        element.setStyle("align-items", crossAxis)
        // A spacer makes its stack take all the room along the stack's axis.
        if node.children.contains(where: { $0.type == "Spacer" }) {
            element.classes.append(axis == .vertical ? "sw-fill-h" : "sw-fill-w")
        }
        for child in childElements(node) { element.append(child) }
        return element
    }

    /// `ZStack`: children on top of each other in one grid cell, placed by the alignment.
    func zStack(_ node: Node) -> HTMLElement {
        var element = HTMLElement("div", classes: ["sw-zstack"])
        let (horizontal, vertical) = CSSValue.alignment(resolved(node.props["alignment"], in: node))
        element.setStyle("place-items", gridKeyword(vertical) + " " + gridKeyword(horizontal))
        for child in childElements(node) { element.append(child) }
        return element
    }

    private func gridKeyword(_ flexKeyword: String) -> String {
        switch flexKeyword {
        case "flex-start": return "start"
        case "flex-end": return "end"
        default: return "center"
        }
    }

    /// `Spacer(minLength:)`: grows along its stack's axis (the stylesheet knows which).
    func spacer(_ node: Node) -> HTMLElement {
        var element = HTMLElement("div", classes: ["sw-spacer"])
        element.setStyle("--sw-spacer-min", CSSValue.pixels(CSSValue.number(resolved(node.props["minLength"], in: node)) ?? 8))
        return element
    }

    /// `ScrollView`: a scrolling box whose content is stacked along its axis.
    func scrollView(_ node: Node) -> HTMLElement {
        let axes = resolved(node.props["axes"], in: node)
        let horizontal = CSSValue.edgesOrAxes(axes).contains("horizontal")
        let vertical = CSSValue.edgesOrAxes(axes).contains("vertical") || axes == nil
        var element = HTMLElement("div", classes: ["sw-scroll", "sw-fill-w", "sw-fill-h"])
        if horizontal { element.classes.append("sw-scroll-x") }
        if vertical { element.classes.append("sw-scroll-y") }
        if node.props["showsIndicators"] == .bool(false) { element.classes.append("sw-scroll-no-indicators") }
        var content = HTMLElement("div", classes: ["sw-scroll-content", horizontal && !vertical ? "sw-axis-h" : "sw-axis-v"])
        content.setStyle("gap", CSSValue.pixels(8))
        for child in childElements(node) { content.append(child) }
        element.append(content)
        return element
    }

    /// `List` and `Form`: inset grouped sections on a grey background, scrolling. Rows
    /// outside any `Section` form a section of their own, as SwiftUI groups them.
    func list(_ node: Node) -> HTMLElement {
        var element = HTMLElement("div", classes: ["sw-list", "sw-fill-w", "sw-fill-h"])
        if node.type == "Form" { element.classes.append("sw-form") }
        var looseRows: [HTMLElement] = []
        func flushLooseRows() {
            guard !looseRows.isEmpty else { return }
            var body = HTMLElement("div", classes: ["sw-section-body"])
            for row in looseRows { body.append(row) }
            element.append(HTMLElement("div", classes: ["sw-section", "sw-section-implicit"], children: [.element(body)]))
            looseRows = []
        }
        for child in node.children {
            if child.type == "Section" {
                flushLooseRows()
                element.append(self.element(for: child))
            } else {
                looseRows.append(listRow(self.element(for: child)))
            }
        }
        flushLooseRows()
        return element
    }

    /// One row of a list or section.
    private func listRow(_ content: HTMLElement) -> HTMLElement {
        HTMLElement("div", classes: ["sw-list-row", "sw-axis-v"], children: [.element(content)])
    }

    /// `Section`: a header (its `header` slot or its title), its rows, a footer.
    func section(_ node: Node) -> HTMLElement {
        var element = HTMLElement("section", classes: ["sw-section"])
        var header = HTMLElement("header", classes: ["sw-section-header"])
        if let title = string(node.props["title"], in: node) {
            header.append(text: title)
        }
        for headerElement in slotElements(node, "header") { header.append(headerElement) }
        if !header.children.isEmpty { element.append(header) }
        var body = HTMLElement("div", classes: ["sw-section-body"])
        for child in childElements(node) { body.append(listRow(child)) }
        element.append(body)
        let footerElements = slotElements(node, "footer")
        if !footerElements.isEmpty {
            var footer = HTMLElement("footer", classes: ["sw-section-footer"])
            for footerElement in footerElements { footer.append(footerElement) }
            element.append(footer)
        }
        return element
    }

    /// `Group`: no box of its own; its children sit in the parent's layout.
    func group(_ node: Node) -> HTMLElement {
        var element = HTMLElement("div", classes: ["sw-group"])
        for child in childElements(node) { element.append(child) }
        return element
    }

    /// `NavigationStack`: a navigation bar with the title set by `.navigationTitle` on the
    /// content (and the content's toolbar items), above the content.
    ///
    /// With screens pushed (its slot `path`), the top screen instead, under a back button
    /// titled with the screen below it (`‹ Back` when that one has no title) that dispatches
    /// the stack's `pop`.
    func navigationStack(_ node: Node) -> HTMLElement {
        var element = HTMLElement("div", classes: ["sw-nav", "sw-fill-w", "sw-fill-h"])
        var bar = HTMLElement("div", classes: ["sw-nav-bar"])
        let screens = node.slots["path"] ?? []
        let shown = screens.last.map { [$0] } ?? node.children
        let found = navigationDetails(in: shown, root: node)
        if !screens.isEmpty {
            let below = screens.count > 1 ? [screens[screens.count - 2]] : node.children
            var back = HTMLElement("button", classes: ["sw-nav-back"])
            back.append(text: "‹ " + (navigationDetails(in: below, root: node).title ?? "Back"))
            back.setAttribute("data-control", "pop")
            back.setAttribute("data-node", node.id)
            bar.append(back)
        }
        if found.inline { element.classes.append("sw-nav-inline") }
        if !found.toolbarItems.isEmpty {
            var toolbar = HTMLElement("div", classes: ["sw-nav-toolbar"])
            for item in found.toolbarItems { toolbar.append(self.element(for: item)) }
            bar.append(toolbar)
        }
        if let title = found.title {
            var heading = HTMLElement("h1", classes: ["sw-nav-title"])
            heading.append(text: title)
            bar.append(heading)
        }
        element.append(bar)
        var content = HTMLElement("div", classes: ["sw-nav-content", "sw-axis-v"])
        for child in shown { content.append(self.element(for: child)) }
        element.append(content)
        return element
    }

    /// What the navigation bar shows, found in the content: the first title, whether it is
    /// inline, and the toolbar items. Nested navigation stacks keep their own.
    private func navigationDetails(in nodes: [Node], root: Node) -> (title: String?, inline: Bool, toolbarItems: [Node]) {
        var title: String?
        var inline = false
        var toolbarItems: [Node] = []
        func visit(_ node: Node) {
            for modifier in node.modifiers {
                switch modifier.name {
                case "navigationTitle", "navigationBarTitle":
                    if title == nil { title = string(modifier.arguments.first?.value, in: node) }
                case "navigationBarTitleDisplayMode", "toolbarTitleDisplayMode":
                    if CSSValue.memberName(modifier.arguments.first?.value) == "inline" { inline = true }
                case "toolbar":
                    for argument in modifier.arguments {
                        if case .slot(let name) = argument.value { toolbarItems += node.slots[name] ?? [] }
                    }
                default: break
                }
            }
            guard node.type != "NavigationStack", node.type != "NavigationView" else { return }
            for child in node.children { visit(child) }
        }
        for node in nodes { visit(node) }
        return (title, inline, toolbarItems)
    }
}

extension CSSValue {
    /// The axis names in a `ScrollView`'s axes: `.horizontal`, `[.horizontal, .vertical]`.
    static func edgesOrAxes(_ value: Value?) -> Set<String> {
        switch value {
        case .array(let elements): return elements.reduce(into: []) { $0.formUnion(edgesOrAxes($1)) }
        default: return memberName(value).map { [$0] } ?? []
        }
    }
}
