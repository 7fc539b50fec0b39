import ViewTree

// Views that show content: text, images, labels, shapes and colors, progress, links.

extension HTMLRenderer {
    /// `Text`: its string, wrapping, in the inherited font and color.
    func text(_ node: Node) -> HTMLElement {
        var element = HTMLElement("span", classes: ["sw-text"])
        element.append(text: string(node.props["text"], in: node) ?? "")
        return element
    }

    /// `Image(systemName:)` as a drawn glyph (or a placeholder naming the symbol), and
    /// `Image(_:)` as a placeholder naming the asset.
    func image(_ node: Node) -> HTMLElement {
        if let name = string(node.props["systemName"], in: node) {
            return symbol(name)
        }
        var element = HTMLElement("span", classes: ["sw-image", "sw-image-asset"])
        let name = string(node.props["name"], in: node) ?? "image"
        element.setAttribute("role", "img")
        element.setAttribute("aria-label", name)
        element.append(text: name)
        return element
    }

    /// An SF Symbol: the glyph when drawn here, otherwise a box labelled with its name.
    func symbol(_ name: String) -> HTMLElement {
        var element = HTMLElement("span", classes: ["sw-image", "sw-symbol"])
        element.setAttribute("role", "img")
        element.setAttribute("aria-label", name)
        if let svg = SystemSymbol.svg(name) {
            element.children.append(.trustedMarkup(svg))
        } else {
            element.classes.append("sw-symbol-missing")
            element.append(text: name)
        }
        return element
    }

    /// `Label`: an icon and a title, from `Label(_:systemImage:)` or its `title` and `icon` slots.
    func label(_ node: Node) -> HTMLElement {
        var element = HTMLElement("span", classes: ["sw-label", "sw-axis-h"])
        if let systemImage = string(node.props["systemImage"], in: node) {
            element.append(symbol(systemImage))
        }
        for icon in slotElements(node, "icon") { element.append(icon) }
        if let title = string(node.props["title"], in: node) {
            var titleElement = HTMLElement("span", classes: ["sw-text"])
            titleElement.append(text: title)
            element.append(titleElement)
        }
        for title in slotElements(node, "title") { element.append(title) }
        return element
    }

    /// A gradient as a view (`LinearGradient(...)`): fills the room it is offered, as a
    /// color does.
    func gradient(_ node: Node) -> HTMLElement {
        var element = HTMLElement("div", classes: ["sw-color", "sw-fill-w", "sw-fill-h"])
        if let css = SwiftUIGradient.css(node.props["gradient"]) {
            element.setStyle("background", css)
        } else {
            element.classes.append("sw-unknown")
            var name = HTMLElement("span", classes: ["sw-unknown-name"])
            name.append(text: node.props["gradient"]?.description ?? node.type)
            element.append(name)
        }
        return element
    }

    /// `Color` as a view: fills the room it is offered.
    func color(_ node: Node) -> HTMLElement {
        var element = HTMLElement("div", classes: ["sw-color", "sw-fill-w", "sw-fill-h"])
        if let css = SwiftUIColor.css(resolved(node.props["color"], in: node)) {
            element.setStyle("background", css)
        } else {
            // A color this preview cannot show: say so rather than guess.
            element.classes.append("sw-unknown")
            var name = HTMLElement("span", classes: ["sw-unknown-name"])
            name.append(text: "Color(\(node.props["color"]?.description ?? ""))")
            element.append(name)
        }
        return element
    }

    /// `Rectangle`, `RoundedRectangle`, `Circle`, `Capsule`, `Ellipse`: fill the room they
    /// are offered, filled with the foreground color unless `.fill` or `.stroke` says otherwise.
    func shape(_ node: Node) -> HTMLElement {
        var element = HTMLElement("div", classes: ["sw-shape", "sw-fill-w", "sw-fill-h"])
        switch node.type {
        case "Circle": element.classes.append("sw-circle")
        case "Capsule": element.classes.append("sw-capsule")
        case "Ellipse": element.classes.append("sw-ellipse")
        case "RoundedRectangle":
            element.setStyle("border-radius", CSSValue.length(resolved(node.props["cornerRadius"], in: node)) ?? "0")
        default: break
        }
        for modifier in node.modifiers {
            switch modifier.name {
            case "fill":
                if let color = SwiftUIColor.css(resolved(modifier.arguments.first?.value, in: node)) {
                    element.setStyle("background-color", color)
                } else if modifier.arguments.isEmpty {
                    element.setStyle("background-color", "currentColor")
                }
            case "stroke", "strokeBorder":
                let color = SwiftUIColor.css(resolved(modifier.arguments.unlabeledValues.first, in: node)) ?? "currentColor"
                let width = CSSValue.number(resolved(modifier.arguments.value(labeled: "lineWidth"), in: node)) ?? 1
                element.setStyle("background-color", "transparent")
                element.setStyle("box-shadow", "inset 0 0 0 \(CSSValue.pixels(width)) \(color)")
            default: break
            }
        }
        return element
    }

    /// A custom `Shape` of the program: the SVG path its `path(in:)` drew (`path`) in the
    /// space it was given (`width` × `height`), filled by its `.fill` color (the text's
    /// color by default) or outlined by its `.stroke`.
    func customShape(_ node: Node, path: String) -> HTMLElement {
        var svg = HTMLElement("svg", classes: ["sw-custom-shape", "sw-fill-w", "sw-fill-h"])
        let width = CSSValue.number(node.props["width"]) ?? 100, height = CSSValue.number(node.props["height"]) ?? 100
        svg.setAttribute("viewBox", "0 0 \(CSSValue.text(width)) \(CSSValue.text(height))")
        svg.setAttribute("preserveAspectRatio", "xMidYMid meet")
        var paint = (fill: "currentColor", stroke: "none", width: "1")
        for modifier in node.modifiers {
            switch modifier.name {
            case "fill":
                paint.fill = SwiftUIColor.css(resolved(modifier.arguments.first?.value, in: node)) ?? "currentColor"
            case "stroke", "strokeBorder":
                paint.fill = "none"
                paint.stroke = SwiftUIColor.css(resolved(modifier.arguments.unlabeledValues.first, in: node)) ?? "currentColor"
                paint.width = CSSValue.number(resolved(modifier.arguments.value(labeled: "lineWidth"), in: node)).map(CSSValue.text) ?? "1"
            default: break
            }
        }
        var drawn = HTMLElement("path")
        drawn.setAttribute("d", path)
        drawn.setAttribute("fill", paint.fill)
        drawn.setAttribute("stroke", paint.stroke)
        drawn.setAttribute("stroke-width", paint.width)
        svg.append(drawn)
        return svg
    }

    /// `ProgressView`: a bar when it has a value, a spinner otherwise; the title above.
    func progressView(_ node: Node) -> HTMLElement {
        var element = HTMLElement("div", classes: ["sw-progress", "sw-axis-v"])
        if let title = string(node.props["title"], in: node) {
            var titleElement = HTMLElement("span", classes: ["sw-text"])
            titleElement.append(text: title)
            element.append(titleElement)
        }
        if let value = CSSValue.number(resolved(node.props["value"], in: node)) {
            element.classes.append("sw-fill-w")
            let total = CSSValue.number(resolved(node.props["total"], in: node)) ?? 1
            var bar = HTMLElement("progress", classes: ["sw-progress-bar"])
            bar.setAttribute("value", CSSValue.text(value))
            bar.setAttribute("max", CSSValue.text(total))
            element.append(bar)
        } else {
            element.append(HTMLElement("span", classes: ["sw-progress-spinner"]))
        }
        return element
    }

    /// `Link`: its title in the tint color. It does not navigate: the preview page stays.
    func link(_ node: Node) -> HTMLElement {
        var element = HTMLElement("span", classes: ["sw-link"])
        if let destination = string(node.props["destination"], in: node) {
            element.setAttribute("title", destination)
        }
        element.append(text: string(node.props["title"], in: node) ?? "")
        return element
    }

    /// `NavigationLink`: its label with a disclosure chevron. The destination is not shown
    /// (the preview shows one screen).
    func navigationLink(_ node: Node) -> HTMLElement {
        var element = HTMLElement("div", classes: ["sw-navlink", "sw-axis-h", "sw-fill-w"])
        var label = HTMLElement("div", classes: ["sw-navlink-label", "sw-axis-h"])
        if let title = string(node.props["title"], in: node) {
            var titleElement = HTMLElement("span", classes: ["sw-text"])
            titleElement.append(text: title)
            label.append(titleElement)
        }
        for child in childElements(node) { label.append(child) }
        element.append(label)
        var chevron = symbol("chevron.right")
        chevron.classes.append("sw-navlink-chevron")
        element.append(chevron)
        return element
    }
}
