// App: a lexer for a tiny language (keywords, identifiers, numbers, strings, operators, comments) with line numbers.
enum Kind: String {
    case keyword, identifier, number, string, symbol, comment
}
struct Token: CustomStringConvertible {
    let kind: Kind
    let text: String
    let line: Int
    var description: String { "\(line):\(kind.rawValue)(\(text))" }
}
let keywords: Set<String> = ["let", "if", "else", "while", "print"]
let twoCharSymbols: Set<String> = ["==", "!=", "<=", ">=", "&&", "||"]
func lex(_ source: String) -> (tokens: [Token], errors: [String]) {
    let chars = Array(source)
    var tokens: [Token] = []
    var errors: [String] = []
    var i = 0, line = 1
    while i < chars.count {
        let c = chars[i]
        if c == "\n" { line += 1; i += 1; continue }
        if c == " " { i += 1; continue }
        if c == "/" && i + 1 < chars.count && chars[i + 1] == "/" {
            var j = i
            while j < chars.count && chars[j] != "\n" { j += 1 }
            tokens.append(Token(kind: .comment, text: String(chars[(i + 2)..<j]).trimmedSpaces, line: line))
            i = j
        } else if c.isLetter || c == "_" {
            var j = i
            while j < chars.count && (chars[j].isLetter || chars[j].isNumber || chars[j] == "_") { j += 1 }
            let word = String(chars[i..<j])
            tokens.append(Token(kind: keywords.contains(word) ? .keyword : .identifier, text: word, line: line))
            i = j
        } else if c.isNumber {
            var j = i
            while j < chars.count && (chars[j].isNumber || chars[j] == ".") { j += 1 }
            tokens.append(Token(kind: .number, text: String(chars[i..<j]), line: line))
            i = j
        } else if c == "\"" {
            var j = i + 1
            while j < chars.count && chars[j] != "\"" && chars[j] != "\n" { j += 1 }
            if j < chars.count && chars[j] == "\"" {
                tokens.append(Token(kind: .string, text: String(chars[(i + 1)..<j]), line: line))
                i = j + 1
            } else {
                errors.append("line \(line): unterminated string")
                i = j
            }
        } else if i + 1 < chars.count, twoCharSymbols.contains(String(chars[i...(i + 1)])) {
            tokens.append(Token(kind: .symbol, text: String(chars[i...(i + 1)]), line: line))
            i += 2
        } else if "+-*/=<>(){};!".contains(c) {
            tokens.append(Token(kind: .symbol, text: String(c), line: line))
            i += 1
        } else {
            errors.append("line \(line): unexpected '\(c)'")
            i += 1
        }
    }
    return (tokens, errors)
}
extension String {
    var trimmedSpaces: String { String(drop(while: { $0 == " " })) }
}
let program = """
let x = 42 // the answer
if x >= 10 && x != 13 { print("big") }
let name = "unterminated
while x < 3.5 { x = x + 1 } @
"""
let (tokens, errors) = lex(program)
for line in 1...4 {
    print(tokens.filter { $0.line == line }.map(\.description).joined(separator: " "))
}
print(errors)
let kinds = Dictionary(grouping: tokens, by: \.kind.rawValue).mapValues(\.count)
print(kinds.keys.sorted().map { "\($0)=\(kinds[$0]!)" }.joined(separator: ", "))
