// case let with where clauses, checked in order.
func kind(_ n: Int) -> String {
    switch n {
    case let x where x < 0:
        return "negative \(x)"
    case let x where x % 2 == 0:
        return "even \(x)"
    case let x:
        return "odd \(x)"
    }
}
print(kind(-3), kind(4), kind(7))
let pair = (3, 3)
switch pair {
case let (a, b) where a == b:
    print("equal \(a)")
case (let a, _) where a > 10:
    print("big first")
default:
    print("other")
}
