/// How values print, as Swift's `print` and string interpolation show them: `[1, 2, 3]`,
/// `3.0`, `["a": 1]`, strings quoted inside collections.
public enum Formatting {
    /// The text `print(value)` and `"\(value)"` produce.
    public static func describe(_ value: Value) -> String {
        var text = ""
        write(value, to: &text, nested: false)
        return text
    }

    /// Containers nested deeper than this print as `…`: a description is written
    /// recursively, and a value nested tens of thousands deep would exhaust the stack.
    static let maximumDepth = 500

    /// Writes the value's description. With a `limit`, containers stop writing their
    /// elements once the text is longer than `limit` bytes: a value whose containers are
    /// shared over and over (`for _ in 0..<60 { a = [a, a] }`) describes to far more text
    /// than it holds values, and the caller refuses the text past its memory limit.
    static func write(_ value: Value, to text: inout String, nested: Bool, depth: Int = 0, limit: Int = .max) {
        if depth > maximumDepth, value.isContainer {
            text += "…"
            return
        }
        switch value {
        case .null: text += "nil"
        case .bool(let flag): text += flag ? "true" : "false"
        case .int(let number): text += String(number)
        case .double(let number): text += number.description
        case .string(let string):
            if nested { writeQuoted(string, to: &text) } else { text += string }
        case .slice(let slice) where nested:
            // Inside a collection a slice shows its type, as Swift's `debugDescription` does.
            text += "ArraySlice("
            write(.array(slice.elements), to: &text, nested: true, depth: depth, limit: limit)
            text += ")"
        case .array, .slice:
            let elements = value.arrayOrSliceElements!
            text += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { text += ", " }
                if text.utf8.count > limit { return }
                write(element, to: &text, nested: true, depth: depth + 1, limit: limit)
            }
            text += "]"
        case .dictionary(let storage):
            if storage.count == 0 {
                text += "[:]"
                return
            }
            text += "["
            // Once: `values` is a copy, and reading it per entry made printing quadratic.
            let (keys, values) = (storage.keys, storage.values)
            for index in keys.indices {
                if index > 0 { text += ", " }
                if text.utf8.count > limit { return }
                write(keys[index], to: &text, nested: true, depth: depth + 1, limit: limit)
                text += ": "
                write(values[index], to: &text, nested: true, depth: depth + 1, limit: limit)
            }
            text += "]"
        case .tuple(let storage):
            text += "("
            for index in 0..<storage.elements.count {
                if index > 0 { text += ", " }
                if let label = storage.labels[index] { text += label + ": " }
                if text.utf8.count > limit { return }
                write(storage.elements[index], to: &text, nested: true, depth: depth + 1, limit: limit)
            }
            text += ")"
        case .range(let range):
            switch range.partial {
            case .from?: text += "\(range.lowerBound)..."
            case .upTo?: text += "..<\(range.upperBound)"
            case .through?: text += "...\(range.upperBound)"
            case nil: text += "\(range.lowerBound)\(range.isClosed ? "..." : "..<")\(range.upperBound)"
            }
        case .closure, .native:
            text += "(Function)"
        case .symbol(let symbol):
            if symbol.isImplicit { text += "." }
            for (index, segment) in symbol.segments.enumerated() {
                if index > 0 { text += "." }
                text += segment.name
                if let arguments = segment.arguments {
                    text += "("
                    for (argumentIndex, argument) in arguments.enumerated() {
                        if argumentIndex > 0 { text += ", " }
                        if let label = argument.label { text += label + ": " }
                        if text.utf8.count > limit { return }
                        write(argument.value, to: &text, nested: true, depth: depth + 1, limit: limit)
                    }
                    text += ")"
                }
            }
        case .host(let object):
            text += object.scriptDescription
        case .instance(let instance):
            writeInstance(instance, to: &text, nested: nested, depth: depth, limit: limit)
        case .set(let set):
            write(.array(set.elements), to: &text, nested: nested, depth: depth, limit: limit)
        case .capture(let box):
            write(box.value, to: &text, nested: nested, depth: depth, limit: limit)
        }
    }

    /// A struct as `Point(x: 1, y: 2)`, an enum case as `circle(radius: 2.0)`, a class as
    /// `main.Counter`; a type that conforms to `CustomStringConvertible` as its
    /// `description` says.
    ///
    /// Nested in another value (`nested`), Swift prints it as `debugPrint` does: a struct
    /// or enum qualified with its module (`[main.Point(x: 1, y: 2)]`, `main.Shape.point`),
    /// and `debugDescription` before `description`.
    static func writeInstance(_ instance: Instance, to text: inout String, nested: Bool, depth: Int, limit: Int) {
        let type = instance.type
        if let getter = nested ? type.debugDescriptionGetter : type.descriptionGetter, let interpreter = ActiveInterpreter.current,
            case .string(let description)? = try? interpreter.callMember(getter, on: .instance(instance), [])
        {
            text += description
            return
        }
        switch type.kind {
        case .class:
            text += type.printedName(of: instance, qualified: true)
        case .enum:
            let enumCase = type.cases[instance.tag]
            if nested { text += type.moduleName + "." + type.qualifiedName + "." }
            text += enumCase.name
            guard let labels = enumCase.labels else { return }
            if instance.count == 1, labels.first ?? nil == nil, case .tuple(let tuple) = instance[0], tuple.labels.allSatisfy({ $0 == nil }) {
                // `case pair((Int, Int))` prints `pair(1, 2)`, as Swift prints it.
                write(instance[0], to: &text, nested: true, depth: depth + 1, limit: limit)
                return
            }
            text += "("
            for index in 0..<instance.count {
                if index > 0 { text += ", " }
                if index < labels.count, let label = labels[index] { text += label + ": " }
                if text.utf8.count > limit { return }
                let value = index < enumCase.payloadTypes.count ? OptionalPrinting.mark(instance[index], as: enumCase.payloadTypes[index]) : instance[index]
                write(value, to: &text, nested: true, depth: depth + 1, limit: limit)
            }
            text += ")"
        case .struct:
            text += type.printedName(of: instance, qualified: nested) + "("
            for index in 0..<min(instance.count, type.fields.count) {
                if index > 0 { text += ", " }
                text += type.fields[index].name + ": "
                if text.utf8.count > limit { return }
                write(OptionalPrinting.mark(instance[index], as: type.fields[index].type), to: &text, nested: true, depth: depth + 1, limit: limit)
            }
            text += ")"
        }
    }

    /// A string literal as Swift's `debugDescription` writes it.
    ///
    /// ViewTree's `Value.writeQuoted` is its twin: the language and the IR depend on
    /// nothing, so neither can call the other. RuntimeTests' QuotingTests keeps them equal.
    static func writeQuoted(_ string: String, to text: inout String) {
        text += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "'": text += "\\'"  // as Swift's `debugDescription` writes it
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case "\0": text += "\\0"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    text += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    text.unicodeScalars.append(scalar)
                }
            }
        }
        text += "\""
    }
}
