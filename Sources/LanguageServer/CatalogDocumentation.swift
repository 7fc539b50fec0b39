import ViewTree

/// What hovers and completion say of a view or a modifier, read from the view catalog
/// (`ViewCatalog`): the catalog is the one description of SwiftUI's views both scripts and
/// VML build from, so what the editor shows is what the workbench does with each argument.
enum CatalogDocumentation {
    /// The documentation of a view constructor: each initializer with its labels and what
    /// each argument becomes in the node (a prop, a binding, an action, a slot).
    static func view(_ element: ViewCatalog.Element) -> String {
        var lines = ["**\(element.name)** — a view of the catalog (docs/views.md)."]
        for initializer in element.initializers {
            lines.append("")
            lines.append("`\(initializer.signature(of: element.name))`")
            for parameter in initializer.parameters {
                lines.append("- `\(parameter.signatureText)` " + describe(parameter) + (parameter.isOptional ? " (optional)" : ""))
            }
        }
        if let slot = element.defaultSlot {
            lines.append("")
            lines.append("Its trailing closure is a view builder: its views are the node's \(slot == "content" ? "children" : "`\(slot)` content").")
        }
        if !element.namedSlots.isEmpty {
            lines.append("Named slots: " + element.namedSlots.map { "`\($0)`" }.joined(separator: ", ") + ".")
        }
        return lines.joined(separator: "\n")
    }

    /// The documentation of `ForEach`, which the catalog leaves to the runtime.
    static let forEach = """
        **ForEach** — one view per element of a sequence.

        `ForEach(_:id:content:)`
        - `_:` the data (an array, a range)
        - `id:` the key of each element (a dictionary key or a key path); stable ids keep nodes when the list changes (optional)
        - `content:` a closure from an element to its view
        """

    /// The documentation of `Node`, the constructor of custom elements.
    static let customNode = """
        **Node** — an element of any name, for custom elements VML documents use too.

        `Node(_:_:content:)`
        - `_:` the element's name
        - `_:` its props, a dictionary (optional)
        - `content:` its children, a view builder (optional)
        """

    /// The documentation of a modifier name.
    static func modifier(_ name: String) -> String {
        var text = "**.\(name)** — a SwiftUI modifier. The workbench records it, with its arguments, in the node's `modifiers`, in the order written; the preview applies the ones it draws (docs/preview.md)."
        if let content = ViewCatalog.contentModifiers[name] {
            text += "\n\nIt takes view content: its closure is a view builder whose views fill the slot `\(content.slot)`"
                + (content.isMultiValued ? " (several nodes)." : ".")
        }
        return text
    }

    /// What an initializer's parameter becomes.
    static func describe(_ parameter: ViewCatalog.Parameter) -> String {
        switch parameter.kind {
        case .string: return "a string, the prop `\(parameter.name)`"
        case .number: return "a number, the prop `\(parameter.name)`"
        case .boolean: return "a Bool, the prop `\(parameter.name)`"
        case .enumeration: return "a member such as `.leading`, the prop `\(parameter.name)`"
        case .url: return "a URL string, the prop `\(parameter.name)`"
        case .range: return "a range, the prop `\(parameter.name)`"
        case .value: return "any value, the prop `\(parameter.name)`"
        case .binding: return "a binding (`state.bind(\"path\")`), recorded in `bindings.\(parameter.name)`"
        case .action: return "an action name or a closure, the node's `tap` event"
        case .content: return parameter.name == "content" ? "the content, a view builder" : "a view builder filling the slot `\(parameter.name)`"
        }
    }

    /// The placeholder text of a parameter in a completion snippet.
    static func placeholder(_ parameter: ViewCatalog.Parameter) -> String {
        switch parameter.kind {
        case .string: return parameter.label == nil ? "\"\(parameter.name)\"" : "\"\"" 
        case .number: return "0"
        case .boolean: return "true"
        case .enumeration: return ".leading"
        case .url: return "\"https://\""
        case .range: return "0...1"
        case .value: return parameter.name
        case .binding: return "state.bind(\"path\")"
        case .action: return "\"action\""
        case .content: return "content"
        }
    }
}
