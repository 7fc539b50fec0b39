// A tokenizer and recursive-descent evaluator for arithmetic with variables.
import Foundation
enum Token: Equatable, CustomStringConvertible {
    case number(Double)
    case identifier(String)
    case op(Character)
    case leftParen, rightParen

    var description: String {
        switch self {
        case .number(let n): return n == n.rounded() ? String(Int(n)) : String(n)
        case .identifier(let name): return name
        case .op(let c): return String(c)
        case .leftParen: return "("
        case .rightParen: return ")"
        }
    }
}

func tokenize(_ text: String) -> [Token] {
    var tokens: [Token] = []
    var chars = Array(text)
    var i = 0
    while i < chars.count {
        let c = chars[i]
        if c.isWhitespace { i += 1; continue }
        if c.isNumber || c == "." {
            var j = i
            while j < chars.count, chars[j].isNumber || chars[j] == "." { j += 1 }
            tokens.append(.number(Double(String(chars[i..<j]))!))
            i = j
        } else if c.isLetter {
            var j = i
            while j < chars.count, chars[j].isLetter || chars[j].isNumber { j += 1 }
            tokens.append(.identifier(String(chars[i..<j])))
            i = j
        } else if c == "(" { tokens.append(.leftParen); i += 1 }
        else if c == ")" { tokens.append(.rightParen); i += 1 }
        else { tokens.append(.op(c)); i += 1 }
    }
    chars.removeAll()
    return tokens
}

struct Parser {
    var tokens: [Token]
    var position = 0
    let variables: [String: Double]

    mutating func next() -> Token? {
        guard position < tokens.count else { return nil }
        defer { position += 1 }
        return tokens[position]
    }
    func peek() -> Token? { position < tokens.count ? tokens[position] : nil }

    mutating func expression() -> Double {
        var value = term()
        while case .op(let c)? = peek(), c == "+" || c == "-" {
            _ = next()
            value = c == "+" ? value + term() : value - term()
        }
        return value
    }
    mutating func term() -> Double {
        var value = factor()
        while case .op(let c)? = peek(), c == "*" || c == "/" {
            _ = next()
            let rhs = factor()
            value = c == "*" ? value * rhs : value / rhs
        }
        return value
    }
    mutating func factor() -> Double {
        switch next() {
        case .number(let n)?: return n
        case .identifier(let name)?: return variables[name, default: 0]
        case .op("-")?: return -factor()
        case .leftParen?:
            let value = expression()
            _ = next()
            return value
        default: return .nan
        }
    }
}

let sources = ["1 + 2 * 3", "(1 + 2) * 3", "width * height / 2", "-x + 10", "2 * (3 + (4 - 1)) / 4"]
let vars = ["width": 8.0, "height": 5, "x": 2.5]
for source in sources {
    let tokens = tokenize(source)
    var parser = Parser(tokens: tokens, variables: vars)
    let result = parser.expression()
    print(tokens.map(\.description).joined(separator: " "), "=", result)
}
print(tokenize("a1+b2") == [.identifier("a1"), .op("+"), .identifier("b2")])
