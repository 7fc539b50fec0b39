/// A dictionary's storage: keys and values in insertion order, with a hash index once it
/// grows past a few entries.
///
/// Insertion order makes every run print and render the same way (Swift's own dictionary
/// order changes from one process to the next), and small dictionaries, the common case
/// in view code, are searched linearly without hashing a single string.
///
/// The values live in the storage object itself (tail-allocated, as `ManagedBuffer`
/// allows), so a dictionary is one allocation besides its keys, and the keys of a literal
/// with string-literal keys are one array shared by every dictionary it makes: building
/// `["id": i, "title": t]` allocates once. A dictionary that outgrows its room is moved
/// to a larger storage (`set(_:for:in:)` hands back the new one).
///
/// A `Value.dictionary` holds a reference to this class; copy-on-write is done by hand:
/// a writer calls `isKnownUniquelyReferenced` and copies first when it is shared.
public final class DictionaryStorage: ManagedBuffer<DictionaryStorage.Header, Value> {
    /// What the storage holds besides the values.
    public struct Header {
        /// The keys, in order; the values are the storage's elements, in the same order.
        var keys: [Value]
        /// How many values there is room for.
        var capacity: Int
        var index: [DictionaryKey: Int]?
        /// How many keys are not strings: `[String: Any]`, the type of most script data,
        /// is checked (at every typed parameter and `as!`) without looking at the keys.
        var nonStringKeyCount: Int
    }

    /// Dictionaries up to this size are searched linearly.
    private static let linearSearchLimit = 8

    /// Storage for `keys` and `values` (as many), with room for `capacity` values.
    private static func make(keys: [Value], nonStringKeyCount: Int, capacity: Int) -> DictionaryStorage {
        let buffer = create(minimumCapacity: max(capacity, 1)) { _ in
            Header(keys: keys, capacity: capacity, index: nil, nonStringKeyCount: nonStringKeyCount)
        }
        let storage = unsafeDowncast(buffer, to: DictionaryStorage.self)
        if keys.count > linearSearchLimit { storage.rebuildIndex() }
        return storage
    }

    /// An empty dictionary.
    static func empty() -> DictionaryStorage {
        make(keys: [], nonStringKeyCount: 0, capacity: 4)
    }

    /// A dictionary of these keys (distinct) and values (as many).
    static func make(keys: [Value], values: [Value]) -> DictionaryStorage {
        let nonStringKeyCount = keys.reduce(0) { count, key in
            if case .string = key { return count }
            return count + 1
        }
        return values.withUnsafeBufferPointer { make(keys: keys, nonStringKeyCount: nonStringKeyCount, values: $0) }
    }

    /// A dictionary of distinct string keys (a literal's, shared) and as many values.
    static func make(stringKeys keys: [Value], values: UnsafePointer<Value>) -> DictionaryStorage {
        make(keys: keys, nonStringKeyCount: 0, values: UnsafeBufferPointer(start: values, count: keys.count))
    }

    /// Storage with exactly room for `keys` and `values` (as many), the values copied in.
    private static func make(keys: [Value], nonStringKeyCount: Int, values: UnsafeBufferPointer<Value>) -> DictionaryStorage {
        let storage = make(keys: keys, nonStringKeyCount: nonStringKeyCount, capacity: keys.count)
        if let source = values.baseAddress, !keys.isEmpty {
            storage.withUnsafeMutablePointerToElements { $0.initialize(from: source, count: keys.count) }
        }
        return storage
    }

    deinit {
        // Releasing the values releases what they hold, recursively: a stack frame per
        // level of nesting. Ordinary data nests a few levels; a long chain of containers (a
        // linked list built as `["next": node]`) nests as deep as it is long and would
        // overflow the stack. So the values are released here, counting the depth, and past
        // a depth the rest of the chain is released link by link instead. Values that hold
        // no container release nothing further, and need no count (reading and writing
        // the per-thread depth was a tenth of freeing a small dictionary).
        let count = header.keys.count
        withUnsafeMutablePointerToElements { elements in
            if !UnsafeBufferPointer(start: elements, count: count).contains(where: \.isContainer) {
                elements.deinitialize(count: count)
                return
            }
            let depth = ReleaseDepth.current
            if depth < ReleaseDepth.limit {
                ReleaseDepth.current = depth + 1
                elements.deinitialize(count: count)
                ReleaseDepth.current = depth
            } else {
                // The containers moved out, so that nothing else holds them.
                var pending: [Value] = []
                for index in 0..<count {
                    let value = (elements + index).move()
                    if value.isContainer { pending.append(value) }
                }
                DictionaryStorage.releaseIteratively(&pending)
            }
        }
    }

    /// Releases a chain of containers link by link, each taken out of `pending` (their
    /// only holder) and its own containers put there before it goes.
    private static func releaseIteratively(_ pending: inout [Value]) {
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
        let storage = DictionaryStorage.make(keys: keys, nonStringKeyCount: header.nonStringKeyCount, capacity: header.capacity)
        storage.header.index = header.index
        withUnsafeMutablePointerToElements { source in
            storage.withUnsafeMutablePointerToElements { $0.initialize(from: source, count: keys.count) }
        }
        return storage
    }

    /// The keys, in order.
    var keys: [Value] { header.keys }

    /// The values, in the keys' order (a copy).
    var values: [Value] {
        withUnsafeMutablePointerToElements { Array(UnsafeBufferPointer(start: $0, count: keys.count)) }
    }

    /// The number of entries.
    public var count: Int { header.keys.count }

    /// Whether every key is a string.
    var hasOnlyStringKeys: Bool { header.nonStringKeyCount == 0 }

    /// Whether every key satisfies `predicate` (without copying the keys).
    func allKeys(satisfy predicate: (Value) -> Bool) -> Bool {
        let keys = header.keys
        for index in keys.indices where !predicate(keys[index]) { return false }
        return true
    }

    /// Whether every value satisfies `predicate` (without copying the values).
    func allValues(satisfy predicate: (Value) -> Bool) -> Bool {
        let count = keys.count
        return withUnsafeMutablePointerToElements { elements in
            for index in 0..<count where !predicate(elements[index]) { return false }
            return true
        }
    }

    /// The position of `key`, if present.
    func position(of key: DictionaryKey) -> Int? {
        if let index = header.index { return index[key] }
        let keys = header.keys
        for position in 0..<keys.count where key.matches(keys[position]) { return position }
        return nil
    }

    /// The value at a position.
    func value(at position: Int) -> Value {
        withUnsafeMutablePointerToElements { $0[position] }
    }

    /// The value for `key`, or nil.
    func value(for key: DictionaryKey) -> Value? {
        position(of: key).map { value(at: $0) }
    }

    /// The value for a string key, or nil: `value(for:)` without wrapping the key.
    func value(forStringKey key: String) -> Value? {
        if let index = header.index { return index[DictionaryKey(unchecked: .string(key))].map { value(at: $0) } }
        let keys = header.keys
        for position in 0..<keys.count {
            if case .string(let candidate) = keys[position], candidate == key { return value(at: position) }
        }
        return nil
    }

    /// Sets the value for `key` in `storage`, appending it when new; a storage without
    /// room for it is replaced by a larger one. Only call on uniquely referenced storage.
    static func set(_ value: Value, for key: DictionaryKey, in storage: inout DictionaryStorage) {
        if let position = storage.position(of: key) {
            storage.setValue(value, at: position)
            return
        }
        let count = storage.keys.count
        if count == storage.header.capacity {
            let grown = make(keys: [], nonStringKeyCount: 0, capacity: max(4, count * 2))
            grown.header = storage.header
            grown.header.capacity = max(4, count * 2)
            storage.withUnsafeMutablePointerToElements { source in
                grown.withUnsafeMutablePointerToElements { $0.moveInitialize(from: source, count: count) }
            }
            storage.header.keys = []  // its values moved: nothing left to release
            storage = grown
        }
        storage.withUnsafeMutablePointerToElements { ($0 + count).initialize(to: value) }
        storage.header.keys.append(key.value)
        if case .string = key.value {} else { storage.header.nonStringKeyCount += 1 }
        if storage.header.index != nil {
            storage.header.index![key] = count
        } else if count + 1 > DictionaryStorage.linearSearchLimit {
            storage.rebuildIndex()
        }
    }

    /// Removes `key` and returns its value. Only call on uniquely referenced storage.
    @discardableResult
    func remove(_ key: DictionaryKey) -> Value? {
        guard let position = position(of: key) else { return nil }
        let count = keys.count
        if case .string = header.keys.remove(at: position) {} else { header.nonStringKeyCount -= 1 }
        let removed = withUnsafeMutablePointerToElements { elements -> Value in
            let removed = (elements + position).move()
            (elements + position).moveInitialize(from: elements + position + 1, count: count - position - 1)
            return removed
        }
        if header.index != nil {
            // The keys after it moved down one place. Their positions are adjusted in
            // place: rebuilding the index hashed every key again, which made removing
            // the keys of a large dictionary one by one take minutes.
            header.index!.removeValue(forKey: key)
            var slot = header.index!.values.startIndex
            while slot != header.index!.values.endIndex {
                if header.index!.values[slot] > position { header.index!.values[slot] -= 1 }
                header.index!.values.formIndex(after: &slot)
            }
        }
        return removed
    }

    /// Replaces the value at a position. Only call on uniquely referenced storage.
    func setValue(_ value: Value, at position: Int) {
        withUnsafeMutablePointerToElements { $0[position] = value }
    }

    /// Takes the value at a position out, leaving nil, so that it can be mutated in place
    /// and put back (see the interpreter's handling of `d[k].append(x)`).
    func takeValue(at position: Int) -> Value {
        withUnsafeMutablePointerToElements { elements in
            let value = elements[position]
            elements[position] = .null
            return value
        }
    }

    func removeAll() {
        let count = keys.count
        _ = withUnsafeMutablePointerToElements { $0.deinitialize(count: count) }
        header.keys = []
        header.index = nil
        header.nonStringKeyCount = 0
    }

    private func rebuildIndex() {
        var newIndex: [DictionaryKey: Int] = [:]
        let keys = header.keys
        newIndex.reserveCapacity(keys.count)
        for (position, key) in keys.enumerated() {
            if let hashable = DictionaryKey(key) { newIndex[hashable] = position }
        }
        header.index = newIndex
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
        case .instance(let instance) where !instance.type.isClass || instance.type.conforms(to: "Hashable"):
            self.value = value
        case .tuple(let tuple) where tuple.elements.allSatisfy({ DictionaryKey($0) != nil }):
            self.value = value
        case .array(let elements) where elements.allSatisfy({ DictionaryKey($0) != nil }):
            self.value = value
        case .slice(let slice) where slice.elements.allSatisfy({ DictionaryKey($0) != nil }):
            // Hashed by its elements, as `==` compares them.
            self.value = .array(slice.elements)
        case .host(let object) where object.hashKey != nil:
            self.value = value
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
        case .double(let number):
            // Equal keys must hash alike, and a tuple's `1` equals its `1.0`.
            if let whole = Int(exactly: number) {
                hasher.combine(1)
                hasher.combine(whole)
            } else {
                hasher.combine(3)
                hasher.combine(number)
            }
        case .instance(let instance):
            hasher.combine(5)
            hasher.combine(ObjectIdentifier(instance.type))
            if instance.type.equalsFunction != nil {
                // The type's own `==` decides which values are equal, whatever their
                // fields: only the type is hashed (a `hash(into:)` that disagreed with
                // it made Swift's dictionary stop the process).
            } else if instance.type.isClass {
                hasher.combine(ObjectIdentifier(instance))
            } else {
                hasher.combine(instance.tag)
                for index in 0..<instance.count { DictionaryKey(unchecked: instance[index]).hash(into: &hasher) }
            }
        case .tuple(let tuple):
            hasher.combine(6)
            for element in tuple.elements { DictionaryKey(unchecked: element).hash(into: &hasher) }
        case .array(let elements):
            hasher.combine(7)
            for element in elements { DictionaryKey(unchecked: element).hash(into: &hasher) }
        case .host(let object):
            hasher.combine(8)
            hasher.combine(object.typeName)
            hasher.combine(object.hashKey)
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
        case (.instance, .instance), (.tuple, .tuple), (.array, .array): return Operations.equal(value, other)
        case (.host(let a), .host(let b)): return a.isEqual(to: b)
        default: return false
        }
    }
}
