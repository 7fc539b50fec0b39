// Unary minus and plus, and negative literals in expressions.
let a = 5
print(-a)
print(-a * 2)
print(+a)
print(10 - -a)
print(-(-a))
let d = -2.5
print(-d)
print(abs(-a))
