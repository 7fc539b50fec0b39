import ViewTree

/// The words typed after a command's name, read one at a time; every mistake becomes a
/// `usage` error that shows how the command is typed.
struct CommandArguments {
    /// The command, for messages.
    let command: CommandInfo
    private var rest: Substring

    /// The arguments of `command`: the text after its name.
    init(command: CommandInfo, text: Substring) {
        self.command = command
        self.rest = text
    }

    /// The next word, or nil when none is left.
    mutating func nextWord() -> String? {
        rest = rest.drop { $0 == " " || $0 == "\t" }
        guard !rest.isEmpty else { return nil }
        let word = rest.prefix { $0 != " " && $0 != "\t" }
        rest = rest[word.endIndex...]
        return String(word)
    }

    /// The next word when it names an event (`delete`, `change:count`), not a JSON value;
    /// nil otherwise, and nothing is read.
    mutating func nextEventName() -> String? {
        let trimmed = rest.drop { $0 == " " || $0 == "\t" }
        let word = trimmed.prefix { $0 != " " && $0 != "\t" }
        guard let first = word.first, first.isLetter, !["true", "false", "null"].contains(String(word)) else { return nil }
        rest = trimmed[word.endIndex...]
        return String(word)
    }

    /// The next word, which must be there: `what` names it in the error.
    mutating func word(_ what: String) throws(ReplError) -> String {
        guard let word = nextWord() else { throw usageError("\(command.name) needs \(what)") }
        return word
    }

    /// The rest of the line as one JSON value (it may hold spaces); nil when nothing is left.
    mutating func remainingJSON(_ what: String) throws(ReplError) -> JSONValue? {
        let text = rest.trimmingSpaces()
        rest = rest[rest.endIndex...]
        guard !text.isEmpty else { return nil }
        do {
            return try JSONParser.parse(String(text))
        } catch {
            var message = "\(command.name) expects \(what) as JSON, and \(text) is not JSON (\(error))"
            if text.first?.isLetter == true { message += "; a string is written in double quotes: \"\(text)\"" }
            throw ReplError.usage(message)
        }
    }

    /// The rest of the line as JSON, which must be there.
    mutating func requiredJSON(_ what: String) throws(ReplError) -> JSONValue {
        guard let value = try remainingJSON(what) else { throw usageError("\(command.name) needs \(what) as JSON") }
        return value
    }

    /// A snapshot id, written `12` or `#12` (as listings show them).
    mutating func snapshotID() throws(ReplError) -> Int {
        let word = try word("a snapshot id (:snapshots lists them)")
        guard let id = Int(word.hasPrefix("#") ? String(word.dropFirst()) : word), id > 0 else {
            throw usageError("\(word) is not a snapshot id; ids are the numbers :snapshots lists")
        }
        return id
    }

    /// A non-negative integer that follows an option.
    mutating func count(after option: String) throws(ReplError) -> Int {
        guard let word = nextWord(), let value = Int(word), value >= 0 else {
            throw usageError("\(option) needs a number")
        }
        return value
    }

    /// Fails when words are left over.
    func finish() throws(ReplError) {
        let extra = rest.trimmingSpaces()
        guard extra.isEmpty else { throw usageError("unexpected \"\(extra)\"") }
    }

    /// A `usage` error: the problem, then how the command is typed.
    func usageError(_ problem: String) -> ReplError {
        .usage("\(problem) (usage: \(command.name)\(command.arguments.isEmpty ? "" : " " + command.arguments))")
    }
}

extension Substring {
    /// Without leading and trailing spaces and tabs.
    func trimmingSpaces() -> Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return self[first...last]
    }
}
