import ViewTree

// The rows of a node's <prototype> (spec §8), identified as ForEach identifies a script's.

/// Where each child of a node comes from: the next of the view's own children, or a row
/// of its prototype.
enum ChildPlace {
    case view
    /// A view of the prototype, for the element of the rows in `scope`; `key` is the row's
    /// identity (the element's `id`, else its index), nil when another row has it.
    case row(VMLElement, scope: DataScope, key: String?)
}

extension IRBuilder {
    /// The node's children in order: its own, and its prototype's rows where the
    /// prototype stands.
    mutating func childPlaces(
        plan: TemplatePlan, data: DataChildren, vocabulary: ElementVocabulary, element: VMLElement, bound: BoundNode,
        scope: DataScope
    ) -> [ChildPlace] {
        var places = Array(repeating: ChildPlace.view, count: plan.children.count)
        guard let (prototype, position) = data.prototypes.first else {
            if let rows = bound.rows {
                warn(
                    "rows of <\(element.name)> renders each element with a <prototype> child, and there is none", at: rows.binding.offset,
                    notes: ["<prototype><Text><binding name=\"text\" keyPath=\"title\"/></Text></prototype>"])
            }
            return places
        }
        for extra in data.prototypes.dropFirst() {
            warn("<\(element.name)> already has a <prototype> at \(source.position(of: prototype.offset)); this one is ignored", at: extra.element.offset)
        }
        guard let rows = bound.rows else {
            warn(
                "<prototype> renders the rows of <\(element.name)>, which binds none; it is ignored", at: prototype.offset,
                notes: ["give <\(element.name)> a <binding name=\"rows\" keyPath=\"...\"/> with an array"])
            return places
        }
        guard vocabulary.takesChildren else {
            warn("<\(element.name)> takes no child views; its <prototype> is ignored", at: prototype.offset)
            return places
        }
        if TemplatePlan.hasExplicitDefaultTemplate(element, vocabulary: vocabulary) {
            warn(
                "the explicit template=\"\(vocabulary.entry?.defaultSlot ?? "")\" of <\(element.name)> fills its default slot; the rows of its <prototype> are ignored",
                at: prototype.offset)
            return places
        }
        let views = prototype.childElements.filter { !ReservedElement.isReserved($0) }
        guard rows.lookup.isKnown else { return places }
        guard let value = rows.lookup.value else {
            reportProblem(of: rows.binding.keyPath, rows.lookup, at: rows.binding.keyPathOffset)
            return places
        }
        guard case .array(let elements) = value else {
            if value != .null {
                reportRepeated(
                    .warning, "rows of <\(element.name)> needs an array, and \(rows.lookup.describing(rows.binding.keyPath)) is \(value.kindDescription)",
                    at: rows.binding.keyPathOffset)
            }
            return places
        }
        var rowPlaces: [ChildPlace] = []
        var seen: Set<String> = []
        for (index, item) in elements.enumerated() {
            let rowScope = DataScope(
                value: item, path: rows.lookup.isExact ? rows.lookup.path + [.index(index)] : rows.lookup.path,
                isExact: rows.lookup.isExact)
            let key = Self.rowKey(item, index: index)
            let unique = seen.insert(key).inserted
            if !unique {
                warn(
                    "two rows of <\(element.name)> have the id \(key); the second is identified by its position",
                    at: rows.binding.keyPathOffset, notes: ["a row's identity is its element's id key, else its index"])
            }
            for (offset, view) in views.enumerated() {
                rowPlaces.append(.row(view, scope: rowScope, key: unique ? (offset == 0 ? key : "\(key)#\(offset)") : nil))
            }
        }
        places.insert(contentsOf: rowPlaces, at: min(position, places.count))
        return places
    }

    /// A row's identity: its element's `id` key when it has one (a string as it is, a
    /// number as written), else its index, as `ForEach` identifies a script's elements.
    private static func rowKey(_ element: JSONValue, index: Int) -> String {
        switch element.objectValue?["id"] {
        case .string(let text)?: text
        case .int(let number)?: String(number)
        case let value? where value != .null: value.canonicalText
        default: String(index)
        }
    }
}
