/// The elements VML reserves for data (spec §8): not views but what binds views to data.
/// The grammar does not change; these are elements with reserved, lowercase names.
///
/// | element | attributes | what it does |
/// |---|---|---|
/// | `<data>` | `key`, `src` | puts a JSON file's content in the root context under `key` |
/// | `<binding>` | `name`, `keyPath` | gives its parent's attribute `name` the value at `keyPath` |
/// | `<prototype>` | | the views rendered once per element of its parent's `rows` |
/// | `<action>` | `kind`, `name`, `keyPath`, `value` | its parent's tap: dispatch, set or toggle |
/// | `<argument>` | `name`, `keyPath` or `value` | one member of a dispatched action's payload |
enum ReservedElement: String, CaseIterable, Sendable {
    case data
    case binding
    case prototype
    case action
    case argument

    /// The element a name is, if it is reserved.
    init?(name: String) {
        self.init(rawValue: name)
    }

    /// Whether a child element is reserved (and so no view).
    static func isReserved(_ element: VMLElement) -> Bool {
        ReservedElement(name: element.name) != nil
    }

    /// The attributes it reads: the one that says what it is first (its
    /// "initializer-backed" attribute, which the canonical form writes first), then the
    /// others.
    var attributes: (leading: String?, others: [String]) {
        switch self {
        case .data: ("key", ["src"])
        case .binding: ("name", ["keyPath"])
        case .prototype: (nil, [])
        case .action: ("kind", ["keyPath", "name", "value"])
        case .argument: ("name", ["keyPath", "value"])
        }
    }

    /// Every attribute it reads.
    var attributeNames: [String] {
        let (leading, others) = attributes
        return (leading.map { [$0] } ?? []) + others
    }

    /// The element's tag, for messages: `<binding>`.
    var tag: String { "<\(rawValue)>" }
}
