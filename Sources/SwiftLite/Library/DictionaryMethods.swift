/// Dictionary methods: closures receive `(key, value)` pairs, labeled `key` and `value`
/// as Swift's `Dictionary.Element` is. The sequence methods (`sorted(by:)`,
/// `first(where:)`, `reduce(into:)`, `map`...) work on those pairs, in insertion order.
enum DictionaryMethods {
    static func call(_ method: BuiltinMethod, on storage: DictionaryStorage, _ context: MethodContext) throws(ScriptError) -> Value {
        switch method {
        case .mapValues:
            var values: [Value] = []
            values.reserveCapacity(storage.count)
            for value in storage.values { values.append(try context.invoke(0, value)) }
            return .dictionary(DictionaryStorage.make(keys: storage.keys, values: values))
        case .compactMapValues:
            // The entries whose new value is not nil.
            var keys: [Value] = []
            var values: [Value] = []
            for (key, value) in zip(storage.keys, storage.values) {
                let mapped = try context.invoke(0, value)
                if mapped.isNull { continue }
                keys.append(key)
                values.append(mapped)
            }
            return .dictionary(DictionaryStorage.make(keys: keys, values: values))
        case .filter:
            var keys: [Value] = []
            var values: [Value] = []
            for (key, value) in zip(storage.keys, storage.values) where try context.predicate(0, pair(key, value)) {
                keys.append(key)
                values.append(value)
            }
            return .dictionary(DictionaryStorage.make(keys: keys, values: values))
        case .merging:
            var merged = storage.copy()
            try merge(context.arguments[0], into: &merged, combining: context.arguments[1], context)
            return .dictionary(merged)
        case .contains:
            throw ScriptError(.unknownMember, "a dictionary has no 'contains(_:)'; use dict[key] != nil or keys.contains(key)")
        default:
            let pairs = zip(storage.keys, storage.values).map { pair($0, $1) }
            return try SequenceMethods.call(method, on: pairs, context)
        }
    }

    /// The mutating methods, on storage made unique (the caller puts it back).
    static func mutate(_ selector: MethodSelector, _ storage: inout DictionaryStorage, _ context: MethodContext) throws(ScriptError) -> Value {
        switch selector.builtin {
        case .removeValueForKey?:
            guard let key = DictionaryKey(context.arguments[0]) else { throw Subscripts.badKey(context.arguments[0]) }
            return storage.remove(key) ?? .null
        case .updateValueForKey?:
            guard let key = DictionaryKey(context.arguments[1]) else { throw Subscripts.badKey(context.arguments[1]) }
            let old = storage.value(for: key) ?? .null
            DictionaryStorage.set(context.arguments[0], for: key, in: &storage)
            return old
        case .removeAll?:
            storage.removeAll()
            return .null
        case .merge?:
            try merge(context.arguments[0], into: &storage, combining: context.arguments[1], context)
            return .null
        case let method?:
            return try call(method, on: storage, context)
        case nil:
            throw Methods.unknownMethod(selector, on: .dictionary(storage))
        }
    }

    /// `merge(_:uniquingKeysWith:)`: the entries of `other` (a dictionary, or a sequence of
    /// `(key, value)` pairs) put into `storage`; for a key already there, the closure
    /// is given the old value and the new one and its result is kept.
    static func merge(_ other: Value, into storage: inout DictionaryStorage, combining: Value, _ context: MethodContext) throws(ScriptError) {
        let entries: [(key: Value, value: Value)]
        if case .dictionary(let otherStorage) = other {
            entries = Array(zip(otherStorage.keys, otherStorage.values)).map { (key: $0.0, value: $0.1) }
        } else {
            entries = try StandardLibrary.sequenceElements(other, context.interpreter).map { (element: Value) throws(ScriptError) -> (key: Value, value: Value) in
                guard case .tuple(let tuple) = element, tuple.elements.count == 2 else {
                    throw ScriptError(.typeMismatch, "'\(context.selector.description)' needs a dictionary or (key, value) pairs, found '\(element.describedType)'")
                }
                return (tuple.elements[0], tuple.elements[1])
            }
        }
        for entry in entries {
            guard let key = DictionaryKey(entry.key) else { throw Subscripts.badKey(entry.key) }
            var value = entry.value
            if let existing = storage.value(for: key) {
                value = try context.interpreter.call(combining, [existing, value])
            }
            DictionaryStorage.set(value, for: key, in: &storage)
        }
    }

    static func pair(_ key: Value, _ value: Value) -> Value {
        .tuple(TupleStorage(elements: [key, value], labels: ["key", "value"]))
    }
}
