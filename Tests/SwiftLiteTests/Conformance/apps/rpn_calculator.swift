// App: a reverse Polish notation calculator with a stack, named operations in a dictionary of closures, and errors.
enum CalcError: Equatable, CustomStringConvertible {
    case stackUnderflow(String)
    case unknownToken(String)
    case divisionByZero
    case leftover(Int)
    var description: String {
        switch self {
        case .stackUnderflow(let op): return "not enough operands for \(op)"
        case .unknownToken(let t): return "unknown token \(t)"
        case .divisionByZero: return "division by zero"
        case .leftover(let n): return "\(n) values left on the stack"
        }
    }
}
struct Calculator {
    private var stack: [Double] = []
    let binary: [String: (Double, Double) -> Double?] = [
        "+": { $0 + $1 }, "-": { $0 - $1 }, "*": { $0 * $1 },
        "/": { $1 == 0 ? nil : $0 / $1 }, "^": { a, b in (0..<Int(b)).reduce(1.0) { r, _ in r * a } },
    ]
    let unary: [String: (Double) -> Double] = ["neg": { -$0 }, "sq": { $0 * $0 }, "half": { $0 / 2 }]
    mutating func evaluate(_ text: String) -> (Double?, CalcError?) {
        stack = []
        for token in text.split(separator: " ").map(String.init) {
            if let n = Double(token) {
                stack.append(n)
            } else if let f = binary[token] {
                guard stack.count >= 2 else { return (nil, .stackUnderflow(token)) }
                let b = stack.removeLast(), a = stack.removeLast()
                guard let r = f(a, b) else { return (nil, .divisionByZero) }
                stack.append(r)
            } else if let f = unary[token] {
                guard let a = stack.popLast() else { return (nil, .stackUnderflow(token)) }
                stack.append(f(a))
            } else if token == "dup", let top = stack.last {
                stack.append(top)
            } else {
                return (nil, .unknownToken(token))
            }
        }
        guard stack.count == 1 else { return (nil, .leftover(stack.count)) }
        return (stack[0], nil)
    }
}
var calc = Calculator()
let inputs = ["3 4 + 2 *", "5 1 2 + 4 * + 3 -", "2 10 ^", "1 0 /", "+", "4 sq neg half", "1 2", "3 dup *", "2 x +"]
for input in inputs {
    let (value, error) = calc.evaluate(input)
    if let v = value {
        print("\(input) = \(v)")
    } else {
        print("\(input): error: \(error!)")
    }
}
