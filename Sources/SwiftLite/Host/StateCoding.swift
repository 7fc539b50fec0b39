// Script values as the state store keeps them, and back: JSON-like values (dictionaries
// with string keys, arrays, strings, numbers, booleans, nil), as Swift's `Codable` would
// write them. A view's `@State` and an observable object's properties live in the store;
// the host writes what the script sets and reads it back in the shape the property has.

/// What a property holds, as its declaration says: how a JSON-like value is read back as
/// the property's value.
public indirect enum ValueShape {
    /// Anything: JSON-like values read back as they are.
    case any
    case int, double, string, bool
    /// `UUID`: kept as its string.
    case uuid
    case optional(ValueShape)
    case array(ValueShape)
    /// A dictionary with string keys, by its values' shape.
    case dictionary(ValueShape)
    case set(ValueShape)
    /// A struct, class or enum of the program.
    case declared(TypeInfo)
    /// A SwiftUI value kept symbolically (`Color`, `Font`): kept as its Swift source
    /// (`".blue"`), read back as the symbol that source writes.
    case symbolic

    /// The shape of the property `name` of values of this shape, when known.
    public func member(_ name: String) -> ValueShape {
        switch self {
        case .declared(let type): return type.propertyShapes[name] ?? .any
        case .optional(let wrapped): return wrapped.member(name)
        default: return .any
        }
    }

    /// The shape of an element (of an array, a set, a dictionary's values).
    public var element: ValueShape {
        switch self {
        case .array(let element), .set(let element), .dictionary(let element): return element
        case .optional(let wrapped): return wrapped.element
        default: return .any
        }
    }

    /// Whether nil is a value of the shape (an optional, or anything).
    var admitsNil: Bool {
        switch self {
        case .any, .optional: return true
        default: return false
        }
    }

    /// The declared type, when the shape is (an optional of) one.
    public var declaredType: TypeInfo? {
        switch self {
        case .declared(let type): return type
        case .optional(let wrapped): return wrapped.declaredType
        default: return nil
        }
    }
}

extension TypeInfo {
    /// The shape of the property `name` (stored or computed), as declared or as its initial
    /// value says; `.any` when neither says.
    public func shape(ofProperty name: String) -> ValueShape {
        propertyShapes[name] ?? .any
    }

}

/// Converting script values to the state store's JSON-like values and back.
public enum StateCoding {
    /// The key under which a stored property of `type` is kept: its name, or for the
    /// storage of an observed property (`_todos`) the property's (`todos`).
    public static func key(ofField name: String, in type: TypeInfo) -> String {
        if name.hasPrefix("_"), !name.hasPrefix("_$"), type.getters[String(name.dropFirst())] != nil { return String(name.dropFirst()) }
        return name
    }

    /// The JSON-like value that keeps `value`: a struct's or class's stored properties by
    /// name (an observed property under its own name, not its storage's), an enum's case
    /// (`"done"`, or `{"circle": {"radius": 2}}` with associated values), a `UUID`'s string,
    /// a set's elements. A closure, a view or a tuple cannot be kept: an error names it.
    public static func encode(_ value: Value) throws(ScriptError) -> Value {
        try encode(value, depth: 0)
    }

    private static func encode(_ value: Value, depth: Int) throws(ScriptError) -> Value {
        if depth > 400 { throw ScriptError(.invalidArgument, "a value kept in state may nest at most 400 levels deep") }
        switch value {
        case .null, .bool, .int, .double, .string:
            return value
        case .array(let elements):
            var encoded: [Value] = []
            encoded.reserveCapacity(elements.count)
            for element in elements { encoded.append(try encode(element, depth: depth + 1)) }
            return .array(encoded)
        case .set(let set):
            return try encode(.array(set.elements), depth: depth)
        case .slice(let slice):
            return try encode(.array(slice.elements), depth: depth)
        case .dictionary:
            guard let entries = value.dictionaryEntries else {
                throw ScriptError(.typeMismatch, "only a dictionary with String keys can be kept in state")
            }
            var encoded: [(key: String, value: Value)] = []
            for (key, member) in entries { encoded.append((key, try encode(member, depth: depth + 1))) }
            return .dictionary(encoded)
        case .instance(let instance):
            let type = instance.type
            if type.isEnum {
                let selected = type.cases[instance.tag]
                guard let labels = selected.labels else { return .string(selected.name) }
                var payload: [(key: String, value: Value)] = []
                for (index, label) in labels.enumerated() { payload.append((label ?? "_\(index)", try encode(instance[index], depth: depth + 1))) }
                return .dictionary([(selected.name, .dictionary(payload))])
            }
            var members: [(key: String, value: Value)] = []
            for (slot, field) in type.fields.enumerated() where !field.name.hasPrefix("_$") {
                let member = instance[slot]
                if member.isNull { continue }
                members.append((key(ofField: field.name, in: type), try encode(member, depth: depth + 1)))
            }
            return .dictionary(members)
        case .host(let object) where object is UUIDObject:
            return .string(object.scriptDescription)
        case .capture(let box):
            return try encode(box.value, depth: depth)
        case .closure, .native:
            throw ScriptError(.typeMismatch, "a closure cannot be kept in state, which holds JSON-like values")
        case .symbol(let symbol):
            if let source = encodeSymbol(symbol) { return source }
            throw ScriptError(.typeMismatch, "a value of type '\(value.describedType)' cannot be kept in state, which holds JSON-like values")
        case .tuple, .range, .host:
            throw ScriptError(.typeMismatch, "a value of type '\(value.describedType)' cannot be kept in state, which holds JSON-like values")
        }
    }

    /// The value of shape `shape` a JSON-like value keeps, or nil when it does not fit the
    /// shape (the state was written for another version of the type). A stored property the
    /// JSON lacks takes `missing(type, field)`, else nil when its type is optional.
    public static func decode(_ json: Value, as shape: ValueShape, missing: (TypeInfo, String) -> Value? = { _, _ in nil }) -> Value? {
        switch (shape, json) {
        case (.any, _):
            return json
        case (_, .null):
            if case .optional = shape { return .null }
            return nil
        case (.optional(let wrapped), _):
            return decode(json, as: wrapped, missing: missing)
        case (.int, .int), (.double, .double), (.string, .string), (.bool, .bool):
            return json
        case (.double, .int(let number)):
            return .double(Double(number))
        case (.int, .double(let number)):
            return Int(exactly: number).map { .int($0) }
        case (.uuid, .string(let text)):
            return .host(UUIDObject(text: text))
        case (.array(let element), .array(let elements)):
            var decoded: [Value] = []
            decoded.reserveCapacity(elements.count)
            for item in elements {
                guard let value = decode(item, as: element, missing: missing) else { return nil }
                decoded.append(value)
            }
            return .array(decoded)
        case (.set(let element), .array(let elements)):
            var decoded: [Value] = []
            for item in elements {
                guard let value = decode(item, as: element, missing: missing) else { return nil }
                decoded.append(value)
            }
            return SetStorage.make(decoded).map { .set($0) }
        case (.dictionary(let element), .dictionary):
            var decoded: [(key: String, value: Value)] = []
            for (key, item) in json.dictionaryEntries ?? [] {
                guard let value = decode(item, as: element, missing: missing) else { return nil }
                decoded.append((key, value))
            }
            return .dictionary(decoded)
        case (.declared(let type), _):
            return decodeInstance(json, of: type, missing: missing)
        case (.symbolic, .string(let source)):
            return decodeSymbol(source)
        default:
            return nil
        }
    }

    private static func decodeInstance(_ json: Value, of type: TypeInfo, missing: (TypeInfo, String) -> Value?) -> Value? {
        if type.isEnum {
            if case .string(let name) = json {
                if let index = type.caseIndex[name], type.cases[index].labels == nil { return type.caseValue(index) }
                return nil
            }
            guard let entries = json.dictionaryEntries, entries.count == 1, let index = type.caseIndex[entries[0].key],
                let labels = type.cases[index].labels
            else { return nil }
            var payload: [Value] = []
            for (position, label) in labels.enumerated() {
                let shape = position < type.cases[index].payloadTypes.count ? ValueShape(type.cases[index].payloadTypes[position]) : .any
                guard let item = entries[0].value.dictionaryValue(forKey: label ?? "_\(position)"),
                    let value = decode(item, as: shape, missing: missing)
                else { return nil }
                payload.append(value)
            }
            return .instance(Instance.make(type, tag: index, fields: payload))
        }
        guard json.dictionaryEntries != nil else { return nil }
        let instance = Instance.make(type, count: type.fields.count)
        for (slot, field) in type.fields.enumerated() {
            let jsonKey = key(ofField: field.name, in: type)
            let shape = type.propertyShapes[field.name] ?? type.propertyShapes[jsonKey] ?? .any
            guard !field.name.hasPrefix("_$"), let item = json.dictionaryValue(forKey: jsonKey), !item.isNull else {
                if let made = missing(type, field.name) {
                    instance[slot] = made
                } else if shape.admitsNil {
                    instance[slot] = .null
                } else if !field.name.hasPrefix("_$") {
                    return nil
                }
                continue
            }
            guard let value = decode(item, as: shape, missing: missing) else { return nil }
            instance[slot] = value
        }
        return .instance(instance)
    }
}

extension ValueShape {
    /// The shape of a checked type, for enum payloads (whose written types the type table
    /// keeps as descriptors).
    init(_ descriptor: TypeDescriptor) {
        switch descriptor {
        case .int: self = .int
        case .double: self = .double
        case .string: self = .string
        case .bool: self = .bool
        case .optional(let wrapped): self = .optional(ValueShape(wrapped))
        case .array(let element): self = .array(ValueShape(element))
        case .set(let element): self = .set(ValueShape(element))
        case .dictionary(_, let value): self = .dictionary(ValueShape(value))
        case .instance(let type): self = .declared(type)
        default: self = .any
        }
    }
}
