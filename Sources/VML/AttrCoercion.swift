import ViewTree

/// §3.2's coercions: an attribute's text read as each of the eight types, and whether a
/// fallback is a value of a type.
enum AttrCoercion {
    /// The colors SwiftUI's `Color` has as static members, which `<color>` accepts with a
    /// leading dot (`.blue`, `.secondary`, `.blue.opacity(0.5)`).
    static let swiftUIColors: Set<String> = [
        "accentColor", "black", "blue", "brown", "clear", "cyan", "gray", "green", "indigo", "mint", "orange",
        "pink", "primary", "purple", "red", "secondary", "teal", "white", "yellow",
    ]

    /// Degrees in one unit of each CSS angle unit.
    private static let degreesPerUnit: [String: Double] = ["deg": 1, "rad": 180 / Double.pi, "grad": 0.9, "turn": 360]

    /// The attribute's text as a value of `type`, or why it is not one. `nil` (no hint)
    /// reads the text as a string, as CSS's `attr()` does.
    static func coerce(_ text: String, to type: AttrReference.AttrType?) -> Result<Value, CoercionFailure> {
        switch type {
        case nil, .string?:
            return .success(.string(text))
        case .number?:
            return number(text).map { .success($0) } ?? .failure(CoercionFailure("expected a number such as 12 or 0.5"))
        case .integer?:
            if case .int(let value)? = number(text) { return .success(.int(value)) }
            return .failure(CoercionFailure("expected a whole number such as 12"))
        case .length?:
            return length(text)
        case .angle?:
            return angle(text)
        case .color?:
            return color(text)
        case .url?:
            guard !text.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0.value < 0x20 || $0.value == 0x7F }) else {
                return .failure(CoercionFailure("a URL has no spaces or control characters"))
            }
            return .success(.string(text))
        case .boolean?:
            switch text.trimmingWhitespace {
            case "true": return .success(.bool(true))
            case "false": return .success(.bool(false))
            default: return .failure(CoercionFailure("expected true or false"))
            }
        }
    }

    /// Whether a fallback is a value of `type`, so that the fallback does what the hint says.
    static func conforms(_ value: Value, to type: AttrReference.AttrType?) -> Bool {
        guard let type else { return true }
        switch (type, value) {
        case (_, .attr): return true
        case (.string, .string), (.url, .string): return true
        case (.number, .int), (.number, .double), (.length, .int), (.length, .double): return true
        case (.integer, .int): return true
        case (.boolean, .bool): return true
        case (.angle, .angle): return true
        case (.angle, .member(let chain)): return isAngleCall(chain)
        case (.color, .cssColor): return true
        case (.color, .member(let chain)): return swiftUIColors.contains(chain.segments[0].name)
        default: return false
        }
    }

    // MARK: The types

    /// CSS's <number>: `12`, `-0.5`, `+3`, `1e3`; an integer stays an integer.
    private static func number(_ text: String) -> Value? {
        var trimmed = text.trimmingWhitespace
        if trimmed.hasPrefix("+") { trimmed.removeFirst() }
        switch StyleParser.parseExpression(trimmed) {
        case .some(.int(let value)): return .int(value)
        case .some(.double(let value)): return .double(value)
        default: return nil
        }
    }

    /// Points: `12`, `12pt`, `12px` (one CSS pixel is one point).
    private static func length(_ text: String) -> Result<Value, CoercionFailure> {
        var trimmed = text.trimmingWhitespace
        if trimmed.hasSuffix("pt") || trimmed.hasSuffix("px") { trimmed.removeLast(2) }
        guard let value = number(trimmed) else {
            return .failure(CoercionFailure("expected a length in points such as 12, 12pt or 12px"))
        }
        return .success(value)
    }

    /// `45deg` and the other CSS units (`1.5rad`, `100grad`, `0.25turn`), `0`, or
    /// SwiftUI's `.degrees(45)` and `.radians(1.5)`, which stay as written.
    private static func angle(_ text: String) -> Result<Value, CoercionFailure> {
        let trimmed = text.trimmingWhitespace
        let failure = CoercionFailure("expected an angle such as 45deg, 0.25turn or .degrees(45)")
        if trimmed.hasPrefix(".") {
            guard case .member(let chain)? = StyleParser.parseExpression(trimmed), isAngleCall(chain) else { return .failure(failure) }
            return .success(.member(chain))
        }
        let unitStart = trimmed.lastIndex { !$0.isLetter }.map { trimmed.index(after: $0) } ?? trimmed.startIndex
        let unit = String(trimmed[unitStart...])
        guard let number = number(String(trimmed[..<unitStart])) else { return .failure(failure) }
        let amount: Double
        switch number {
        case .int(let value): amount = Double(value)
        case .double(let value): amount = value
        default: return .failure(failure)
        }
        if unit.isEmpty {
            return amount == 0 ? .success(.angle(degrees: 0)) : .failure(failure)
        }
        guard let factor = degreesPerUnit[unit] else { return .failure(failure) }
        return .success(.angle(degrees: amount * factor))
    }

    private static func isAngleCall(_ chain: MemberChain) -> Bool {
        guard chain.segments.count == 1, ["degrees", "radians"].contains(chain.segments[0].name),
            let arguments = chain.segments[0].arguments, arguments.count == 1, arguments[0].label == nil
        else { return false }
        switch arguments[0].value {
        case .int, .double: return true
        default: return false
        }
    }

    /// CSS (`#RRGGBB`, `#RRGGBBAA`, `rgb(...)`, `hsl(...)`) or a SwiftUI color with its dot.
    private static func color(_ text: String) -> Result<Value, CoercionFailure> {
        let trimmed = text.trimmingWhitespace
        if let css = CSSColor.canonical(trimmed) { return .success(.cssColor(css)) }
        let failure = "expected #RRGGBB, #RRGGBBAA, rgb(...), hsl(...) or a SwiftUI color such as .blue"
        guard trimmed.hasPrefix(".") else {
            if swiftUIColors.contains(trimmed) {
                return .failure(CoercionFailure(failure + "; SwiftUI colors keep their dot: .\(trimmed)"))
            }
            return .failure(CoercionFailure(failure))
        }
        guard case .member(let chain)? = StyleParser.parseExpression(trimmed) else { return .failure(CoercionFailure(failure)) }
        let base = chain.segments[0]
        guard base.arguments == nil, swiftUIColors.contains(base.name) else {
            if let suggestion = Spelling.suggestion(for: base.name, among: swiftUIColors) {
                return .failure(CoercionFailure("'.\(base.name)' is not a SwiftUI color; did you mean .\(suggestion)?"))
            }
            return .failure(CoercionFailure(failure))
        }
        return .success(.member(chain))
    }
}

/// Why a text is not a value of a type.
struct CoercionFailure: Error, Hashable {
    var reason: String
    init(_ reason: String) { self.reason = reason }
}

extension String {
    /// Without leading and trailing spaces, tabs and line breaks.
    var trimmingWhitespace: String {
        let bytes = Array(utf8)
        guard let first = bytes.firstIndex(where: { !Scanning.isWhitespace($0) }),
            let last = bytes.lastIndex(where: { !Scanning.isWhitespace($0) })
        else { return "" }
        if first == 0 && last == bytes.count - 1 { return self }
        return String(decoding: bytes[first...last], as: UTF8.self)
    }
}
