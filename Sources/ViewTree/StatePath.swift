/// A path into the state: `count`, `cart.items[3].qty`, `prefs["dark mode"]`.
///
/// Parsed once and written back canonically, so that `todos[0].done` read by a view and
/// `todos[0].done` written by a binding are recognised as the same path.
public struct StatePath: Hashable, Sendable, CustomStringConvertible {
    /// One step of a path.
    public enum Component: Hashable, Sendable {
        /// An object member: `.name` or `["name"]`.
        case key(String)
        /// An array element: `[3]`.
        case index(Int)
    }

    /// The steps, in order; never empty.
    public let components: [Component]

    /// Why a path could not be read.
    public struct ParseError: Error, CustomStringConvertible, Sendable {
        /// The path as written.
        public let path: String
        /// What was expected, and where (a 1-based column in the path).
        public let message: String
        public let column: Int

        public var description: String { "malformed state path \"\(path)\": \(message) at column \(column)" }
    }

    /// Parses a path.
    public init(parsing text: String) throws(ParseError) {
        let characters = Array(text.unicodeScalars)
        var components: [Component] = []
        var index = 0

        func fail(_ message: String) -> ParseError {
            ParseError(path: text, message: message, column: index + 1)
        }
        func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "_" || scalar.properties.isAlphabetic
        }
        func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
            isNameStart(scalar) || ("0"..."9").contains(scalar) || scalar == "-"
        }
        func readName() throws(ParseError) -> String {
            guard index < characters.count, isNameStart(characters[index]) else {
                throw fail("expected a name")
            }
            var name = ""
            while index < characters.count, isNameCharacter(characters[index]) {
                name.unicodeScalars.append(characters[index])
                index += 1
            }
            return name
        }

        guard !characters.isEmpty else { throw fail("the path is empty") }
        if characters[0] != "[" { components.append(.key(try readName())) }
        while index < characters.count {
            switch characters[index] {
            case ".":
                index += 1
                components.append(.key(try readName()))
            case "[":
                index += 1
                if index < characters.count, characters[index] == "\"" {
                    index += 1
                    var key = ""
                    while index < characters.count, characters[index] != "\"" {
                        if characters[index] == "\\", index + 1 < characters.count { index += 1 }
                        key.unicodeScalars.append(characters[index])
                        index += 1
                    }
                    guard index < characters.count else { throw fail("expected '\"' to close the key") }
                    index += 1
                    components.append(.key(key))
                } else {
                    var digits = ""
                    while index < characters.count, ("0"..."9").contains(characters[index]) {
                        digits.unicodeScalars.append(characters[index])
                        index += 1
                    }
                    guard let number = Int(digits) else { throw fail("expected an index (a number) or a quoted key") }
                    components.append(.index(number))
                }
                guard index < characters.count, characters[index] == "]" else { throw fail("expected ']'") }
                index += 1
            default:
                throw fail("expected '.' or '[' after \"\(String(String.UnicodeScalarView(characters[0..<index])))\"")
            }
        }
        self.components = components
    }

    /// A path from its components.
    public init(_ components: [Component]) {
        precondition(!components.isEmpty, "a state path has at least one component")
        self.components = components
    }

    /// The canonical spelling: `a.b[2]["odd key"]`.
    public var description: String {
        var text = ""
        for component in components { StatePath.append(component, to: &text) }
        return text
    }

    /// Appends one step in its canonical spelling: `.name` (`name` at the start of the
    /// text), `[2]`, or `["odd key"]` for a key that is not a plain name. VML's key paths
    /// spell their keys and indices this way too.
    public static func append(_ component: Component, to text: inout String) {
        switch component {
        case .key(let key):
            if isPlainName(key) {
                if !text.isEmpty { text += "." }
                text += key
            } else {
                text += "[\"" + key.replacingQuotes() + "\"]"
            }
        case .index(let index):
            text += "[\(index)]"
        }
    }

    /// Whether a key is written as a plain name (`todos`, `first-name`) rather than
    /// quoted (`["odd key"]`): a letter or `_`, then letters, digits, `_` and `-`.
    public static func isPlainName(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return key.unicodeScalars.allSatisfy { $0 == "_" || $0 == "-" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }

    /// Whether `other` is this path or lies below it (`todos` contains `todos[0].done`).
    public func contains(_ other: StatePath) -> Bool {
        other.components.count >= components.count && Array(other.components.prefix(components.count)) == components
    }
}

extension String {
    fileprivate func replacingQuotes() -> String {
        var result = ""
        for scalar in unicodeScalars {
            if scalar == "\"" || scalar == "\\" { result += "\\" }
            result.unicodeScalars.append(scalar)
        }
        return result
    }
}
