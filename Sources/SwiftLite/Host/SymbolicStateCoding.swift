// SwiftUI's values the interpreter keeps symbolically (`Color.blue`, `.title.bold()`,
// `Color(hue: 0.5, saturation: 0.6, brightness: 0.9)`) kept in the state store: as the
// Swift source that writes them, which `:state` shows as a user wrote it, and read back
// by parsing that source. A struct with a `color: Color` in an `@State` array is common.

extension StateCoding {
    /// The Swift source of `symbol`, or nil when one of its arguments is not a literal, a
    /// symbol or an array of those (a closure, an instance), which could not be read back.
    static func encodeSymbol(_ symbol: SymbolicValue) -> Value? {
        var text = ""
        return writeSymbol(symbol, to: &text) ? .string(text) : nil
    }

    private static func writeSymbol(_ symbol: SymbolicValue, to text: inout String) -> Bool {
        if symbol.isImplicit { text += "." }
        for (index, segment) in symbol.segments.enumerated() {
            if index > 0 { text += "." }
            text += segment.name
            guard let arguments = segment.arguments else { continue }
            text += "("
            for (position, argument) in arguments.enumerated() {
                if position > 0 { text += ", " }
                if let label = argument.label { text += label + ": " }
                guard writeArgument(argument.value, to: &text) else { return false }
            }
            text += ")"
        }
        return true
    }

    private static func writeArgument(_ value: Value, to text: inout String) -> Bool {
        switch value {
        case .null: text += "nil"
        case .bool(let flag): text += flag ? "true" : "false"
        case .int(let number): text += String(number)
        case .double(let number): text += "\(number)"
        case .string(let string): Formatting.writeQuoted(string, to: &text)
        case .symbol(let symbol): return writeSymbol(symbol, to: &text)
        case .array(let elements):
            text += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { text += ", " }
                guard writeArgument(element, to: &text) else { return false }
            }
            text += "]"
        default: return false
        }
        return true
    }

    /// The symbol `text` writes, or nil when it is not the source `encodeSymbol` makes.
    static func decodeSymbol(_ text: String) -> Value? {
        var parser = SymbolSourceParser(text)
        guard let value = parser.symbol(), parser.isAtEnd else { return nil }
        return value
    }
}

/// Reads back the source `StateCoding.encodeSymbol` writes: a chain of members and calls
/// whose arguments are literals, chains or arrays of those.
struct SymbolSourceParser {
    private let characters: [Character]
    private var position = 0

    init(_ text: String) { characters = Array(text) }

    var isAtEnd: Bool { position == characters.count }

    /// `.blue.opacity(0.5)` or `Color(red: 1, green: 0, blue: 0)`.
    mutating func symbol() -> Value? {
        let isImplicit = take(".")
        var segments: [SymbolicValue.Segment] = []
        repeat {
            guard let name = identifier() else { return nil }
            var arguments: [(label: String?, value: Value)]?
            if take("(") {
                guard let list = argumentList() else { return nil }
                arguments = list
            }
            segments.append(SymbolicValue.Segment(name: name, arguments: arguments))
        } while take(".")
        return .symbol(SymbolicValue(isImplicit: isImplicit, segments: segments))
    }

    private mutating func argumentList() -> [(label: String?, value: Value)]? {
        var arguments: [(label: String?, value: Value)] = []
        if take(")") { return arguments }
        repeat {
            skipSpaces()
            var label: String?
            let start = position
            if let name = identifier(), take(":") {
                label = name
            } else {
                position = start
            }
            skipSpaces()
            guard let value = value() else { return nil }
            arguments.append((label, value))
        } while take(",")
        return take(")") ? arguments : nil
    }

    private mutating func value() -> Value? {
        guard position < characters.count else { return nil }
        let character = characters[position]
        if character == "\"" { return string() }
        if character == "[" {
            position += 1
            var elements: [Value] = []
            if take("]") { return .array(elements) }
            repeat {
                skipSpaces()
                guard let element = value() else { return nil }
                elements.append(element)
            } while take(",")
            return take("]") ? .array(elements) : nil
        }
        if character == "-" || character.isNumber { return number() }
        let start = position
        if let word = identifier() {
            switch word {
            case "true" where !peek("."), "false" where !peek("."):
                return .bool(word == "true")
            case "nil": return .null
            default: position = start
            }
        }
        return symbol()
    }

    private mutating func number() -> Value? {
        let start = position
        position += 1
        while position < characters.count, characters[position].isNumber || "._e+-".contains(characters[position]) { position += 1 }
        let text = String(characters[start..<position])
        if let integer = Int(text) { return .int(integer) }
        return Double(text).map { .double($0) }
    }

    private mutating func string() -> Value? {
        position += 1
        var text = ""
        while position < characters.count {
            let character = characters[position]
            position += 1
            switch character {
            case "\"": return .string(text)
            case "\\":
                guard position < characters.count else { return nil }
                let escaped = characters[position]
                position += 1
                switch escaped {
                case "n": text.append("\n")
                case "r": text.append("\r")
                case "t": text.append("\t")
                case "0": text.append("\0")
                case "u":
                    // `\u{1b}`, as `Formatting.writeQuoted` writes a control character.
                    guard take("{"), let end = characters[position...].firstIndex(of: "}"),
                        let code = UInt32(String(characters[position..<end]), radix: 16), let scalar = Unicode.Scalar(code)
                    else { return nil }
                    text.unicodeScalars.append(scalar)
                    position = end + 1
                default: text.append(escaped)
                }
            default: text.append(character)
            }
        }
        return nil
    }

    private mutating func identifier() -> String? {
        let start = position
        while position < characters.count, characters[position].isLetter || characters[position].isNumber || characters[position] == "_" {
            position += 1
        }
        return position > start ? String(characters[start..<position]) : nil
    }

    private func peek(_ character: Character) -> Bool { position < characters.count && characters[position] == character }

    private mutating func take(_ character: Character) -> Bool {
        skipSpaces()
        guard peek(character) else { return false }
        position += 1
        return true
    }

    private mutating func skipSpaces() {
        while position < characters.count, characters[position] == " " { position += 1 }
    }
}
