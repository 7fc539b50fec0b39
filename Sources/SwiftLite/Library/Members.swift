/// Properties of built-in values (`items.count`, `text.isEmpty`, `dict.keys`, tuple
/// labels) and member access on symbolic and host values.
enum Members {
    static func get(_ value: Value, name: String, known: KnownMember?, interpreter: Interpreter) throws(ScriptError) -> Value {
        switch value {
        case .array(let elements):
            switch known {
            case .count?: return .int(elements.count)
            case .isEmpty?: return .bool(elements.isEmpty)
            case .first?: return elements.first ?? .null
            case .last?: return elements.last ?? .null
            case .indices?: return .range(RangeStorage(lowerBound: 0, upperBound: elements.count, isClosed: false))
            case .startIndex?: return .int(0)
            case .endIndex?: return .int(elements.count)
            case .description?: return .string(try interpreter.describe(value))
            case .lazy?: return value
            default: break
            }
        case .slice(let slice):
            if let member = ArraySlices.member(of: slice, known: known) { return member }
            return try get(.array(slice.elements), name: name, known: known, interpreter: interpreter)
        case .string(let text):
            switch known {
            case .count?: return .int(text.characterCount)
            case .isEmpty?: return .bool(text.isEmpty)
            case .first?: return text.first.map { .string(String($0)) } ?? .null
            case .last?: return text.last.map { .string(String($0)) } ?? .null
            case .description?: return value
            default:
                if let member = try StringMembers.get(text, name: name, known: known, interpreter: interpreter) { return member }
            }
        case .dictionary(let storage):
            switch known {
            case .count?: return .int(storage.count)
            case .isEmpty?: return .bool(storage.count == 0)
            case .keys?: return .array(storage.keys)
            case .values?: return .array(storage.values)
            case .first?: return storage.count > 0 ? DictionaryMethods.pair(storage.keys[0], storage.value(at: 0)) : .null
            case .description?: return .string(try interpreter.describe(value))
            default: break
            }
        case .tuple(let tuple):
            if let index = tuple.index(ofLabel: name) { return tuple.elements[index] }
        case .set(let set):
            switch known {
            case .count?: return .int(set.count)
            case .isEmpty?: return .bool(set.count == 0)
            case .first?: return set.elements.first ?? .null
            case .description?: return .string(try interpreter.describe(value))
            case .lazy?: return value
            default: break
            }
        case .range(let range):
            switch known {
            case .lowerBound?: return .int(range.lowerBound)
            case .upperBound?: return .int(range.upperBound)
            case .count?: return .int(range.count)
            case .isEmpty?: return .bool(range.count == 0)
            case .first?: return range.count > 0 ? .int(range.lowerBound) : .null
            case .last?: return range.count > 0 ? .int(range.end - 1) : .null
            case .description?: return .string(try interpreter.describe(value))
            default: break
            }
        case .int(let number):
            switch known {
            case .description?: return .string(String(number))
            case .magnitude?: return .int(Int(bitPattern: number.magnitude))
            default: if let member = NumberMethods.member(value, name: name) { return member }
            }
        case .double(let number):
            switch known {
            case .description?: return .string(number.description)
            case .isNaN?: return .bool(number.isNaN)
            case .isFinite?: return .bool(number.isFinite)
            case .isInfinite?: return .bool(number.isInfinite)
            case .magnitude?: return .double(number.magnitude)
            default: if let member = NumberMethods.member(value, name: name) { return member }
            }
        case .bool(let flag):
            if known == .description { return .string(flag ? "true" : "false") }
        case .native(let function):
            // `UInt8.max` while `UInt8` is not a built-in type name to the compiler: the
            // name is its initializer, whose static members are read here.
            if let member = FixedWidthIntegers.staticMember(of: function.name, name) { return member }
        case .symbol(let symbol):
            if known == .description {
                // `Color.orange.description` is "orange", as SwiftUI describes its colours:
                // the chain without its leading dot or type name.
                var text = try interpreter.describe(value)
                if symbol.isImplicit { text.removeFirst() }
                else if symbol.segments.count > 1, symbol.segments[0].arguments == nil, symbol.segments[0].name.first?.isUppercase == true {
                    text.removeFirst(symbol.segments[0].name.count + 1)
                }
                return .string(text)
            }
            return .symbol(symbol.appending(member: name))
        case .host(let object):
            return try object.member(name, interpreter: interpreter)
        case .null:
            throw ScriptError(
                .nilUnwrap, "cannot read '\(name)' of nil: the value is an optional that is nil (unwrap it with 'if let', '?.' or '!')")
        default:
            break
        }
        if let method = MethodReference.make(value, name: name) { return method }
        throw noMember(value, name)
    }

    /// `tuple.x = value` (tuples are values: a new tuple replaces the old).
    static func set(_ target: UnsafeMutablePointer<Value>, name: String, to value: Value) throws(ScriptError) {
        if case .host(let object) = target.pointee {
            // A reference: the object takes the value (`binding.wrappedValue = x`).
            try object.setMember(name, to: value)
            return
        }
        if case .tuple(let tuple) = target.pointee, let index = tuple.index(ofLabel: name) {
            var elements = tuple.elements
            elements[index] = value
            target.pointee = .tuple(TupleStorage(elements: elements, labels: tuple.labels))
            return
        }
        throw ScriptError(.unknownMember, "cannot assign to '\(name)' of a value of type '\(target.pointee.describedType)'")
    }

    static let membersByType: [String: [String]] = [
        "Array": ["count", "isEmpty", "first", "last", "indices", "append", "insert", "remove", "map", "filter", "reduce", "sorted", "contains", "joined", "enumerated"],
        "String": ["count", "isEmpty", "first", "last", "uppercased", "lowercased", "hasPrefix", "hasSuffix", "split", "contains"],
        "Dictionary": ["count", "isEmpty", "keys", "values", "removeValue", "updateValue", "mapValues", "filter", "map"],
    ]

    static func noMember(_ value: Value, _ name: String) -> ScriptError {
        var message = "value of type '\(value.describedType)' has no member '\(name)'"
        if let candidates = membersByType[value.typeName], let suggestion = Suggestions.closest(to: name, among: candidates) {
            message += "; did you mean '\(suggestion)'?"
        }
        return ScriptError(.unknownMember, message)
    }
}
