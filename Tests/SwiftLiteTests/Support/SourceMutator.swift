/// Makes broken programs out of good ones and out of nothing: random bytes, random
/// sequences of Swift tokens, and small edits of real programs (deleting, duplicating and
/// swapping characters and lines, inserting tokens).
struct SourceMutator {
    var random: SeededGenerator

    /// Tokens of every kind the lexer knows, and some it does not.
    static let vocabulary = [
        "let", "var", "func", "if", "else", "guard", "return", "for", "in", "while", "repeat", "break", "continue",
        "switch", "case", "default", "where", "fallthrough", "true", "false", "nil", "as", "as?", "as!", "is", "do",
        "struct", "class", "enum", "import", "try", "throws", "async", "await", "inout", "some", "x", "y", "f", "items",
        "print", "count", "map", "filter", "reduce", "sorted", "append", "Int", "String", "Double", "Any", "[Int]",
        "[String: Any]", "$0", "$1", "_", "0", "1", "42", "-1", "3.5", "1e9", "0x1F", "9223372036854775807",
        "\"s\"", "\"a \\(x) b\"", "\"\"\"\nline\n\"\"\"", "(", ")", "[", "]", "{", "}", ",", ":", ";", ".", "->", "=",
        "+", "-", "*", "/", "%", "==", "!=", "<", ">", "<=", ">=", "&&", "||", "!", "?", "??", "...", "..<", "+=", "&",
        "<<", "@", "@escaping", "#if", "\\", "`", "'", "\n", " ", "\t", "/*", "*/", "//", "é", "🙂",
    ]

    init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
    }

    /// Random bytes, decoded as UTF-8 with replacement characters where they are invalid.
    mutating func randomBytes(maximumLength: Int) -> String {
        let count = Int.random(in: 0...maximumLength, using: &random)
        let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &random) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Random tokens separated by spaces or nothing.
    mutating func tokenSoup(maximumTokens: Int) -> String {
        let count = Int.random(in: 1...maximumTokens, using: &random)
        var text = ""
        for _ in 0..<count {
            text += SourceMutator.vocabulary.randomElement(using: &random)!
            if Bool.random(using: &random) { text += " " }
        }
        return text
    }

    /// The program with one to three random edits.
    mutating func mutate(_ program: String) -> String {
        var text = program
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            text = edit(text)
        }
        return text
    }

    private mutating func edit(_ text: String) -> String {
        var scalars = Array(text.unicodeScalars)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard !scalars.isEmpty else { return SourceMutator.vocabulary.randomElement(using: &random)! }
        switch Int.random(in: 0..<7, using: &random) {
        case 0:  // delete a few characters
            let start = Int.random(in: 0..<scalars.count, using: &random)
            scalars.removeSubrange(start..<min(scalars.count, start + Int.random(in: 1...20, using: &random)))
        case 1:  // duplicate a few characters somewhere else
            let start = Int.random(in: 0..<scalars.count, using: &random)
            let piece = scalars[start..<min(scalars.count, start + Int.random(in: 1...30, using: &random))]
            scalars.insert(contentsOf: piece, at: Int.random(in: 0...scalars.count, using: &random))
        case 2:  // swap two characters
            scalars.swapAt(Int.random(in: 0..<scalars.count, using: &random), Int.random(in: 0..<scalars.count, using: &random))
        case 3:  // swap two lines
            lines.swapAt(Int.random(in: 0..<lines.count, using: &random), Int.random(in: 0..<lines.count, using: &random))
            return lines.joined(separator: "\n")
        case 4:  // delete a line
            lines.remove(at: Int.random(in: 0..<lines.count, using: &random))
            return lines.joined(separator: "\n")
        case 5:  // duplicate a line
            let line = lines[Int.random(in: 0..<lines.count, using: &random)]
            lines.insert(line, at: Int.random(in: 0...lines.count, using: &random))
            return lines.joined(separator: "\n")
        default:  // insert a token
            let token = SourceMutator.vocabulary.randomElement(using: &random)!
            scalars.insert(contentsOf: token.unicodeScalars, at: Int.random(in: 0...scalars.count, using: &random))
        }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }
}
