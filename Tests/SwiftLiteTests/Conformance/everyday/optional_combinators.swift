// Everyday: Optional's map and flatMap, case .some(let v) / .none patterns, optional chaining and ??.
let some: Int? = 4
let none: Int? = nil
print(some.map { $0 * 2 }, none.map { $0 * 2 })
print(some.map { $0 * 2 } ?? 0, none.map { $0 * 2 } ?? 0)
let text: String? = "42"
print(text.flatMap { Int($0) }, text.map { Int($0) })
let bad: String? = "x"
print(bad.flatMap { Int($0) } ?? -1)
switch some {
case .some(let v): print("some", v)
case .none: print("none")
}
switch none {
case .some(let v): print("some", v)
case .none: print("none")
}
if case .some(let v) = some, v > 3 { print("big", v) }
if case .none = none { print("matched none") }
func firstEven(_ xs: [Int]) -> Int? { xs.first { $0 % 2 == 0 } }
print(firstEven([1, 3, 6, 8]).map { "found \($0)" } ?? "no even")
print(firstEven([1, 3]).map { "found \($0)" } ?? "no even")
struct User { var nickname: String? }
let users: [User?] = [User(nickname: "ace"), User(nickname: nil), nil]
print(users.map { $0?.nickname?.uppercased() ?? "-" })
print(users.compactMap { $0?.nickname })
let nested: Int?? = 3
if let outer = nested, let inner = outer { print("inner", inner) }
print(some == 4, none == nil, some != none)
let chain: String? = ["a": ["b": "deep"]]["a"]?["b"]
print(chain)
