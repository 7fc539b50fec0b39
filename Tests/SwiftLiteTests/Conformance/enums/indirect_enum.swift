// Enums: indirect enums for recursive data: an expression tree and a linked list.
indirect enum Expr {
    case number(Int)
    case add(Expr, Expr)
    case multiply(Expr, Expr)
    case negate(Expr)
}
func eval(_ e: Expr) -> Int {
    switch e {
    case .number(let n): return n
    case let .add(a, b): return eval(a) + eval(b)
    case let .multiply(a, b): return eval(a) * eval(b)
    case .negate(let a): return -eval(a)
    }
}
func show(_ e: Expr) -> String {
    switch e {
    case .number(let n): return String(n)
    case let .add(a, b): return "(\(show(a)) + \(show(b)))"
    case let .multiply(a, b): return "\(show(a)) * \(show(b))"
    case .negate(let a): return "-\(show(a))"
    }
}
let e = Expr.multiply(.add(.number(2), .number(3)), .negate(.number(4)))
print(show(e), "=", eval(e))

enum List {
    case empty
    indirect case node(Int, List)
}
func build(_ values: [Int]) -> List {
    var list = List.empty
    for v in values.reversed() { list = .node(v, list) }
    return list
}
func sum(_ l: List) -> Int {
    if case let .node(v, rest) = l { return v + sum(rest) }
    return 0
}
func toArray(_ l: List) -> [Int] {
    switch l {
    case .empty: return []
    case .node(let v, let rest): return [v] + toArray(rest)
    }
}
let list = build([1, 2, 3, 4])
print(sum(list), toArray(list))
