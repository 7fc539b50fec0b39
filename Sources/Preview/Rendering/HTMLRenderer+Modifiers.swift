import ViewTree

// Modifiers, applied in order as SwiftUI applies them: each one that changes layout or
// draws around the view (padding, frame, background, border, shadow, offset, rotation...)
// wraps what came before in a new element, so `.padding().background(.red)` colours the
// padding and `.background(.red).padding()` does not. Modifiers that set an environment
// value (font, foreground, tint, line limit) or an effect of the view itself (opacity,
// clipping) become declarations on the current outermost element, inherited by the
// content; when that element already has the same declaration, it is wrapped first, so
// the innermost modifier still wins as in SwiftUI.

extension HTMLRenderer {
    /// Modifiers that change nothing a still picture shows (events, accessibility,
    /// identity, presentations that start hidden), and those whose effect another part of
    /// the renderer draws (styles read by controls, titles read by `NavigationStack`).
    static let modifiersWithoutLocalEffect: Set<String> = [
        "id", "tag", "onAppear", "onDisappear", "onChange", "onTapGesture", "onLongPressGesture", "onSubmit",
        "onHover", "onDelete", "onMove", "task", "refreshable", "swipeActions", "contextMenu", "gesture",
        "simultaneousGesture", "highPriorityGesture", "help", "keyboardShortcut", "keyboardType", "textContentType",
        "autocorrectionDisabled", "textInputAutocapitalization", "submitLabel", "focused", "focusable", "animation",
        "transition", "contentShape", "matchedGeometryEffect", "allowsHitTesting", "sheet", "alert", "popover",
        "fullScreenCover", "confirmationDialog", "navigationDestination", "interactiveDismissDisabled",
        "deleteDisabled", "moveDisabled", "environment", "preferredColorScheme", "statusBarHidden",
        "ignoresSafeArea", "edgesIgnoringSafeArea", "privacySensitive", "textSelection", "scrollIndicators",
        "scrollContentBackground", "scrollDismissesKeyboard", "listRowSeparator", "listSectionSeparator",
        "buttonStyle", "textFieldStyle", "pickerStyle", "toggleStyle", "listStyle", "labelStyle", "formStyle",
        "navigationTitle", "navigationBarTitle", "navigationBarTitleDisplayMode", "toolbarTitleDisplayMode",
        "toolbar", "navigationBarBackButtonHidden", "aspectRatio", "scaledToFit", "scaledToFill", "fixedSize",
        "layoutPriority", "renderingMode", "symbolRenderingMode", "symbolVariant", "accessibilityLabel",
        "accessibilityHint", "accessibilityValue", "accessibilityIdentifier", "accessibilityHidden",
        "accessibilityAddTraits", "accessibilityElement", "labelsHidden", "controlSize", "headerProminence",
    ]

    /// Applies the node's modifiers to its element, in order.
    func applyModifiers(of node: Node, to core: HTMLElement) -> HTMLElement {
        var element = core
        for modifier in node.modifiers {
            let arguments = modifier.arguments.map { Argument(label: $0.label, resolved($0.value, in: node) ?? .null) }
            if !apply(modifier.name, arguments, node: node, to: &element) {
                element = unknownModifier(modifier, around: element)
            }
        }
        return element
    }

    /// Applies one modifier; false when it is not one this renderer shows (or its
    /// arguments are not ones it understands).
    private func apply(_ name: String, _ arguments: [Argument], node: Node, to element: inout HTMLElement) -> Bool {
        let first = arguments.first?.value
        switch name {
        case "padding": return padding(arguments, &element)
        case "frame": return frame(arguments, &element)
        case "background": return layer(arguments, node: node, behind: true, &element)
        case "overlay": return layer(arguments, node: node, behind: false, &element)
        case "border":
            guard let color = SwiftUIColor.css(arguments.unlabeledValues.first) else { return false }
            let width = CSSValue.number(arguments.value(labeled: "width")) ?? 1
            element = wrap(element, ["sw-border"])
            element.setStyle("outline", "\(CSSValue.pixels(width)) solid \(color)")
            element.setStyle("outline-offset", "-" + CSSValue.pixels(width))
            return true
        case "shadow":
            let color = SwiftUIColor.css(arguments.value(labeled: "color")) ?? "rgb(0 0 0 / 0.33)"
            let radius = CSSValue.number(arguments.value(labeled: "radius")) ?? 0
            let x = CSSValue.number(arguments.value(labeled: "x")) ?? 0
            let y = CSSValue.number(arguments.value(labeled: "y")) ?? 0
            element = wrap(element, ["sw-shadow"])
            element.setStyle("filter", "drop-shadow(\(CSSValue.pixels(x)) \(CSSValue.pixels(y)) \(CSSValue.pixels(radius)) \(color))")
            return true
        case "offset":
            var x = CSSValue.number(arguments.value(labeled: "x")) ?? 0
            var y = CSSValue.number(arguments.value(labeled: "y")) ?? 0
            if case .named(let chain) = first, let size = chain.segments.last?.arguments {
                // `.offset(CGSize(width: 4, height: 2))`
                x = CSSValue.number(size.value(labeled: "width")) ?? 0
                y = CSSValue.number(size.value(labeled: "height")) ?? 0
            }
            element = wrap(element, ["sw-offset"])
            element.setStyle("transform", "translate(\(CSSValue.pixels(x)), \(CSSValue.pixels(y)))")
            return true
        case "rotationEffect":
            guard let degrees = CSSValue.degrees(arguments.unlabeledValues.first) else { return false }
            element = wrap(element, ["sw-rotation"])
            element.setStyle("transform", "rotate(\(CSSValue.text(degrees))deg)")
            if let anchor = arguments.value(labeled: "anchor") {
                element.setStyle("transform-origin", transformOrigin(anchor))
            }
            return true
        case "scaleEffect":
            let uniform = CSSValue.number(first)
            let x = CSSValue.number(arguments.value(labeled: "x")) ?? uniform ?? 1
            let y = CSSValue.number(arguments.value(labeled: "y")) ?? uniform ?? 1
            element = wrap(element, ["sw-scale"])
            element.setStyle("transform", "scale(\(CSSValue.text(x)), \(CSSValue.text(y)))")
            return true
        case "opacity":
            guard let opacity = CSSValue.number(first) else { return false }
            declare(&element, [("opacity", CSSValue.text(min(max(opacity, 0), 1)))])
            return true
        case "hidden":
            declare(&element, [("visibility", "hidden")])
            return true
        case "cornerRadius":
            guard let radius = CSSValue.length(first) else { return false }
            declare(&element, [("border-radius", radius), ("overflow", "hidden")])
            return true
        case "clipShape":
            guard let clip = clipDeclarations(first, node: node) else { return false }
            declare(&element, clip)
            return true
        case "clipped":
            declare(&element, [("overflow", "hidden")])
            return true
        case "font":
            guard let declarations = SwiftUIFont.declarations(first) else { return false }
            declare(&element, declarations)
            return true
        case "fontWeight":
            guard let weight = CSSValue.memberName(first).flatMap({ SwiftUIFont.weights[$0] }) else { return false }
            declare(&element, [("font-weight", String(weight))])
            return true
        case "bold":
            declare(&element, [("font-weight", first == .bool(false) ? "400" : "700")])
            return true
        case "italic":
            declare(&element, [("font-style", first == .bool(false) ? "normal" : "italic")])
            return true
        case "fontDesign":
            guard let family = CSSValue.memberName(first).flatMap({ SwiftUIFont.designs[$0] }) else { return false }
            declare(&element, [("font-family", family)])
            return true
        case "monospaced":
            declare(&element, [("font-family", "var(--sw-font-mono)")])
            return true
        case "monospacedDigit":
            declare(&element, [("font-variant-numeric", "tabular-nums")])
            return true
        case "underline", "strikethrough":
            guard first != .bool(false) else { return true }
            declare(&element, [("text-decoration-line", name == "underline" ? "underline" : "line-through")])
            return true
        case "textCase":
            let transform = CSSValue.memberName(first) == "lowercase" ? "lowercase" : (first == .null ? "none" : "uppercase")
            declare(&element, [("text-transform", transform)])
            return true
        case "multilineTextAlignment":
            let alignment = CSSValue.memberName(first)
            declare(&element, [("text-align", alignment == "leading" ? "left" : alignment == "trailing" ? "right" : "center")])
            return true
        case "foregroundStyle", "foregroundColor":
            guard let color = SwiftUIColor.css(first) else { return false }
            declare(&element, [("color", color), ("--sw-fg", color)])
            return true
        case "tint", "accentColor":
            guard let color = SwiftUIColor.css(first) else { return false }
            declare(&element, [("--sw-tint", color), ("--sw-toggle-tint", color)])
            return true
        case "lineLimit":
            if first == .null || first == nil {
                declare(&element, [("--sw-lines", "none")])
            } else {
                guard let lines = CSSValue.number(first), lines >= 1 else { return false }
                declare(&element, [("--sw-lines", CSSValue.text(lines.rounded()))])
            }
            element.classes.append("sw-line-limit")
            return true
        case "imageScale":
            let scales = ["small": "0.75", "medium": "1", "large": "1.3"]
            guard let scale = CSSValue.memberName(first).flatMap({ scales[$0] }) else { return false }
            declare(&element, [("--sw-image-scale", scale)])
            return true
        case "resizable":
            element.classes.append("sw-resizable")
            return true
        case "zIndex":
            guard let index = CSSValue.number(first) else { return false }
            declare(&element, [("z-index", CSSValue.text(index.rounded())), ("position", "relative")])
            return true
        case "disabled":
            if first != .bool(false) { element.classes.append("sw-disabled") }
            return true
        case "fill", "stroke", "strokeBorder":
            // Drawn by the shape itself; on anything else, or in a style the shape could
            // not read, they are shown as unknown.
            let isShape = ["Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse"].contains(node.type) || node.props["path"] != nil
            let colorValue = name == "fill" ? first : arguments.unlabeledValues.first
            return isShape && (colorValue == nil || SwiftUIColor.css(colorValue) != nil)
        default:
            return Self.modifiersWithoutLocalEffect.contains(name) || name.hasPrefix("accessibility")
        }
    }

    /// `padding()`, `padding(8)`, `padding(.horizontal)`, `padding(.horizontal, 12)`,
    /// `padding([.top, .leading], 4)`, `padding(EdgeInsets(top:leading:bottom:trailing:))`.
    private func padding(_ arguments: [Argument], _ element: inout HTMLElement) -> Bool {
        var amounts: [CSSValue.Edge: Double] = [:]
        let values = arguments.unlabeledValues
        if values.isEmpty {
            for edge in CSSValue.Edge.allCases { amounts[edge] = 16 }
        } else if values.count == 1, let amount = CSSValue.number(values[0]) {
            for edge in CSSValue.Edge.allCases { amounts[edge] = amount }
        } else if values.count == 1, case .named(let chain) = values[0], chain.segments.last?.name == "EdgeInsets" {
            let insets = chain.segments.last?.arguments ?? []
            for edge in CSSValue.Edge.allCases { amounts[edge] = CSSValue.number(insets.value(labeled: edge.rawValue)) ?? 0 }
        } else if let edges = CSSValue.edges(values[0]), values.count <= 2 {
            let amount = values.count == 2 ? CSSValue.number(values[1]) : 16
            guard let amount else { return false }
            for edge in edges { amounts[edge] = amount }
        } else {
            return false
        }
        element = wrap(element, ["sw-padding"])
        let sides = [CSSValue.Edge.top, .trailing, .bottom, .leading].map { CSSValue.pixels(amounts[$0] ?? 0) }
        element.setStyle("padding", sides.joined(separator: " "))
        return true
    }

    /// `frame(width:height:alignment:)` and `frame(minWidth:idealWidth:maxWidth:minHeight:
    /// idealHeight:maxHeight:alignment:)`: a box of that size placing the view inside it.
    private func frame(_ arguments: [Argument], _ element: inout HTMLElement) -> Bool {
        let known: Set<String> = [
            "width", "height", "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight", "alignment",
        ]
        guard arguments.allSatisfy({ $0.label.map(known.contains) ?? false }) else { return false }
        element = wrap(element, ["sw-frame"])
        let (horizontal, vertical) = CSSValue.alignment(arguments.value(labeled: "alignment"))
        element.setStyle("align-items", horizontal)
        element.setStyle("justify-content", vertical)
        for (axis, size, fill, fixed) in [("width", "Width", "sw-fill-w", "sw-fixed-w"), ("height", "Height", "sw-fill-h", "sw-fixed-h")] {
            if let length = CSSValue.length(arguments.value(labeled: axis)) {
                element.setStyle(axis, length)
                element.classes.append(fixed)
            }
            if let length = CSSValue.length(arguments.value(labeled: "min" + size)) {
                element.setStyle("min-" + axis, length)
            }
            let maximum = arguments.value(labeled: "max" + size)
            if CSSValue.isInfinity(maximum) {
                element.classes.append(fill)
            } else if let length = CSSValue.length(maximum) {
                element.setStyle("max-" + axis, length)
            }
        }
        return true
    }

    /// `background(_:)` and `overlay(_:)`: a color, a material, or view content (a slot)
    /// drawn behind or in front of the view at its size; `background(_:in:)` clips the
    /// color to a shape.
    private func layer(_ arguments: [Argument], node: Node, behind: Bool, _ element: inout HTMLElement) -> Bool {
        let content = arguments.value(labeled: "content") ?? arguments.unlabeledValues.first
        if case .slot(let slot) = content {
            let (horizontal, vertical) = CSSValue.alignment(arguments.value(labeled: "alignment"))
            var layer = HTMLElement("div", classes: ["sw-layer", "sw-axis-v", behind ? "sw-layer-behind" : "sw-layer-front"])
            layer.setStyle("align-items", horizontal)
            layer.setStyle("justify-content", vertical)
            for slotElement in slotElements(node, slot) { layer.append(slotElement) }
            var wrapper = HTMLElement("div", classes: ["sw-wrap", "sw-axis-v", behind ? "sw-background" : "sw-overlay"])
            wrapper.append(element)
            if behind { wrapper.children.insert(.element(layer), at: 0) } else { wrapper.append(layer) }
            element = wrapper
            return true
        }
        let fill: String
        if let color = SwiftUIColor.css(content) {
            fill = color
        } else if let material = CSSValue.memberName(content), material.hasSuffix("Material") {
            fill = "var(--sw-material)"
        } else {
            return false
        }
        element = wrap(element, [behind ? "sw-background" : "sw-overlay"])
        if behind {
            element.setStyle("background", fill)
            if case .slot(let shapeSlot) = arguments.value(labeled: "in"), let shape = node.slots[shapeSlot]?.first {
                element.setStyle("border-radius", shapeRadius(shape) ?? "0")
            }
        } else {
            // A color in front: a layer of it above the content.
            var layer = HTMLElement("div", classes: ["sw-layer", "sw-layer-front"])
            layer.setStyle("background", fill)
            element.append(layer)
        }
        return true
    }

    /// The declarations that clip to a shape given as a slot (`clipShape(Circle())` in a
    /// script) or a member (`.circle`, `.capsule`, `.rect(cornerRadius: 8)`).
    private func clipDeclarations(_ value: Value?, node: Node) -> [(String, String)]? {
        var shapeName: String?
        var radius: String?
        switch value {
        case .slot(let slot):
            guard let shape = node.slots[slot]?.first else { return nil }
            shapeName = shape.type
            radius = shapeRadius(shape)
        case .member(let chain), .named(let chain):
            guard let segment = chain.segments.last else { return nil }
            shapeName = segment.name
            radius = CSSValue.length(segment.arguments?.value(labeled: "cornerRadius"))
        default: return nil
        }
        switch shapeName {
        case "Circle", "circle": return [("clip-path", "circle(closest-side)")]
        case "Ellipse", "ellipse": return [("clip-path", "ellipse(50% 50%)")]
        case "Capsule", "capsule": return [("border-radius", "9999px"), ("overflow", "hidden")]
        case "RoundedRectangle", "rect", "Rectangle", "rectangle", "roundedRectangle":
            return [("border-radius", radius ?? "0"), ("overflow", "hidden")]
        default: return nil
        }
    }

    /// The corner radius a shape node draws with.
    private func shapeRadius(_ shape: Node) -> String? {
        switch shape.type {
        case "RoundedRectangle": return CSSValue.length(resolved(shape.props["cornerRadius"], in: shape))
        case "Capsule": return "9999px"
        case "Circle", "Ellipse": return "50%"
        default: return nil
        }
    }

    /// A `UnitPoint` as a CSS transform origin: `.topLeading` is `left top`.
    private func transformOrigin(_ anchor: Value) -> String {
        let (horizontal, vertical) = CSSValue.alignment(anchor)
        let x = horizontal == "flex-start" ? "left" : horizontal == "flex-end" ? "right" : "center"
        let y = vertical == "flex-start" ? "top" : vertical == "flex-end" ? "bottom" : "center"
        return x + " " + y
    }

    /// Sets declarations on the outermost element, wrapping it first when one of them is
    /// already set there (so the inner modifier keeps its effect on the inner content).
    private func declare(_ element: inout HTMLElement, _ declarations: [(String, String)]) {
        if declarations.contains(where: { element.hasStyle($0.0) }) {
            element = wrap(element, ["sw-env"])
        }
        for (property, value) in declarations { element.setStyle(property, value) }
    }

    /// A new element around `element`: a box the size of its content.
    private func wrap(_ element: HTMLElement, _ classes: [String]) -> HTMLElement {
        HTMLElement("div", classes: ["sw-wrap", "sw-axis-v"] + classes, children: [.element(element)])
    }

    /// A modifier this renderer does not show: a dashed box named after it around the view.
    private func unknownModifier(_ modifier: Modifier, around element: HTMLElement) -> HTMLElement {
        var box = wrap(element, ["sw-unknown-modifier"])
        var name = HTMLElement("span", classes: ["sw-unknown-name"])
        name.append(text: "." + modifier.description)
        box.children.insert(.element(name), at: 0)
        return box
    }
}
