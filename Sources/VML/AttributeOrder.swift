/// §6.1's attribute order: `id`; then `template`; then the initializer-backed attributes
/// (those the catalog lists for the element); then every other attribute, data
/// attributes read by `attr(...)` among them; then `style`. Alphabetical (by UTF-8
/// bytes) within each group.
///
/// `template` is not in §6.1's list; it goes right after `id` because it says where the
/// element goes before anything says what it is, as in every example of the
/// specification (`<Image template="icon" systemName="..."/>`). A custom element has no
/// initializer-backed attributes, and its attributes are all in the one alphabetical group.
enum AttributeOrder {
    static func sorted<Item>(_ items: [Item], of element: String, name: (Item) -> String) -> [Item] {
        let vocabulary = ElementVocabulary(element)
        return items.map { (rank: rank(name($0), vocabulary), name: name($0), item: $0) }
            .sorted { lhs, rhs in
                lhs.rank != rhs.rank ? lhs.rank < rhs.rank : lhs.name.utf8.lexicographicallyPrecedes(rhs.name.utf8)
            }
            .map(\.item)
    }

    private static func rank(_ name: String, _ vocabulary: ElementVocabulary) -> Int {
        switch name {
        case VMLAttribute.Reserved.id: 0
        case VMLAttribute.Reserved.template: 1
        case VMLAttribute.Reserved.style: 4
        default: vocabulary.kind(ofAttribute: name) != nil ? 2 : 3
        }
    }
}
