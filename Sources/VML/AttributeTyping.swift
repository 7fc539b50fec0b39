import ViewTree

/// How an attribute's text becomes a prop, and a prop becomes attribute text again.
///
/// For an element the catalog knows, a parameter of kind `.enumeration` becomes a
/// member (`alignment="leading"` → `.leading`; the attribute has no dot, §6.1), `.number`
/// an integer or a double as written (`8`, `8.0`), `.boolean` a boolean. Everything
/// else, and every attribute of a custom element or not in the catalog (data attributes
/// read by `attr(...)`), stays a string.
enum AttributeTyping {
    /// A prop, and why the text did not fit its parameter's kind when it did not.
    struct Typed {
        var value: Value
        var problem: String?
    }

    static func prop(_ text: String, kind: ViewCatalog.ParameterKind?) -> Typed {
        switch kind {
        case .enumeration:
            let name = text.hasPrefix(".") ? String(text.dropFirst()) : text
            guard Scanning.isIdentifier(name) else {
                return Typed(value: .string(text), problem: "an enumeration case such as leading")
            }
            return Typed(value: .member(name))
        case .number:
            switch StyleParser.parseExpression(text) {
            case .some(.int(let number)): return Typed(value: .int(number))
            case .some(.double(let number)): return Typed(value: .double(number))
            default: return Typed(value: .string(text), problem: "a number")
            }
        case .boolean:
            switch text {
            case "true": return Typed(value: .bool(true))
            case "false": return Typed(value: .bool(false))
            default: return Typed(value: .string(text), problem: "true or false")
            }
        default:
            return Typed(value: .string(text))
        }
    }

    /// The attribute text of a prop: strings as they are, numbers and booleans as
    /// written in source, a plain member without its dot, anything else as source text.
    static func text(of value: Value) -> String {
        switch value {
        case .string(let text): return text
        case .member(let chain) where chain.segments.count == 1 && chain.segments[0].arguments == nil:
            return chain.segments[0].name
        default: return value.description
        }
    }
}
