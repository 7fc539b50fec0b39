/// Tab completion's choice of candidates: which word the cursor is in, and what may go
/// there. Command names after `:`; then, by command, node ids, state paths, action names,
/// document names or the command's options. SwiftLite input gets no completion.
enum Completer {
    /// What Tab may put in place of the word before the cursor.
    struct Completion: Equatable {
        /// The part of the word already typed (the end of the line given).
        var typed: Substring
        /// The candidates that start with it, in the catalog's order.
        var candidates: [String]
    }

    /// The completion of the word that ends `line` (the text before the cursor);
    /// `candidatesOf` gives every value of a kind of argument.
    static func complete(_ line: String, candidatesOf: (CommandInfo.ArgumentKind) -> [String]) -> Completion {
        let wordStart = line.lastIndex(where: { $0 == " " || $0 == "\t" }).map { line.index(after: $0) } ?? line.startIndex
        let typed = line[wordStart...]
        guard line.first == ":" else { return Completion(typed: typed, candidates: []) }
        if wordStart == line.startIndex {
            return Completion(typed: typed, candidates: CommandTable.all.map(\.name).filter { $0.hasPrefix(typed) })
        }
        let name = line.prefix { $0 != " " && $0 != "\t" }
        guard let command = CommandTable.command(named: String(name)) else { return Completion(typed: typed, candidates: []) }
        if typed.hasPrefix("-") {
            return Completion(typed: typed, candidates: command.options.filter { $0.hasPrefix(typed) })
        }
        // Only the first argument is completed (the ones after it are JSON or numbers), and
        // not where an option's value goes.
        var arguments = 0
        var expectsOptionValue = false
        for word in line[..<wordStart].split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst() {
            if expectsOptionValue {
                expectsOptionValue = false
            } else if word.hasPrefix("-") {
                expectsOptionValue = CommandTable.optionsTakingValues.contains(String(word))
            } else {
                arguments += 1
            }
        }
        guard arguments == 0, !expectsOptionValue else { return Completion(typed: typed, candidates: []) }
        return Completion(typed: typed, candidates: candidatesOf(command.completes).filter { $0.hasPrefix(typed) })
    }

    /// The longest prefix all candidates share.
    static func commonPrefix(_ candidates: [String]) -> String {
        guard var prefix = candidates.first else { return "" }
        for candidate in candidates.dropFirst() {
            while !candidate.hasPrefix(prefix) { prefix.removeLast() }
        }
        return prefix
    }
}
