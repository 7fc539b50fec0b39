// App: a tokenizer and recursive-descent parser building an indirect enum expression tree, then evaluating it.
enum Token: Equatable {
    case number(Int)
    case op(Character)
    case lparen, rparen
}
func tokenize(_ text: String) -> [Token] {
    var tokens: [Token] = []
    var digits = ""
    for ch in text {
        if ch.isNumber {
            digits.append(ch)
            continue
        }
        if !digits.isEmpty {
            tokens.append(.number(Int(digits)!))
            digits = ""
        }
        switch ch {
        case "+", "-", "*", "/": tokens.append(.op(ch))
        case "(": tokens.append(.lparen)
        case ")": tokens.append(.rparen)
        default: break
        }
    }
    if !digits.isEmpty { tokens.append(.number(Int(digits)!)) }
    return tokens
}
indirect enum Expr {
    case value(Int)
    case binary(Character, Expr, Expr)
}
struct Parser {
    var tokens: [Token]
    var index = 0
    mutating func peek() -> Token? { index < tokens.count ? tokens[index] : nil }
    mutating func expression() -> Expr {
        var left = term()
        while let token = peek(), case .op(let c) = token, c == "+" || c == "-" {
            index += 1
            left = .binary(c, left, term())
        }
        return left
    }
    mutating func term() -> Expr {
        var left = factor()
        while let token = peek(), case .op(let c) = token, c == "*" || c == "/" {
            index += 1
            left = .binary(c, left, factor())
        }
        return left
    }
    mutating func factor() -> Expr {
        let token = tokens[index]
        index += 1
        switch token {
        case .number(let n): return .value(n)
        case .lparen:
            let inner = expression()
            index += 1
            return inner
        case .op("-"): return .binary("-", .value(0), factor())
        default: return .value(0)
        }
    }
}
func evaluate(_ e: Expr) -> Int {
    switch e {
    case .value(let n): return n
    case let .binary(op, l, r):
        let a = evaluate(l), b = evaluate(r)
        switch op {
        case "+": return a + b
        case "-": return a - b
        case "*": return a * b
        default: return b == 0 ? 0 : a / b
        }
    }
}
func render(_ e: Expr) -> String {
    switch e {
    case .value(let n): return "\(n)"
    case let .binary(op, l, r): return "(\(render(l)) \(op) \(render(r)))"
    }
}
for source in ["1 + 2 * 3", "(1 + 2) * 3", "100 / (4 - 2) - -3", "2 * (3 + 4) * 5", "7 / 0"] {
    var parser = Parser(tokens: tokenize(source))
    let tree = parser.expression()
    print(source, "=>", render(tree), "=", evaluate(tree))
}
print(tokenize("12+(3)") == [.number(12), .op("+"), .lparen, .number(3), .rparen])
