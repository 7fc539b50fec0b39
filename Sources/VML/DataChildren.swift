import ViewTree

/// The reserved children of one element (§8): its bindings and actions (read by
/// `DataMarkup`), its prototype, and the element without them, which is what the view's
/// own rules (text, templates, slots) see.
struct DataChildren {
    /// The element as a view: its content without reserved elements.
    var viewElement: VMLElement
    var bindings: [BindingDeclaration] = []
    var actions: [ActionDeclaration] = []
    /// The prototypes, each with the number of unlabeled view children before it: where
    /// its rows go among the children.
    var prototypes: [(element: VMLElement, position: Int)] = []

    init(of element: VMLElement, markup: DataMarkup) {
        guard element.content.contains(where: { if case .element(let child) = $0 { ReservedElement.isReserved(child) } else { false } })
        else {
            viewElement = element
            return
        }
        var content: [VMLNode] = []
        var unlabeled = 0
        for node in element.content {
            guard case .element(let child) = node, let reserved = ReservedElement(name: child.name) else {
                if case .element(let child) = node, child.templateName == nil { unlabeled += 1 }
                content.append(node)
                continue
            }
            switch reserved {
            case .binding: if let binding = markup.bindings[child.offset] { bindings.append(binding) }
            case .action: if let action = markup.actions[child.offset] { actions.append(action) }
            case .prototype: prototypes.append((child, unlabeled))
            case .data, .argument: break
            }
        }
        var view = element
        view.content = content
        viewElement = view
    }

    /// Whether there is nothing to bind.
    var isEmpty: Bool { bindings.isEmpty && actions.isEmpty && prototypes.isEmpty }
}
