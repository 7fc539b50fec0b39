// The public way for a host to build and edit container values. Edits move the
// container out, change it while it is uniquely referenced and put it back, so they are
// in place unless the storage is shared (then it is copied once, as Swift would).

extension Value {
    /// A dictionary with string keys, in the given order.
    public static func dictionary(_ pairs: [(key: String, value: Value)]) -> Value {
        .dictionary(DictionaryStorage.make(keys: pairs.map { .string($0.key) }, values: pairs.map(\.value)))
    }

    /// The entries of a dictionary, keys as strings (`1` becomes `"1"`); nil when this is
    /// not a dictionary.
    public var dictionaryEntries: [(key: String, value: Value)]? {
        guard case .dictionary(let storage) = self else { return nil }
        return zip(storage.keys, storage.values).map { key, value in
            if case .string(let text) = key { return (text, value) }
            return (Formatting.describe(key), value)
        }
    }

    /// The value stored under a string key, when this is a dictionary holding it.
    public func dictionaryValue(forKey key: String) -> Value? {
        guard case .dictionary(let storage) = self else { return nil }
        return storage.value(for: DictionaryKey(.string(key))!)
    }

    /// Sets (or, with nil, removes) the value under a string key. Returns false when this
    /// is not a dictionary.
    @discardableResult
    public mutating func setDictionaryValue(_ value: Value?, forKey key: String) -> Bool {
        guard var storage = takeUniqueDictionary() else { return false }
        let hashable = DictionaryKey(.string(key))!
        if let value { DictionaryStorage.set(value, for: hashable, in: &storage) } else { storage.remove(hashable) }
        self = .dictionary(storage)
        return true
    }

    /// Moves the value under a key out (leaving nil in its place), for an edit in place
    /// followed by `setDictionaryValue`. Nil when absent or not a dictionary.
    public mutating func takeDictionaryValue(forKey key: String) -> Value? {
        guard case .dictionary(let shared) = self, let position = shared.position(of: DictionaryKey(.string(key))!) else { return nil }
        let storage = takeUniqueDictionary()!
        let value = storage.takeValue(at: position)
        self = .dictionary(storage)
        return value
    }

    /// The elements of an array; nil when this is not an array.
    public var arrayElements: [Value]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    /// Replaces the element at `index`, or appends when `index` is the count. Returns false
    /// when this is not an array or the index is out of range.
    @discardableResult
    public mutating func setArrayElement(_ value: Value, at index: Int) -> Bool {
        guard let count = arrayCount, index >= 0, index <= count else { return false }
        var elements = takeArray()!
        if index == count { elements.append(value) } else { elements[index] = value }
        self = .array(elements)
        return true
    }

    /// Moves the element at `index` out (leaving nil), for an edit in place followed by
    /// `setArrayElement`. Nil when out of range or not an array.
    public mutating func takeArrayElement(at index: Int) -> Value? {
        guard let count = arrayCount, index >= 0, index < count else { return nil }
        var elements = takeArray()!
        let element = elements[index]
        elements[index] = .null
        self = .array(elements)
        return element
    }

    /// A tuple from labeled elements.
    public static func tuple(_ elements: [(label: String?, value: Value)]) -> Value {
        .tuple(TupleStorage(elements: elements.map(\.value), labels: elements.map(\.label)))
    }

    /// The elements of a tuple with their labels; nil when this is not a tuple.
    public var tupleElements: [(label: String?, value: Value)]? {
        guard case .tuple(let storage) = self else { return nil }
        return zip(storage.labels, storage.elements).map { ($0, $1) }
    }

    /// The bounds of a range (`upper` as written) and whether it is closed; nil otherwise.
    public var rangeBounds: (lower: Int, upper: Int, isClosed: Bool)? {
        guard case .range(let range) = self else { return nil }
        return (range.lowerBound, range.upperBound, range.isClosed)
    }

    /// How many values a range holds (Int.max when more); nil for anything else.
    public var rangeCount: Int? {
        guard case .range(let range) = self else { return nil }
        return range.count
    }
}

extension Closure {
    /// The file index and position where the closure literal starts, for hosts that
    /// derive identities from it (an anonymous action's id).
    public var sourcePosition: (fileIndex: Int, location: SourceLocation) {
        (prototype.fileIndex, prototype.location)
    }

    /// How many parameters the closure declares.
    public var parameterCount: Int { prototype.parameterCount }
}

extension SymbolicValue.Segment {
    /// The arguments as a list, for hosts converting symbols.
    public var argumentList: [(label: String?, value: Value)]? { arguments }
}
