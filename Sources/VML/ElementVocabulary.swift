import ViewTree

/// What VML reads from the view catalog about an element: which prop its text content
/// fills, which attributes are initializer-backed, which slots it has.
///
/// Elements the catalog does not know (`Card`, `ToolbarItemGroup`) are custom elements:
/// VML cannot know their parameters, so their attributes stay strings, their text is
/// their `text` prop, and any template name is one of their slots.
struct ElementVocabulary {
    /// The catalog's entry; `nil` for a custom element.
    let entry: ViewCatalog.Element?
    /// The reserved element of §8 the name is (`<binding>`, `<data>`...), if it is one.
    let reserved: ReservedElement?

    init(_ name: String) {
        entry = ViewCatalog.elements[name]
        reserved = entry == nil ? ReservedElement(name: name) : nil
    }

    /// The prop that text content fills: the first unlabeled string parameter of the
    /// element's initializers (`text` for `Text`, `title` for `Button`, `Toggle`,
    /// `Section`...), `text` for a custom element, `nil` for an element that takes no
    /// text (`VStack`, `Rectangle`).
    var textProp: String? {
        guard let entry else { return "text" }
        for initializer in entry.initializers {
            if let parameter = initializer.parameters.first(where: { $0.label == nil && $0.kind == .string }) {
                return parameter.name
            }
        }
        return nil
    }

    /// The kind of the prop an attribute names; `nil` when no initializer has it. A
    /// reserved element's leading attribute (`name`, `key`, `kind`) counts as
    /// initializer-backed, so that the canonical form writes it first, as §8 does:
    /// `<binding name="text" keyPath="title"/>`.
    func kind(ofAttribute name: String) -> ViewCatalog.ParameterKind? {
        if let reserved { return reserved.attributes.leading == name ? .string : nil }
        return entry?.propKind(name)
    }

    /// Whether the element puts unlabeled child elements anywhere: it has a default slot,
    /// or it is custom.
    var takesChildren: Bool {
        entry == nil || entry?.defaultSlot != nil
    }

    /// Whether a slot may hold several nodes: the slot of a multi-valued content
    /// modifier (`toolbar`) or a slot the catalog says is multi-valued.
    static func isMultiValued(slot: String, usedBy modifiers: [String]) -> Bool {
        ViewCatalog.multiValuedSlots.contains(slot)
            || modifiers.contains { ViewCatalog.contentModifiers[$0]?.isMultiValued == true }
    }
}
