/// A dictionary's storage: keys and values in insertion order, with a hash index once it
/// grows past a few entries.
///
/// Insertion order makes every run print and render the same way (Swift's own dictionary
/// order changes from one process to the next), and small dictionaries, the common case
/// in view code, are searched linearly without hashing a single string.
///
/// A `Value.dictionary` holds a reference to this class; copy-on-write is done by hand:
/// a writer calls `isKnownUniquelyReferenced` and copies first when it is shared.
public final class DictionaryStorage {
    private(set) var keys: [Value]
    private(set) var values: [Value]
    private var index: [DictionaryKey: Int]?
    /// How many keys are not strings: `[String: Any]`, the type of most script data, is
    /// checked (at every typed parameter and `as!`) without looking at the keys.
    private var nonStringKeyCount = 0

    /// Dictionaries up to this size are searched linearly.
    private static let linearSearchLimit = 8

    init() {
        keys = []
        values = []
    }

    init(keys: [Value], values: [Value]) {
        self.keys = keys
        self.values = values
        nonStringKeyCount = keys.reduce(0) { count, key in
            if case .string = key { return count }
            return count + 1
        }
        if keys.count > DictionaryStorage.linearSearchLimit { rebuildIndex() }
    }

    /// Storage for a literal whose keys are distinct strings: `keys` is shared by every
    /// dictionary the literal makes (copied, as any array, by the first that changes them).
    init(stringKeys keys: [Value], values: [Value]) {
        self.keys = keys
        self.values = values
        if keys.count > DictionaryStorage.linearSearchLimit { rebuildIndex() }
    }

    deinit {
        // Releasing the values releases what they hold, recursively: a stack frame per
        // level of nesting. Ordinary data nests a few levels; a long chain of containers (a
        // linked list built as `["next": node]`) nests as deep as it is long and would
        // overflow the stack. So the values are released here, counting the depth, and past
        // a depth the rest of the chain is released link by link instead. Values that hold
        // no container release nothing further, and need no count (reading and writing
        // the per-thread depth was a tenth of freeing a small dictionary).
        if !values.contains(where: \.isContainer) { return }
        let depth = ReleaseDepth.current
        if depth < ReleaseDepth.limit {
            ReleaseDepth.current = depth + 1
            values = []
            ReleaseDepth.current = depth
        } else {
            releaseIteratively()
        }
    }

    private func releaseIteratively() {
        guard values.contains(where: { $0.isContainer }) else { return }
        var pending = values.filter { $0.isContainer }
        values = []
        while var value = pending.popLast() {
            // Moved out first (not matched in a switch, which would hold a second reference).
            if var storage = value.moveDictionaryStorage() {
                if isKnownUniquelyReferenced(&storage) {
                    pending.append(contentsOf: storage.values.filter { $0.isContainer })
                    storage.removeAll()
                }
                continue
            }
            switch value {
            case .array(let elements):
                // The elements stay referenced from `pending`, so releasing the array
                // releases nothing further.
                pending.append(contentsOf: elements.filter { $0.isContainer })
            case .tuple(let tuple):
                pending.append(contentsOf: tuple.elements.filter { $0.isContainer })
            default:
                break
            }
        }
    }

    /// A copy for copy-on-write.
    func copy() -> DictionaryStorage {
        let storage = DictionaryStorage()
        storage.keys = keys
        storage.values = values
        storage.index = index
        storage.nonStringKeyCount = nonStringKeyCount
        return storage
    }

    /// The number of entries.
    public var count: Int { keys.count }

    /// Whether every key is a string.
    var hasOnlyStringKeys: Bool { nonStringKeyCount == 0 }

    /// Whether every key satisfies `predicate` (without copying the keys).
    func allKeys(satisfy predicate: (Value) -> Bool) -> Bool {
        for index in keys.indices where !predicate(keys[index]) { return false }
        return true
    }

    /// Whether every value satisfies `predicate` (without copying the values).
    func allValues(satisfy predicate: (Value) -> Bool) -> Bool {
        for index in values.indices where !predicate(values[index]) { return false }
        return true
    }

    /// The position of `key`, if present.
    func position(of key: DictionaryKey) -> Int? {
        if let index { return index[key] }
        for position in 0..<keys.count where key.matches(keys[position]) { return position }
        return nil
    }

    /// The value for `key`, or nil.
    func value(for key: DictionaryKey) -> Value? {
        position(of: key).map { values[$0] }
    }

    /// The value for a string key, or nil: `value(for:)` without wrapping the key.
    func value(forStringKey key: String) -> Value? {
        if let index { return index[DictionaryKey(unchecked: .string(key))].map { values[$0] } }
        for position in 0..<keys.count {
            if case .string(let candidate) = keys[position], candidate == key { return values[position] }
        }
        return nil
    }

    /// Sets the value for `key`, appending it when new. Only call on uniquely referenced storage.
    func set(_ value: Value, for key: DictionaryKey) {
        if let position = position(of: key) {
            values[position] = value
            return
        }
        keys.append(key.value)
        values.append(value)
        if case .string = key.value {} else { nonStringKeyCount += 1 }
        if index != nil {
            index![key] = keys.count - 1
        } else if keys.count > DictionaryStorage.linearSearchLimit {
            rebuildIndex()
        }
    }

    /// Removes `key` and returns its value. Only call on uniquely referenced storage.
    @discardableResult
    func remove(_ key: DictionaryKey) -> Value? {
        guard let position = position(of: key) else { return nil }
        if case .string = keys.remove(at: position) {} else { nonStringKeyCount -= 1 }
        let removed = values.remove(at: position)
        if index != nil { rebuildIndex() }
        return removed
    }

    /// Replaces the value at a position. Only call on uniquely referenced storage.
    func setValue(_ value: Value, at position: Int) {
        values[position] = value
    }

    /// Takes the value at a position out, leaving nil, so that it can be mutated in place
    /// and put back (see the interpreter's handling of `d[k].append(x)`).
    func takeValue(at position: Int) -> Value {
        let value = values[position]
        values[position] = .null
        return value
    }

    func removeAll() {
        keys.removeAll()
        values.removeAll()
        index = nil
        nonStringKeyCount = 0
    }

    private func rebuildIndex() {
        var newIndex: [DictionaryKey: Int] = [:]
        newIndex.reserveCapacity(keys.count)
        for (position, key) in keys.enumerated() {
            if let hashable = DictionaryKey(key) { newIndex[hashable] = position }
        }
        index = newIndex
    }
}

/// A value usable as a dictionary key: strings, integers, doubles and booleans, as in
/// Swift's `Hashable` standard types.
struct DictionaryKey: Hashable {
    let value: Value

    init?(_ value: Value) {
        switch value {
        case .string, .int, .bool: self.value = value
        case .double(let number):
            // 1.0 and 1 are different keys in Swift (different types); keep them apart.
            self.value = .double(number)
        default: return nil
        }
    }

    /// A key known to be usable: a string, an integer, a double or a boolean.
    init(unchecked value: Value) {
        self.value = value
    }

    static func == (lhs: DictionaryKey, rhs: DictionaryKey) -> Bool {
        lhs.matches(rhs.value)
    }

    func hash(into hasher: inout Hasher) {
        switch value {
        case .string(let text): hasher.combine(0); hasher.combine(text)
        case .int(let number): hasher.combine(1); hasher.combine(number)
        case .bool(let flag): hasher.combine(2); hasher.combine(flag)
        case .double(let number): hasher.combine(3); hasher.combine(number)
        default: hasher.combine(4)
        }
    }

    /// Whether `other` is the same key.
    @inline(__always)
    func matches(_ other: Value) -> Bool {
        switch (value, other) {
        case (.string(let a), .string(let b)): return a == b
        case (.int(let a), .int(let b)): return a == b
        case (.bool(let a), .bool(let b)): return a == b
        case (.double(let a), .double(let b)): return a == b
        default: return false
        }
    }
}
