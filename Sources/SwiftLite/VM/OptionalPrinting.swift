/// How optionals print: `Optional(1)`, `nil`, `[Optional("a"), nil]`, as Swift prints them.
///
/// An optional that holds a value is that value at run time (SwiftLite does not wrap it);
/// what the compiler knows of the static type says where `Optional(...)` belongs. A value
/// about to be printed or interpolated is marked by its static type (`mark`), and a
/// struct's properties and an enum's associated values print by their declared types
/// (`Formatting.write(_:as:)`).
enum OptionalPrinting {
    /// The value with each non-nil optional position (by `type`) made a value that prints
    /// as `Optional(...)`.
    static func mark(_ value: Value, as type: TypeDescriptor) -> Value {
        switch (type, value) {
        case (.optional, .null):
            return value
        case (.optional(let wrapped), _) where NestedOptionals.isSomeNone(value):
            // `.some(nil)` of an `Int??`: `Optional(nil)`, its nil marked as the inner type's.
            return .symbol(SymbolicValue(isImplicit: false, segments: [.init(name: "Optional", arguments: [(nil, mark(.null, as: wrapped))])]))
        case (.optional(let wrapped), _):
            return .symbol(SymbolicValue(isImplicit: false, segments: [.init(name: "Optional", arguments: [(nil, mark(value, as: wrapped))])]))
        case (.array(let element), .array(let elements)) where element.containsOptional:
            return .array(elements.map { mark($0, as: element) })
        case (.dictionary(_, let valueType), .dictionary(let storage)) where valueType.containsOptional:
            return .dictionary(DictionaryStorage.make(keys: storage.keys, values: storage.values.map { mark($0, as: valueType) }))
        case (.tuple(let types, _), .tuple(let tuple)) where types.count == tuple.elements.count:
            return .tuple(TupleStorage(elements: zip(tuple.elements, types).map { mark($0, as: $1) }, labels: tuple.labels))
        default:
            return value
        }
    }
}

extension TypeDescriptor {
    /// Whether an optional appears anywhere in the type (so printing a value of it may need
    /// `Optional(...)`).
    var containsOptional: Bool {
        switch self {
        case .optional: return true
        case .array(let element): return element.containsOptional
        case .dictionary(_, let value): return value.containsOptional
        case .tuple(let types, _): return types.contains { $0.containsOptional }
        default: return false
        }
    }
}
