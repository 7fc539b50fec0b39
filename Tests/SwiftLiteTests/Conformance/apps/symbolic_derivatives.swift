// A recursive enum for expressions: simplification, evaluation, printing and derivatives.
indirect enum Expr: Equatable, CustomStringConvertible {
    case number(Double)
    case variable(String)
    case add(Expr, Expr)
    case multiply(Expr, Expr)
    case power(Expr, Int)
    case negate(Expr)

    var description: String {
        switch self {
        case .number(let n): return n == n.rounded() ? "\(Int(n))" : "\(n)"
        case .variable(let name): return name
        case .add(let a, .negate(let b)): return "(\(a) - \(b))"
        case .add(let a, let b): return "(\(a) + \(b))"
        case .multiply(let a, let b): return "\(a)·\(b)"
        case .power(let base, let exponent): return "\(base)^\(exponent)"
        case .negate(let e): return "-\(e)"
        }
    }

    func evaluate(_ env: [String: Double]) -> Double {
        switch self {
        case .number(let n): return n
        case .variable(let name): return env[name] ?? 0
        case let .add(a, b): return a.evaluate(env) + b.evaluate(env)
        case let .multiply(a, b): return a.evaluate(env) * b.evaluate(env)
        case let .power(base, exponent):
            return (0..<exponent).reduce(1.0) { acc, _ in acc * base.evaluate(env) }
        case .negate(let e): return -e.evaluate(env)
        }
    }

    var simplified: Expr {
        switch self {
        case let .add(a, b):
            switch (a.simplified, b.simplified) {
            case (.number(0), let x), (let x, .number(0)): return x
            case let (.number(x), .number(y)): return .number(x + y)
            case let (x, y): return .add(x, y)
            }
        case let .multiply(a, b):
            switch (a.simplified, b.simplified) {
            case (.number(0), _), (_, .number(0)): return .number(0)
            case (.number(1), let x), (let x, .number(1)): return x
            case let (.number(x), .number(y)): return .number(x * y)
            case let (x, y): return .multiply(x, y)
            }
        case let .power(base, exponent):
            if exponent == 0 { return .number(1) }
            if exponent == 1 { return base.simplified }
            return .power(base.simplified, exponent)
        case .negate(.negate(let e)): return e.simplified
        case .negate(let e): return .negate(e.simplified)
        default: return self
        }
    }

    func derivative(by name: String) -> Expr {
        switch self {
        case .number: return .number(0)
        case .variable(let v): return .number(v == name ? 1 : 0)
        case let .add(a, b): return .add(a.derivative(by: name), b.derivative(by: name))
        case let .multiply(a, b):
            return .add(.multiply(a.derivative(by: name), b), .multiply(a, b.derivative(by: name)))
        case let .power(base, n):
            return .multiply(.multiply(.number(Double(n)), .power(base, n - 1)), base.derivative(by: name))
        case .negate(let e): return .negate(e.derivative(by: name))
        }
    }

    var variables: Set<String> {
        switch self {
        case .number: return []
        case .variable(let name): return [name]
        case let .add(a, b), let .multiply(a, b): return a.variables.union(b.variables)
        case .power(let e, _), .negate(let e): return e.variables
        }
    }
}

let x = Expr.variable("x"), y = Expr.variable("y")
let f = Expr.add(.multiply(.number(3), .power(x, 2)), .add(.multiply(x, y), .negate(.number(4))))
print(f)
print(f.evaluate(["x": 2, "y": 0.5]))
let df = f.derivative(by: "x")
print(df.simplified)
print(df.simplified.evaluate(["x": 2, "y": 0.5]))
print(f.derivative(by: "y").simplified, f.variables.sorted())
print(Expr.negate(.negate(x)).simplified == x, Expr.multiply(.number(0), y).simplified)
let terms: [Expr] = [.number(1), .power(x, 0), .add(.number(2), .number(3)), .multiply(.number(1), .number(2.5))]
print(terms.map(\.simplified))
