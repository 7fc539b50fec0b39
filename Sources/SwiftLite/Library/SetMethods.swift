/// `Set`'s methods: its algebra (`union`, `intersection`, `subtracting`,
/// `symmetricDifference`, `isSubset(of:)`...), membership, and the sequence methods,
/// which work on its elements in order (`filter` gives a set, `map` and `sorted` an array,
/// as in Swift).
enum SetMethods {
    static func call(_ selector: MethodSelector, on set: SetStorage, _ context: MethodContext) throws(ScriptError) -> Value {
        switch selector.description {
        case "contains(_:)":
            let element = context.arguments[0]
            if case .symbol = element {
                // `keys.contains(.name("a"))`: an implicit member the compiler left symbolic
                // has no hash; it equals the enum case it names.
                return .bool(set.elements.contains { Operations.equal($0, element) })
            }
            return .bool(set.contains(element))
        case "union(_:)":
            let result = set.copy()
            for element in try elements(of: context.arguments[0], "union") { try insert(element, into: result) }
            return .set(result)
        case "intersection(_:)":
            let other = try storage(of: context.arguments[0], "intersection")
            return .set(SetStorage.make(set.elements.filter { other.contains($0) })!)
        case "subtracting(_:)":
            let other = try storage(of: context.arguments[0], "subtracting")
            return .set(SetStorage.make(set.elements.filter { !other.contains($0) })!)
        case "symmetricDifference(_:)":
            let other = try storage(of: context.arguments[0], "symmetricDifference")
            let result = SetStorage.make(set.elements.filter { !other.contains($0) })!
            for element in other.elements where !set.contains(element) { result.insert(element) }
            return .set(result)
        case "isSubset(of:)":
            let other = try storage(of: context.arguments[0], "isSubset")
            return .bool(set.elements.allSatisfy(other.contains))
        case "isStrictSubset(of:)":
            let other = try storage(of: context.arguments[0], "isStrictSubset")
            return .bool(set.count < other.count && set.elements.allSatisfy(other.contains))
        case "isSuperset(of:)":
            let other = try storage(of: context.arguments[0], "isSuperset")
            return .bool(other.elements.allSatisfy(set.contains))
        case "isStrictSuperset(of:)":
            let other = try storage(of: context.arguments[0], "isStrictSuperset")
            return .bool(other.count < set.count && other.elements.allSatisfy(set.contains))
        case "isDisjoint(with:)":
            let other = try storage(of: context.arguments[0], "isDisjoint")
            return .bool(!set.elements.contains(where: other.contains))
        case "filter(_:)":
            var kept: [Value] = []
            for element in set.elements where try context.predicate(0, element) { kept.append(element) }
            return .set(SetStorage.make(kept)!)
        default:
            guard let method = selector.builtin else { throw Methods.unknownMethod(selector, on: .set(set)) }
            return try SequenceMethods.call(method, on: set.elements, context)
        }
    }

    /// The selectors of the mutating methods only a set has.
    static let mutatingSelectors: Set<String> = [
        "insert(_:)", "update(with:)", "remove(_:)", "popFirst()", "formUnion(_:)", "formIntersection(_:)", "subtract(_:)",
        "formSymmetricDifference(_:)",
    ]

    /// The selectors of every method only a set has (for `set.contains` used as a function).
    static let selectors: [String] = [
        "contains(_:)", "union(_:)", "intersection(_:)", "subtracting(_:)", "symmetricDifference(_:)", "isSubset(of:)",
        "isStrictSubset(of:)", "isSuperset(of:)", "isStrictSuperset(of:)", "isDisjoint(with:)",
    ]

    static func callMutating(_ selector: MethodSelector, on set: SetStorage, _ context: MethodContext) throws(ScriptError) -> Value {
        switch selector.description {
        case "insert(_:)":
            let element = context.arguments[0]
            guard let inserted = set.insert(element) else { throw notHashable(element) }
            return .tuple(TupleStorage(elements: [.bool(inserted), element], labels: ["inserted", "memberAfterInsert"]))
        case "update(with:)":
            let element = context.arguments[0]
            let old = set.remove(element)
            try insert(element, into: set)
            return old ?? .null
        case "remove(_:)":
            return set.remove(context.arguments[0]) ?? .null
        case "removeAll()":
            set.removeAll()
            return .null
        case "popFirst()":
            guard let first = set.elements.first else { return .null }
            return set.remove(first) ?? .null
        case "formUnion(_:)":
            for element in try elements(of: context.arguments[0], "formUnion") { try insert(element, into: set) }
            return .null
        case "formIntersection(_:)":
            let other = try storage(of: context.arguments[0], "formIntersection")
            for element in set.elements where !other.contains(element) { set.remove(element) }
            return .null
        case "subtract(_:)":
            for element in try elements(of: context.arguments[0], "subtract") { set.remove(element) }
            return .null
        case "formSymmetricDifference(_:)":
            for element in try elements(of: context.arguments[0], "formSymmetricDifference") {
                if set.contains(element) { set.remove(element) } else { try insert(element, into: set) }
            }
            return .null
        default:
            return try call(selector, on: set, context)
        }
    }

    /// The elements of a set, an array or a range given to a set operation.
    static func elements(of value: Value, _ operation: String) throws(ScriptError) -> [Value] {
        switch value {
        case .set(let other): return other.elements
        case .array(let elements): return elements
        case .slice(let slice): return slice.elements
        case .range(let range): return (range.lowerBound..<range.end).map { .int($0) }
        default: throw ScriptError(.typeMismatch, "'\(operation)' needs a set or an array, found '\(value.describedType)'")
        }
    }

    private static func storage(of value: Value, _ operation: String) throws(ScriptError) -> SetStorage {
        if case .set(let other) = value { return other }
        guard let made = SetStorage.make(try elements(of: value, operation)) else {
            throw ScriptError(.typeMismatch, "'\(operation)' needs elements that can be in a set (Hashable)")
        }
        return made
    }

    private static func insert(_ element: Value, into set: SetStorage) throws(ScriptError) {
        if set.insert(element) == nil { throw notHashable(element) }
    }

    static func notHashable(_ value: Value) -> ScriptError {
        ScriptError(.typeMismatch, "a value of type '\(value.describedType)' cannot be in a set: it is not Hashable")
    }
}
