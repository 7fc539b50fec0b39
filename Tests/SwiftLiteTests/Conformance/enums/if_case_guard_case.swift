// Enums: if case and guard case with bindings, where-like conditions and several clauses.
enum Result {
    case success(Int)
    case failure(String)
}
let results: [Result] = [.success(3), .failure("boom"), .success(10)]
for r in results {
    if case .success(let n) = r, n > 5 {
        print("big success", n)
    } else if case let .failure(reason) = r {
        print("failure:", reason)
    } else {
        print("other")
    }
}
func value(_ r: Result) -> Int {
    guard case .success(let n) = r else {
        return -1
    }
    return n
}
print(results.map(value))

let successes = results.filter {
    if case .success = $0 { return true }
    return false
}
print(successes.count)

enum Token { case number(Int), plus, minus }
let tokens: [Token] = [.number(1), .plus, .number(2), .minus, .number(30)]
var sum = 0
for token in tokens {
    if case .number(let n) = token { sum += n }
}
print(sum)
for case .number(let n) in tokens where n > 1 {
    print("n =", n)
}
let x: Int? = 4
if case let y? = x { print("some", y) }
if case .some(let z) = x, z == 4 { print("four") }
