import ViewTree

/// The inspector's markup for one node: a one-line summary for hovering (type, id, key
/// props, bindings and events as the tree outline prints them, then the reads), and the
/// pinned panel with everything `:inspect` shows: props, bindings with their current
/// values, events, modifiers, reads, and the source location with the lines around it.
struct InspectorRenderer {
    /// The current values of state paths, shown beside bindings.
    var stateValues: [String: JSONValue] = [:]

    /// The hover summary.
    func summary(_ node: Node) -> String {
        var element = HTMLElement("div", classes: ["wb-inspect-summary"])
        var line = HTMLElement("div", classes: ["wb-inspect-line"])
        line.append(text: TreeOutline(maximumPropLength: 40).line(for: node))
        element.append(line)
        if !node.reads.isEmpty {
            var reads = HTMLElement("div", classes: ["wb-inspect-reads"])
            reads.append(text: "reads " + JSONBytes.sortedKeys(node.reads).joined(separator: ", "))
            element.append(reads)
        }
        return HTMLWriter.render(element).text
    }

    /// The pinned panel; `sourceText` is the text of the node's source file when known.
    func detail(_ node: Node, sourceText: String?) -> String {
        var panel = HTMLElement("div", classes: ["wb-inspect-detail"])
        var title = HTMLElement("h3", classes: ["wb-inspect-title"])
        title.append(text: node.type + " ")
        var id = HTMLElement("code")
        id.append(text: node.id)
        title.append(id)
        panel.append(title)
        if let component = node.source?.component {
            panel.append(paragraph("built by the component \(component)()"))
        }
        panel.append(list("Props", JSONBytes.sortedKeys(node.props.keys).map { "\($0): \(node.props[$0]!)" }))
        panel.append(list("Bindings", JSONBytes.sortedKeys(node.bindings.keys).map { name in
            let path = node.bindings[name]!
            let value = stateValues[path].map { " = " + CanonicalJSONWriter().string($0) } ?? ""
            return "\(name) <-> \(path)\(value)"
        }))
        panel.append(list("Events", JSONBytes.sortedKeys(node.events.keys).map { "\($0) -> \(node.events[$0]!)" }))
        panel.append(list("Modifiers", node.modifiers.map { "." + $0.description }))
        panel.append(list("Reads", JSONBytes.sortedKeys(node.reads)))
        var source = HTMLElement("section", classes: ["wb-inspect-section"])
        source.append(sectionTitle("Source"))
        if let location = node.source {
            source.append(paragraph(location.description))
            if let sourceText {
                let context = SourceExcerpt.context(of: sourceText, around: location.line, radius: 3)
                if !context.isEmpty {
                    var pre = HTMLElement("pre", classes: ["wb-excerpt"])
                    pre.append(text: context)
                    source.append(pre)
                }
            }
        } else {
            source.append(paragraph("unknown"))
        }
        panel.append(source)
        return HTMLWriter.render(panel).text
    }

    private func list(_ title: String, _ entries: [String]) -> HTMLElement {
        var section = HTMLElement("section", classes: ["wb-inspect-section"])
        section.append(sectionTitle(title))
        if entries.isEmpty {
            section.append(paragraph("none"))
            return section
        }
        var list = HTMLElement("ul")
        for entry in entries {
            var item = HTMLElement("li")
            var code = HTMLElement("code")
            code.append(text: entry)
            item.append(code)
            list.append(item)
        }
        section.append(list)
        return section
    }

    private func sectionTitle(_ text: String) -> HTMLElement {
        var heading = HTMLElement("h4")
        heading.append(text: text)
        return heading
    }

    private func paragraph(_ text: String) -> HTMLElement {
        var paragraph = HTMLElement("p")
        paragraph.append(text: text)
        return paragraph
    }
}
