import ViewTree

/// A view tree written as VML, and what VML could not say.
public struct VMLExport: Sendable {
    /// The canonical VML text.
    public var text: String
    /// One line per thing left out or changed, in tree order: events and bindings (unless
    /// exported as §8's data elements, which say bindings and the taps of named actions),
    /// and props or modifier values that do not read back as the same IR
    /// (`Button 0.2: event tap -> increment is not part of VML`).
    public var losses: [String]
}

/// Writes IR as canonical VML: what `workbench export --vml` prints for a script.
///
/// Each node is an element named by its `type`. Its id is written only when it is not the
/// one its position gives (`0`, `P.i`, `P.S.i`). Props become attributes, in §6.1's
/// order, except the text prop (`text` of a `Text`, `title` of a `Button`...) which
/// becomes text content when it reads back unchanged. Modifiers become the `style`;
/// slots become children with `template="slot"`, after the unlabeled children, slots in
/// name order. With `data`, bindings become `<binding>` elements and a tap of a named
/// action an `<action kind="dispatch">` (spec §8), before the children. `source` and
/// `reads` are not written: they describe a run, not the view.
///
/// Reading the text back (`VMLConverter`) gives the same IR apart from `source`,
/// `reads`, and what `losses` lists.
public enum VMLExporter {
    /// Exports a document; with `data`, its bindings and the taps of named actions as the
    /// data elements of spec §8 rather than as losses.
    public static func export(_ document: Document, data: Bool = false) -> VMLExport {
        var exporting = Exporting(data: data)
        exporting.write(document.root, expectedID: "0", template: nil, indent: 0)
        exporting.writer.finishFile()
        return VMLExport(text: exporting.writer.text, losses: exporting.losses)
    }
}

private struct Exporting {
    /// Whether bindings and named taps are written as §8's data elements.
    let data: Bool
    var writer = MarkupWriter()
    var losses: [String] = []

    mutating func write(_ node: Node, expectedID: String, template: String?, indent: Int) {
        let vocabulary = ElementVocabulary(node.type)
        let label = "\(node.type) \(node.id)"
        var attributes: [(name: String, value: String)] = []
        if node.id != expectedID { attributes.append((VMLAttribute.Reserved.id, node.id)) }
        if let template { attributes.append((VMLAttribute.Reserved.template, template)) }

        let textContent = textContent(of: node, vocabulary: vocabulary)
        for name in node.props.keys.sorted() where name != textContent?.prop {
            let value = node.props[name]!
            let text = AttributeTyping.text(of: value)
            if AttributeTyping.prop(text, kind: vocabulary.kind(ofAttribute: name)).value != value {
                losses.append("\(label): prop \(name) = \(value) reads back as \"\(text)\"")
            }
            attributes.append((name, text))
        }
        if !node.modifiers.isEmpty {
            let style = VMLStyle.canonicalText(of: node.modifiers)
            checkStyle(style, of: node, label: label)
            attributes.append((VMLAttribute.Reserved.style, style))
        }
        let reserved = dataElements(of: node, label: label)

        let ordered = AttributeOrder.sorted(attributes, of: node.type, name: \.name)
        let slotNames = node.slots.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        let hasElements = !reserved.isEmpty || !node.children.isEmpty || slotNames.contains { !(node.slots[$0]?.isEmpty ?? true) }
        writer.startTag(
            node.type, attributes: ordered.lazy.map { ($0.name, $0.value, false) }, layout: .aligned, indent: indent,
            selfClosing: textContent == nil && !hasElements)
        guard textContent != nil || hasElements else { return }
        if !hasElements, let textContent {
            writer.text(textContent.text)
            writer.endTag(node.type)
            return
        }
        if let textContent {
            writer.newline(indent: indent + 1)
            writer.text(textContent.text)
        }
        for element in reserved {
            writer.newline(indent: indent + 1)
            writer.startTag(element.name, attributes: element.attributes.lazy.map { ($0.0, $0.1, false) }, layout: .aligned, indent: indent + 1, selfClosing: true)
        }
        for (index, child) in node.children.enumerated() {
            writer.newline(indent: indent + 1)
            write(child, expectedID: "\(node.id).\(index)", template: nil, indent: indent + 1)
        }
        for name in slotNames {
            for (index, member) in (node.slots[name] ?? []).enumerated() {
                writer.newline(indent: indent + 1)
                write(member, expectedID: "\(node.id).\(name).\(index)", template: name, indent: indent + 1)
            }
        }
        writer.newline(indent: indent)
        writer.endTag(node.type)
    }

    /// The `<binding>` and `<action>` elements for a node's bindings and tap (§8), when
    /// exporting data elements, and a loss for each event or binding VML does not say.
    private mutating func dataElements(of node: Node, label: String) -> [(name: String, attributes: [(String, String)])] {
        var elements: [(name: String, attributes: [(String, String)])] = []
        for parameter in node.bindings.keys.sorted() {
            let path = node.bindings[parameter]!
            guard data, (try? DataKeyPath(parsing: path))?.description == path else {
                losses.append("\(label): binding \(parameter) <-> \(path) is not part of VML")
                continue
            }
            elements.append((ReservedElement.binding.rawValue, [("name", parameter), ("keyPath", path)]))
        }
        for kind in node.events.keys.sorted() {
            let action = node.events[kind]!
            // A closure's id (`app.swift:12:9`) names no action that VML could dispatch.
            guard data, kind == "tap", !action.contains(":"), VMLAction.isActionName(action) else {
                losses.append("\(label): event \(kind) -> \(action) is not part of VML")
                continue
            }
            elements.append((ReservedElement.action.rawValue, [("kind", "dispatch"), ("name", action)]))
        }
        return elements
    }

    /// The text prop, when it can be text content: a string that the whitespace rule
    /// leaves as it is. Otherwise it stays an attribute, which keeps every character.
    private func textContent(of node: Node, vocabulary: ElementVocabulary) -> (prop: String, text: String)? {
        guard let prop = vocabulary.textProp, case .string(let text)? = node.props[prop], !text.isEmpty,
            TextContent.collapse(text) == text
        else { return nil }
        return (prop, text)
    }

    /// Records a loss when the style does not read back as the same modifiers.
    private mutating func checkStyle(_ style: String, of node: Node, label: String) {
        let expected = node.modifiers.map(GradientCanonicalization.canonical)
        if (try? VMLStyle(parsing: style))?.modifiers != expected {
            losses.append("\(label): its modifiers do not all have a VML spelling: \(style)")
        }
    }
}
