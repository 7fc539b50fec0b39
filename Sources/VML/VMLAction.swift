import ViewTree

/// What tapping a node of a VML document does (§8's `<action>`), as its `tap` event
/// records it in the IR. The event's text is the action, so the IR alone says what a tap
/// does, a stored snapshot replays it, and the REPL and the preview dispatch it:
///
/// | `<action>` | event text |
/// |---|---|
/// | `kind="dispatch" name="open"` | `open`, as a script's `Button("T", action: "open")` records it |
/// | the same with `<argument name="festival" keyPath="self"/>` in row 3 | `open(festival: \festivals[3])` |
/// | an argument with `value="full"` | `open(mode: "full")` |
/// | `kind="set" keyPath="filter" value="all"` | `set \filter = "all"` |
/// | `kind="toggle" keyPath="done"` in row 0 of `todos` | `toggle \todos[0].done` |
///
/// Key paths are written from the root (`\` and the path), so a tap reads them again
/// against the context as it is then, as a script's closure reads the state when it runs.
public enum VMLAction: Hashable, Sendable {
    /// One member of a dispatched action's payload.
    public struct Argument: Hashable, Sendable {
        /// Where its value comes from.
        public enum Source: Hashable, Sendable {
            /// A key path from the root context.
            case keyPath(DataKeyPath)
            /// A constant.
            case value(JSONValue)
        }

        /// The payload's key.
        public var name: String
        /// Its value's source.
        public var source: Source

        /// Creates an argument.
        public init(name: String, source: Source) {
            self.name = name
            self.source = source
        }
    }

    /// Runs the app's action `name`; its `ctx.payload` is an object of the arguments.
    case dispatch(name: String, arguments: [Argument])
    /// Writes a value at a state path.
    case set(StatePath, JSONValue)
    /// Flips the Bool at a state path (an absent value counts as false).
    case toggle(StatePath)

    /// Whether a name can be a dispatched action's: whatever a script gives `actions[...]`,
    /// less what would make the event's text ambiguous (spaces, parentheses, commas,
    /// quotes, backslashes).
    public static func isActionName(_ name: String) -> Bool {
        !name.isEmpty && name.unicodeScalars.allSatisfy { scalar in
            scalar == "_" || scalar == "-" || scalar == "." || scalar == ":" || scalar.properties.isAlphabetic
                || ("0"..."9").contains(scalar)
        }
    }

    /// The event's text (the table above).
    public var eventText: String {
        switch self {
        case .dispatch(let name, let arguments):
            guard !arguments.isEmpty else { return name }
            let list = arguments.map { argument in
                switch argument.source {
                case .keyPath(let path): "\(argument.name): \\\(path)"
                case .value(let value): "\(argument.name): \(value.canonicalText)"
                }
            }
            return name + "(" + list.joined(separator: ", ") + ")"
        case .set(let path, let value):
            return "set \\\(path) = \(value.canonicalText)"
        case .toggle(let path):
            return "toggle \\\(path)"
        }
    }

    /// Reads an event's text back.
    public init(eventText text: String) throws(VMLActionTextError) {
        var reader = ActionTextReader(text)
        self = try reader.action()
    }

    /// The payload a dispatch sends: each argument's value, a key path read from `context`
    /// (null when it finds nothing).
    public func payload(in context: DataContext) -> JSONValue {
        guard case .dispatch(_, let arguments) = self else { return .null }
        var members: [String: JSONValue] = [:]
        for argument in arguments {
            switch argument.source {
            case .keyPath(let path): members[argument.name] = context.lookup(path, from: .root).value ?? .null
            case .value(let value): members[argument.name] = value
            }
        }
        return .object(members)
    }
}

/// An event's text that is not a VML action.
public struct VMLActionTextError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public var message: String

    public var description: String { message }
}

/// Reads `name(arg: \path, arg: JSON)`, `set \path = JSON` and `toggle \path`.
private struct ActionTextReader {
    private let text: String
    private let bytes: [UInt8]
    private var index = 0

    init(_ text: String) {
        self.text = text
        bytes = Array(text.utf8)
    }

    private func fail(_ message: String) -> VMLActionTextError {
        VMLActionTextError(message: "\"\(text)\" is not a VML action: \(message)")
    }

    private func rest(from start: Int, to end: Int) -> String {
        String(decoding: bytes[start..<end], as: UTF8.self)
    }

    private func hasPrefix(_ prefix: String) -> Bool {
        bytes.starts(with: prefix.utf8)
    }

    mutating func action() throws(VMLActionTextError) -> VMLAction {
        if hasPrefix("set \\") {
            index = 5
            let pathEnd = scanValue(until: [UInt8(ascii: " ")])
            let path = try statePath(rest(from: index, to: pathEnd))
            guard bytes[pathEnd...].starts(with: " = ".utf8) else { throw fail("expected ' = ' after the path") }
            return .set(path, try json(rest(from: pathEnd + 3, to: bytes.count)))
        }
        if hasPrefix("toggle \\") {
            return .toggle(try statePath(rest(from: 8, to: bytes.count)))
        }
        let nameEnd = bytes.firstIndex(of: UInt8(ascii: "(")) ?? bytes.count
        let name = rest(from: 0, to: nameEnd)
        guard !name.isEmpty else { throw fail("it has no action name") }
        guard nameEnd < bytes.count else { return .dispatch(name: name, arguments: []) }
        guard bytes.last == UInt8(ascii: ")") else { throw fail("expected ')' at the end") }
        index = nameEnd + 1
        var arguments: [VMLAction.Argument] = []
        while index < bytes.count - 1 {
            guard let colon = bytes[index...].firstIndex(of: UInt8(ascii: ":")) else { throw fail("expected 'name: value'") }
            let argumentName = rest(from: index, to: colon)
            index = colon + 1
            guard index < bytes.count, bytes[index] == UInt8(ascii: " ") else { throw fail("expected a space after '\(argumentName):'") }
            index += 1
            let end = scanValue(until: [UInt8(ascii: ","), UInt8(ascii: ")")])
            let value = rest(from: index, to: end)
            if value.hasPrefix("\\") {
                do {
                    arguments.append(.init(name: argumentName, source: .keyPath(try DataKeyPath(parsing: String(value.dropFirst())))))
                } catch {
                    throw fail("the key path of \(argumentName): \(error.message)")
                }
            } else {
                arguments.append(.init(name: argumentName, source: .value(try json(value))))
            }
            index = end
            if bytes[index] == UInt8(ascii: ",") {
                guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: " ") else { throw fail("expected ', ' between arguments") }
                index += 2
            }
        }
        return .dispatch(name: name, arguments: arguments)
    }

    /// The end of a value starting at `index`: the first stop byte outside quotes and
    /// brackets (a JSON value's strings and containers, a key path's quoted keys).
    private func scanValue(until stops: [UInt8]) -> Int {
        var position = index
        var depth = 0
        var inString = false
        while position < bytes.count {
            let byte = bytes[position]
            if inString {
                if byte == UInt8(ascii: "\\") { position += 1 } else if byte == UInt8(ascii: "\"") { inString = false }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
                depth += 1
            } else if byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
                depth -= 1
            } else if depth == 0, stops.contains(byte) {
                return position
            }
            position += 1
        }
        return min(position, bytes.count)
    }

    private func statePath(_ text: String) throws(VMLActionTextError) -> StatePath {
        do { return try StatePath(parsing: text) } catch { throw fail(error.description) }
    }

    private func json(_ text: String) throws(VMLActionTextError) -> JSONValue {
        do { return try JSONParser.parse(text) } catch { throw fail("its value \(text) is not JSON: \(error.message)") }
    }
}
