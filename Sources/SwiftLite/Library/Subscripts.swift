/// `a[i]`, `d[k]`, `d[k, default: v]` and their assignments, in place when the storage
/// is not shared.
enum Subscripts {
    static func get(_ container: Value, _ index: Value, interpreter: Interpreter) throws(ScriptError) -> Value {
        switch container {
        case .array(let elements):
            if case .int(let position) = index {
                guard position >= 0 && position < elements.count else { throw outOfRange(position, elements.count) }
                return elements[position]
            }
            if case .range(let range) = index {
                let (lower, end) = range.resolved(count: elements.count)
                guard lower >= 0 && end <= elements.count && lower <= end else {
                    throw ScriptError(.indexOutOfRange, "the range \(Formatting.describe(index)) is out of bounds for an array of \(elements.count) element\(elements.count == 1 ? "" : "s")")
                }
                // An `ArraySlice`, which keeps the array's indices.
                return .slice(SliceStorage(Array(elements[lower..<end]), startIndex: lower))
            }
            throw ScriptError(.typeMismatch, "an array index must be an Int, found '\(index.describedType)'")
        case .slice(let slice):
            return try ArraySlices.element(of: slice, at: index)
        case .dictionary(let storage):
            guard let key = DictionaryKey(index) else { throw badKey(index) }
            return storage.value(for: key) ?? .null
        case .string(let text):
            if case .range(let range) = index {
                // `text[2...]` by character offsets (scripts have no String.Index).
                let characters = Array(text)
                let (lower, end) = range.resolved(count: characters.count)
                guard lower >= 0 && end <= characters.count && lower <= end else {
                    throw ScriptError(.indexOutOfRange, "the range \(Formatting.describe(index)) is out of bounds for a string of \(characters.count) characters")
                }
                return .string(String(characters[lower..<end]))
            }
            if case .int(let offset) = index {
                // A position from `startIndex`, `index(_:offsetBy:)` or `firstIndex(of:)`,
                // which are character offsets here (an Int written as the index is
                // refused before the program runs, as Swift refuses it).
                let characters = Array(text)
                guard offset >= 0 && offset < characters.count else {
                    throw ScriptError(.indexOutOfRange, "String index \(offset) is out of bounds for a string of \(characters.count) characters")
                }
                return .string(String(characters[offset]))
            }
            throw ScriptError(.typeMismatch, "a String cannot be subscripted with a value of type '\(index.describedType)'")
        case .host(let object):
            return try object.subscriptGet(index, interpreter: interpreter)
        case .null:
            throw ScriptError(.nilUnwrap, "cannot subscript nil: the value is an optional that is nil (unwrap it first)")
        default:
            throw ScriptError(.typeMismatch, "a value of type '\(container.describedType)' cannot be subscripted")
        }
    }

    static func get(_ container: Value, _ index: Value, default fallback: Value) throws(ScriptError) -> Value {
        guard case .dictionary(let storage) = container else {
            throw ScriptError(.typeMismatch, "'[key, default:]' needs a dictionary, found '\(container.describedType)'")
        }
        guard let key = DictionaryKey(index) else { throw badKey(index) }
        return storage.value(for: key) ?? fallback
    }

    static func set(_ target: UnsafeMutablePointer<Value>, _ index: Value, _ value: Value, interpreter: Interpreter) throws(ScriptError) {
        if let count = target.pointee.arrayCount {
            if case .range = index {
                try setSubrange(target, index, value, interpreter: interpreter)
                return
            }
            guard case .int(let position) = index else {
                throw ScriptError(.typeMismatch, "an array index must be an Int, found '\(index.describedType)'")
            }
            guard position >= 0 && position < count else { throw outOfRange(position, count) }
            var unique = target.pointee.takeArray()!
            unique[position] = value
            target.pointee = .array(unique)
            return
        }
        if case .slice(let slice) = target.pointee {
            target.pointee = .null  // the storage unshared, when nothing else holds it
            target.pointee = try ArraySlices.setting(value, at: index, in: slice)
            return
        }
        if case .dictionary = target.pointee {
            guard let key = DictionaryKey(index) else { throw badKey(index) }
            var storage = target.pointee.takeUniqueDictionary()!
            if case .null = value { storage.remove(key) } else { DictionaryStorage.set(value, for: key, in: &storage) }
            target.pointee = .dictionary(storage)
            return
        }
        switch target.pointee {
        case .host(let object):
            try object.subscriptSet(index, value, interpreter: interpreter)
        case .null:
            throw ScriptError(.nilUnwrap, "cannot assign through a subscript of nil")
        default:
            throw ScriptError(.typeMismatch, "a value of type '\(target.pointee.describedType)' cannot be subscripted")
        }
    }

    /// `a[1...2] = [0, 0]`: the elements in the range replaced by the new ones (as many or
    /// not, as Swift's slice assignment allows).
    private static func setSubrange(_ target: UnsafeMutablePointer<Value>, _ index: Value, _ value: Value, interpreter: Interpreter) throws(ScriptError) {
        guard case .array(let replacement) = value else {
            throw ScriptError(.typeMismatch, "a slice of an array is assigned an array, found '\(value.describedType)'")
        }
        guard var unique = target.pointee.takeArray() else { return }
        defer { target.pointee = .array(unique) }
        let bounds = try SequenceMethods.subrange(index, in: unique)
        try interpreter.reserveMemory(count: unique.count &+ replacement.count, bytesEach: MemoryLayout<Value>.stride)
        unique.replaceSubrange(bounds, with: replacement)
    }

    /// Reads an element and leaves nil in its place, so that the element is not shared
    /// while the caller changes it; the caller puts it back with `set`.
    static func take(_ target: UnsafeMutablePointer<Value>, _ index: Value, interpreter: Interpreter) throws(ScriptError) -> Value {
        if let count = target.pointee.arrayCount {
            guard case .int(let position) = index else {
                throw ScriptError(.typeMismatch, "an array index must be an Int, found '\(index.describedType)'")
            }
            guard position >= 0 && position < count else { throw outOfRange(position, count) }
            var unique = target.pointee.takeArray()!
            let element = unique[position]
            unique[position] = .null
            target.pointee = .array(unique)
            return element
        }
        if let position = try dictionaryPosition(target.pointee, index) {
            guard position >= 0 else { return .null }
            let unique = target.pointee.takeUniqueDictionary()!
            let element = unique.takeValue(at: position)
            target.pointee = .dictionary(unique)
            return element
        }
        return try get(target.pointee, index, interpreter: interpreter)
    }

    /// The position of `key` when `container` is a dictionary: -1 when absent, nil when
    /// not a dictionary.
    private static func dictionaryPosition(_ container: Value, _ key: Value) throws(ScriptError) -> Int? {
        guard case .dictionary(let storage) = container else { return nil }
        guard let hashable = DictionaryKey(key) else { throw badKey(key) }
        return storage.position(of: hashable) ?? -1
    }

    static func outOfRange(_ index: Int, _ count: Int) -> ScriptError {
        ScriptError(.indexOutOfRange, "index \(index) is out of range for an array of \(count) element\(count == 1 ? "" : "s")")
    }

    static func badKey(_ key: Value) -> ScriptError {
        ScriptError(.typeMismatch, "a dictionary key must be a String, Int, Double or Bool, found '\(key.describedType)'")
    }
}
