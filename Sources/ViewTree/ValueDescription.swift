// Values, arguments and modifiers written back as source text, in the spelling shared by
// Swift and VML's style grammar: `.system(size: 17, weight: .semibold)`, `45deg`, `:bg`,
// `attr(title type(<string>), "Untitled")`. Used by every human-facing view of the IR.
// VML's serializer builds on it and adds attribute-level entity escaping.

extension Value: CustomStringConvertible {
    /// The value as source text.
    public var description: String {
        var text = ""
        write(to: &text)
        return text
    }

    /// Appends the value as source text.
    public func write(to text: inout String) {
        switch self {
        case .null: text += "nil"
        case .bool(let flag): text += flag ? "true" : "false"
        case .int(let number): text += String(number)
        case .double(let number): text += number.isFinite ? JSONBytes.canonicalDoubleText(number) : "\(number)"
        case .string(let string): Value.writeQuoted(string, to: &text)
        case .array(let elements):
            text += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { text += ", " }
                element.write(to: &text)
            }
            text += "]"
        case .dictionary(let members):
            if members.isEmpty {
                text += "[:]"
                return
            }
            text += "["
            for (index, key) in JSONBytes.sortedKeys(members.keys).enumerated() {
                if index > 0 { text += ", " }
                Value.writeQuoted(key, to: &text)
                text += ": "
                members[key]!.write(to: &text)
            }
            text += "]"
        case .tuple(let fields):
            text += "("
            Argument.write(fields, to: &text)
            text += ")"
        case .member(let chain):
            text += "."
            chain.write(to: &text)
        case .named(let chain):
            chain.write(to: &text)
        case .angle(let degrees):
            text += Value.angleText(degrees)
            text += "deg"
        case .cssColor(let color): text += color
        case .slot(let name): text += ":" + name
        case .attr(let reference): reference.write(to: &text)
        case .stateRef(let path):
            text += "StateRef("
            Value.writeQuoted(path, to: &text)
            text += ")"
        case .bindingRef(let path):
            text += "BindingRef("
            Value.writeQuoted(path, to: &text)
            text += ")"
        }
    }

    /// Degrees without a needless `.0`: `45`, `22.5`; `-0` keeps its sign, which the IR
    /// keeps too (as Int, it would become `0` and change the document's IR).
    static func angleText(_ degrees: Double) -> String {
        if degrees.isFinite, degrees == degrees.rounded(), abs(degrees) < 1e15 {
            return degrees == 0 && degrees.sign == .minus ? "-0" : String(Int(degrees))
        }
        return JSONBytes.canonicalDoubleText(degrees)
    }

    /// Writes a string literal with Swift's escapes, as Swift source writes it: `"Joe's"`
    /// (an apostrophe needs no escape in a string literal).
    ///
    /// SwiftLite's `Formatting.writeQuoted` is its twin, except for the apostrophe, which it
    /// escapes as `debugDescription` does (`print(["Joe's"])` shows `["Joe\'s"]`): the IR and
    /// the language depend on nothing, so neither can call the other. RuntimeTests'
    /// QuotingTests keeps them alike.
    public static func writeQuoted(_ string: String, to text: inout String) {
        text += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
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

extension Argument: CustomStringConvertible {
    /// `label: value`, or the value alone when unlabeled.
    public var description: String {
        var text = ""
        Argument.write([self], to: &text)
        return text
    }

    /// Appends arguments separated by `, `.
    public static func write(_ arguments: [Argument], to text: inout String) {
        for (index, argument) in arguments.enumerated() {
            if index > 0 { text += ", " }
            if let label = argument.label {
                text += label
                text += ": "
            }
            argument.value.write(to: &text)
        }
    }
}

extension MemberChain: CustomStringConvertible {
    /// The chain without a leading dot: `black.opacity(0.2)`, `Gradient.Stop(color: .red)`.
    public var description: String {
        var text = ""
        write(to: &text)
        return text
    }

    func write(to text: inout String) {
        for (index, segment) in segments.enumerated() {
            if index > 0 { text += "." }
            text += segment.name
            if let arguments = segment.arguments {
                text += "("
                Argument.write(arguments, to: &text)
                text += ")"
            }
        }
    }
}

extension AttrReference: CustomStringConvertible {
    /// `attr(name type(<type>), fallback)` with the optional parts as written.
    public var description: String {
        var text = ""
        write(to: &text)
        return text
    }

    func write(to text: inout String) {
        text += "attr(" + name
        if let type { text += " type(<\(type.rawValue)>)" }
        if let fallback {
            text += ", "
            fallback.write(to: &text)
        }
        text += ")"
    }
}

extension Modifier: CustomStringConvertible {
    /// `name(arguments)`: `padding(.horizontal, 12)`.
    public var description: String {
        var text = name + "("
        Argument.write(arguments, to: &text)
        return text + ")"
    }
}
