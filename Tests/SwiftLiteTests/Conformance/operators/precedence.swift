// Operator precedence: multiplication before addition before ranges before comparison
// before && before || before ?: before assignment.
let x = 1 + 2 * 3 - 4 / 2
print(x)
print(1 + 2 == 3 && 2 * 2 == 4 || false)
print(0..<2 + 1)
print(true || false && false)
let y = 3 > 2 ? 10 : 20
print(y)
print((2 * 3 < 7) == true)
print(1 << 3 + 1)
print(5 & 3, 5 | 3, 5 ^ 3, ~0)
