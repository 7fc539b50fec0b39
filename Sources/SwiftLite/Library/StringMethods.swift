/// String methods, and the sequence methods applied to a string's characters.
enum StringMethods {
    static func call(_ method: BuiltinMethod, on text: String, _ context: MethodContext) throws(ScriptError) -> Value {
        switch method {
        case .hasPrefix: return .bool(text.hasPrefix(try context.string(0, "the prefix")))
        case .hasSuffix: return .bool(text.hasSuffix(try context.string(0, "the suffix")))
        case .uppercased: return .string(text.uppercased())
        case .lowercased: return .string(text.lowercased())
        case .contains:
            let needle = try context.string(0, "the text to find")
            return .bool(needle.isEmpty || components(of: text, separatedBy: needle).count > 1)
        case .splitSeparator:
            let separator = try context.string(0, "the separator")
            guard separator.count == 1, let character = separator.first else {
                throw ScriptError(.invalidArgument, "'split(separator:)' takes one character; use components(separatedBy:) for longer separators")
            }
            return .array(text.split(separator: character).map { .string(String($0)) })
        case .componentsSeparatedBy:
            let separator = try context.string(0, "the separator")
            guard !separator.isEmpty else { return .array([.string(text)]) }
            return .array(components(of: text, separatedBy: separator).map { .string($0) })
        case .replacingOccurrences:
            let target = try context.string(0, "the text to replace")
            let replacement = try context.string(1, "the replacement")
            guard !target.isEmpty else { return .string(text) }
            let pieces = components(of: text, separatedBy: target).map { Value.string($0) }
            return .string(try StringAssembly.join(pieces, separator: replacement, interpreter: context.interpreter))
        case .trimmingCharacters:
            let trimNewlines: Bool
            switch context.arguments[0] {
            case .symbol(let symbol) where symbol.segments.last?.name == "whitespaces": trimNewlines = false
            case .symbol(let symbol) where symbol.segments.last?.name == "whitespacesAndNewlines": trimNewlines = true
            default:
                throw ScriptError(.invalidArgument, "'trimmingCharacters(in:)' accepts .whitespaces or .whitespacesAndNewlines")
            }
            let isTrimmed: (Character) -> Bool = { trimNewlines ? $0.isWhitespace : ($0 == " " || $0 == "\t") }
            var characters = Substring(text)
            while let first = characters.first, isTrimmed(first) { characters.removeFirst() }
            while let last = characters.last, isTrimmed(last) { characters.removeLast() }
            return .string(String(characters))
        case .reversed: return .string(String(text.reversed()))
        case .prefix: return .string(String(text.prefix(max(0, try context.requireInt(0, "the length")))))
        case .suffix: return .string(String(text.suffix(max(0, try context.requireInt(0, "the length")))))
        case .dropFirst: return .string(String(text.dropFirst()))
        case .dropLast: return .string(String(text.dropLast()))
        case .dropFirstCount: return .string(String(text.dropFirst(max(0, try context.requireInt(0, "the count")))))
        case .dropLastCount: return .string(String(text.dropLast(max(0, try context.requireInt(0, "the count")))))
        default:
            // map, filter, sorted, first(where:)... over the characters, as one-character strings.
            let characters = text.map { Value.string(String($0)) }
            let result = try SequenceMethods.call(method, on: characters, context)
            if method == .filter, case .array(let kept) = result {
                return .string(kept.map { if case .string(let character) = $0 { return character } else { return "" } }.joined())
            }
            return result
        }
    }

    /// Splits on every occurrence of a non-empty separator (Foundation's semantics:
    /// empty pieces are kept).
    static func components(of text: String, separatedBy separator: String) -> [String] {
        let bytes = Array(text.utf8)
        let pattern = Array(separator.utf8)
        var pieces: [String] = []
        var start = 0
        var index = 0
        while index + pattern.count <= bytes.count {
            if bytes[index] == pattern[0] && bytes[index..<(index + pattern.count)].elementsEqual(pattern) {
                pieces.append(String(decoding: bytes[start..<index], as: UTF8.self))
                index += pattern.count
                start = index
            } else {
                index += 1
            }
        }
        pieces.append(String(decoding: bytes[start...], as: UTF8.self))
        return pieces
    }
}

/// Dictionary methods: closures receive `(key, value)` pairs.
enum DictionaryMethods {
    static func call(_ method: BuiltinMethod, on storage: DictionaryStorage, _ context: MethodContext) throws(ScriptError) -> Value {
        switch method {
        case .mapValues:
            var values: [Value] = []
            values.reserveCapacity(storage.count)
            for value in storage.values { values.append(try context.invoke(0, value)) }
            return .dictionary(DictionaryStorage.make(keys: storage.keys, values: values))
        case .filter:
            var keys: [Value] = []
            var values: [Value] = []
            for (key, value) in zip(storage.keys, storage.values) where try context.predicate(0, pair(key, value)) {
                keys.append(key)
                values.append(value)
            }
            return .dictionary(DictionaryStorage.make(keys: keys, values: values))
        case .contains:
            throw ScriptError(.unknownMember, "a dictionary has no 'contains(_:)'; use dict[key] != nil or keys.contains(key)")
        default:
            let pairs = zip(storage.keys, storage.values).map { pair($0, $1) }
            return try SequenceMethods.call(method, on: pairs, context)
        }
    }

    static func pair(_ key: Value, _ value: Value) -> Value {
        .tuple(TupleStorage(elements: [key, value], labels: ["key", "value"]))
    }
}

/// Int and Double methods.
enum NumberMethods {
    static func call(_ method: BuiltinMethod, on number: Value, _ context: MethodContext) throws(ScriptError) -> Value {
        switch (method, number) {
        case (.isMultipleOf, .int(let value)):
            let divisor = try context.requireInt(0, "the divisor")
            // Swift's own answer: it is defined for a divisor of 0, and for Int.min and -1,
            // where `%` overflows.
            return .bool(value.isMultiple(of: divisor))
        case (.signum, .int(let value)): return .int(value.signum())
        case (.rounded, .double(let value)): return .double(value.rounded())
        case (.squareRoot, .double(let value)): return .double(value.squareRoot())
        case (.truncatingRemainder, .double(let value)):
            switch context.arguments[0] {
            case .double(let divisor): return .double(value.truncatingRemainder(dividingBy: divisor))
            case .int(let divisor): return .double(value.truncatingRemainder(dividingBy: Double(divisor)))
            default: throw ScriptError(.typeMismatch, "'truncatingRemainder(dividingBy:)' needs a number")
            }
        default:
            throw Members.noMember(number, context.selector.name)
        }
    }
}
