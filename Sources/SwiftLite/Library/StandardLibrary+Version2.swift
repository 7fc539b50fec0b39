// The standard library of version 2 (spec §1): `Set`, `Optional`, `type(of:)`, one-sided
// ranges, the dictionary initializers (`String(format:)` and `String(decoding:as:)` are in
// StandardLibrary+Strings.swift).

extension StandardLibrary {
    static func installVersion2(in environment: HostEnvironment) {
        environment.define(
            NativeFunction(name: "Set", signatures: [Signature([Parameter(nil)]), Signature([]), Signature([Parameter("minimumCapacity")])]) {
                (call: inout NativeCall) throws(ScriptError) -> Value in
                // `Set<Int>()` reaches here with no argument (its generic arguments make it
                // a dynamic call, matched to the first signature).
                guard call.signatureIndex == 0, call.has(0) else { return .set(SetStorage()) }
                let elements = try sequenceElements(call.argument(0), call.interpreter)
                guard let set = SetStorage.make(elements) else { throw SetMethods.notHashable(elements.first ?? .null) }
                return .set(set)
            })
        environment.define(
            // Foundation's `IndexSet` is a `Set<Int>` to scripts (what `.onDelete` passes), so
            // that `items.remove(atOffsets: IndexSet(integer: 0))` works as in an app.
            NativeFunction(
                name: "IndexSet", signatures: [Signature([]), Signature([Parameter(nil)]), Signature([Parameter("integer")]), Signature([Parameter("integersIn")])]
            ) { (call: inout NativeCall) throws(ScriptError) -> Value in
                guard call.has(0) else { return .set(SetStorage()) }
                let offsets = call.signatureIndex == 2 ? [call.argument(0)] : try sequenceElements(call.argument(0), call.interpreter)
                guard let set = SetStorage.make(offsets), offsets.allSatisfy({ if case .int = $0 { return true }; return false }) else {
                    throw ScriptError(.typeMismatch, "an IndexSet holds Ints")
                }
                return .set(set)
            })
        environment.define(
            NativeFunction(name: "Optional", signatures: [Signature([Parameter(nil)])]) { (call: inout NativeCall) throws(ScriptError) -> Value in
                // An optional holds its value as it is (see `OptionalPrinting`).
                call.argument(0)
            })
        environment.define(
            NativeFunction(name: "type", signatures: [Signature([Parameter("of")])]) { (call: inout NativeCall) throws(ScriptError) -> Value in
                .host(Metatype(of: call.argument(0)))
            })
        for (name, partial) in [("$from", RangeStorage.Partial.from), ("$upTo", .upTo), ("$through", .through)] {
            environment.define(
                NativeFunction(name: name, signatures: [Signature([Parameter(nil)])]) { (call: inout NativeCall) throws(ScriptError) -> Value in
                    guard case .int(let bound) = call.argument(0) else {
                        throw ScriptError(.typeMismatch, "the bound of a one-sided range must be an Int, found '\(call.argument(0).describedType)'")
                    }
                    return .range(RangeStorage(partial: partial, bound: bound))
                })
        }
        environment.define(
            NativeFunction(
                name: "Dictionary",
                signatures: [
                    Signature([]), Signature([Parameter("uniqueKeysWithValues")]), Signature([Parameter("grouping"), Parameter("by", .closure)]),
                    Signature([Parameter(nil), Parameter("uniquingKeysWith", .closure)]), Signature([Parameter("minimumCapacity")]),
                ]
            ) { (call: inout NativeCall) throws(ScriptError) -> Value in
                try makeDictionary(&call)
            })
        environment.define(
            NativeFunction(name: "Float", signatures: [Signature([Parameter(nil)]), Signature([])]) { (call: inout NativeCall) throws(ScriptError) -> Value in
                guard call.has(0) else { return .double(0) }
                // A Float is a Double rounded to Float's precision (`NarrowNumber`).
                let converted = try call.interpreter.call(.native(environment.functions["Double"]!), [call.argument(0)])
                guard case .double(let number) = converted else { return converted }
                return .double(Double(Float(number)))
            })
    }

    /// The initializers of `Dictionary`.
    private static func makeDictionary(_ call: inout NativeCall) throws(ScriptError) -> Value {
        let interpreter = call.interpreter
        var storage = DictionaryStorage.empty()
        switch call.signatureIndex {
        case 1, 3:
            // `Dictionary(uniqueKeysWithValues:)`, `Dictionary(_:uniquingKeysWith:)`: from (key, value) pairs.
            for pair in try sequenceElements(call.argument(0), interpreter) {
                guard case .tuple(let tuple) = pair, tuple.elements.count == 2 else {
                    throw ScriptError(.typeMismatch, "a dictionary is made from (key, value) pairs, found '\(pair.describedType)'")
                }
                guard let key = DictionaryKey(tuple.elements[0]) else { throw Subscripts.badKey(tuple.elements[0]) }
                var value = tuple.elements[1]
                if let existing = storage.value(for: key) {
                    guard call.signatureIndex == 3 else {
                        throw ScriptError(
                            .invalidArgument, "'Dictionary(uniqueKeysWithValues:)' found the key \(Formatting.describe(.array([tuple.elements[0]])).dropFirst().dropLast()) twice")
                    }
                    value = try interpreter.call(call.argument(1), [existing, value])
                }
                DictionaryStorage.set(value, for: key, in: &storage)
            }
        case 2:
            // `Dictionary(grouping:by:)`: the elements in arrays by the key the closure gives each.
            for element in try sequenceElements(call.argument(0), interpreter) {
                let keyValue = try interpreter.call(call.argument(1), [element])
                guard let key = DictionaryKey(keyValue) else { throw Subscripts.badKey(keyValue) }
                var group: [Value] = []
                if case .array(let existing)? = storage.value(for: key) { group = existing }
                group.append(element)
                DictionaryStorage.set(.array(group), for: key, in: &storage)
            }
        default:
            break
        }
        return .dictionary(storage)
    }
}

extension Value {
    /// The name `type(of:)` prints for a value: `Int`, `Array<Int>`, `Point`, `Box<Int>`.
    /// `qualified`, each type's module before it (`Swift.Array<main.Point>`), as Swift
    /// names types in `debugPrint`.
    static func typeNameForPrinting(_ value: Value, qualified: Bool = false) -> String {
        let swift = qualified ? "Swift." : ""
        let name = { (value: Value) in typeNameForPrinting(value, qualified: qualified) }
        switch value {
        case .array(let elements):
            return "\(swift)Array<\(elements.first.map(name) ?? swift + "Any")>"
        case .slice(let slice):
            return "\(swift)ArraySlice<\(slice.elements.first.map(name) ?? swift + "Any")>"
        case .dictionary(let storage):
            let key = storage.keys.first.map(name) ?? swift + "AnyHashable"
            let element = storage.values.first.map(name) ?? swift + "Any"
            return "\(swift)Dictionary<\(key), \(element)>"
        case .set(let set):
            return "\(swift)Set<\(set.elements.first.map(name) ?? swift + "AnyHashable")>"
        case .instance(let instance):
            return instance.type.printedName(of: instance, qualified: qualified)
        case .tuple(let tuple):
            return "(" + zip(tuple.labels, tuple.elements).map { ($0.map { "\($0): " } ?? "") + name($1) }.joined(separator: ", ") + ")"
        case .null:
            return "\(swift)Optional<\(swift)Any>"
        case .bool, .int, .double, .string, .range:
            return swift + value.typeName
        default:
            return value.typeName
        }
    }
}
