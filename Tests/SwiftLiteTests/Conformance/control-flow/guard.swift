// guard with plain conditions and several clauses.
func check(_ value: Int) -> String {
    guard value > 0 else { return "not positive" }
    guard value % 2 == 0, value < 100 else { return "odd or too big" }
    return "ok"
}
print(check(-1))
print(check(3))
print(check(200))
print(check(42))
