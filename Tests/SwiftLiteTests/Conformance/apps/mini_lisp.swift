// App: a tiny Lisp: read s-expressions into an indirect enum, evaluate with an environment of closures, define and lambda.
indirect enum Value: CustomStringConvertible {
    case number(Int)
    case symbol(String)
    case list([Value])
    case function(([Value]) -> Value)
    var description: String {
        switch self {
        case .number(let n): return String(n)
        case .symbol(let s): return s
        case .list(let items): return "(" + items.map(\.description).joined(separator: " ") + ")"
        case .function: return "<function>"
        }
    }
}
func tokenize(_ s: String) -> [String] {
    s.map { $0 == "(" ? " ( " : $0 == ")" ? " ) " : String($0) }.joined().split(separator: " ").map(String.init)
}
func read(_ tokens: inout ArraySlice<String>) -> Value {
    let token = tokens.removeFirst()
    if token == "(" {
        var items: [Value] = []
        while tokens.first != ")" { items.append(read(&tokens)) }
        tokens.removeFirst()
        return .list(items)
    }
    if let n = Int(token) { return .number(n) }
    return .symbol(token)
}
final class Environment {
    var names: [String: Value]
    let outer: Environment?
    init(_ names: [String: Value], outer: Environment? = nil) {
        self.names = names
        self.outer = outer
    }
    func find(_ name: String) -> Value? { names[name] ?? outer?.find(name) }
}
func arithmetic(_ f: @escaping (Int, Int) -> Int) -> Value {
    .function { args in
        let ns = args.compactMap { if case .number(let n) = $0 { return n } else { return nil } }
        return .number(ns.dropFirst().reduce(ns[0], f))
    }
}
let global = Environment([
    "+": arithmetic(+), "-": arithmetic(-), "*": arithmetic(*),
    "<": .function { args in
        if case .number(let a) = args[0], case .number(let b) = args[1] { return .number(a < b ? 1 : 0) }
        return .number(0)
    },
])
func eval(_ v: Value, _ env: Environment) -> Value {
    switch v {
    case .number, .function: return v
    case .symbol(let s): return env.find(s) ?? .symbol("undefined:\(s)")
    case .list(let items):
        guard case .symbol(let head)? = items.first else { return .list(items) }
        switch head {
        case "define":
            guard case .symbol(let name) = items[1] else { return .list([]) }
            env.names[name] = eval(items[2], env)
            return .symbol(name)
        case "if":
            if case .number(0) = eval(items[1], env) { return eval(items[3], env) }
            return eval(items[2], env)
        case "lambda":
            guard case .list(let params) = items[1] else { return .list([]) }
            let body = items[2]
            return .function { args in
                let local = Environment([:], outer: env)
                for (p, a) in zip(params, args) { if case .symbol(let name) = p { local.names[name] = a } }
                return eval(body, local)
            }
        default:
            let f = eval(items[0], env)
            let args = items.dropFirst().map { eval($0, env) }
            if case .function(let call) = f { return call(Array(args)) }
            return .symbol("not a function: \(f)")
        }
    }
}
let programs = [
    "(+ 1 2 (* 3 4))",
    "(define square (lambda (x) (* x x)))",
    "(square 12)",
    "(define fact (lambda (n) (if (< n 2) 1 (* n (fact (- n 1))))))",
    "(fact 10)",
    "(define fib (lambda (n) (if (< n 2) n (+ (fib (- n 1)) (fib (- n 2))))))",
    "(fib 15)",
    "(quote-me 1 2)",
    "(1 2 3)",
]
for source in programs {
    var tokens = tokenize(source)[...]
    print(source, "=>", eval(read(&tokens), global))
}
