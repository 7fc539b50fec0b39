/// A `Set`'s storage: its elements in insertion order (so that every run prints and
/// iterates a set the same way; Swift's own order changes from one process to the next),
/// with a hash index.
///
/// A `Value.set` holds a reference to this class; copy-on-write is done by hand: a writer
/// calls `isKnownUniquelyReferenced` and copies first when it is shared.
public final class SetStorage {
    /// The elements, in the order they were first inserted.
    public private(set) var elements: [Value]
    private var index: [DictionaryKey: Int]

    init() {
        elements = []
        index = [:]
    }

    /// A set of the hashable values among `values`, each once; nil when one cannot be an
    /// element (it is not hashable).
    static func make<Values: Sequence>(_ values: Values) -> SetStorage? where Values.Element == Value {
        let storage = SetStorage()
        for value in values {
            guard storage.insert(value) != nil else { return nil }
        }
        return storage
    }

    func copy() -> SetStorage {
        let copy = SetStorage()
        copy.elements = elements
        copy.index = index
        return copy
    }

    var count: Int { elements.count }

    func contains(_ value: Value) -> Bool {
        guard let key = DictionaryKey(value) else { return false }
        return index[key] != nil
    }

    /// Inserts `value` when it is not there; returns whether it was inserted, or nil when
    /// the value cannot be an element.
    @discardableResult
    func insert(_ value: Value) -> Bool? {
        guard let key = DictionaryKey(value) else { return nil }
        if index[key] != nil { return false }
        index[key] = elements.count
        elements.append(value)
        return true
    }

    /// Removes `value`; returns it when it was there.
    @discardableResult
    func remove(_ value: Value) -> Value? {
        guard let key = DictionaryKey(value), let position = index[key] else { return nil }
        let removed = elements.remove(at: position)
        index[key] = nil
        for (key, offset) in index where offset > position { index[key] = offset - 1 }
        return removed
    }

    func removeAll() {
        elements.removeAll()
        index.removeAll()
    }
}

extension Value {
    /// The set storage, moved out and made unique (copied when shared); nil when this is
    /// not a set.
    mutating func takeUniqueSet() -> SetStorage? {
        guard case .set(let shared) = self else { return nil }
        self = .null
        var storage = shared
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage
    }
}
