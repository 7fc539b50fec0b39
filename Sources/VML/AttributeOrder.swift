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
        sorted(items, vocabulary: ElementVocabulary(element), name: name)
    }

    /// Start tags have a handful of attributes, usually in order already, and then they are
    /// returned as they are. Otherwise a stable sort (the original position breaks ties):
    /// an insertion sort took seconds for a tag of 10,000 attributes in reverse order.
    static func sorted<Item>(_ items: [Item], vocabulary: ElementVocabulary, name: (Item) -> String) -> [Item] {
        let inOrder = items.indices.dropFirst().allSatisfy { index in
            !precedes(
                (rank(name(items[index]), vocabulary), items[index]), (rank(name(items[index - 1]), vocabulary), items[index - 1]),
                name: name)
        }
        if inOrder { return items }
        let keyed = items.enumerated().map { (rank: rank(name($0.element), vocabulary), item: $0.element, position: $0.offset) }
        return keyed.sorted { lhs, rhs in
            if precedes((lhs.rank, lhs.item), (rhs.rank, rhs.item), name: name) { return true }
            if precedes((rhs.rank, rhs.item), (lhs.rank, lhs.item), name: name) { return false }
            return lhs.position < rhs.position
        }.map(\.item)
    }

    private static func precedes<Item>(_ lhs: (rank: Int, item: Item), _ rhs: (rank: Int, item: Item), name: (Item) -> String) -> Bool {
        lhs.rank != rhs.rank ? lhs.rank < rhs.rank : name(lhs.item).utf8.lexicographicallyPrecedes(name(rhs.item).utf8)
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
