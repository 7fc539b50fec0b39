// Integer and floating-point arithmetic; Int division truncates toward zero.
print(7 / 2, -7 / 2, 7 / -2)
print(7 % 3, -7 % 3, 7 % -3)
print(2 + 3 * 4, (2 + 3) * 4)
print(7.0 / 2.0)
print(10 - 2 - 3)
print(2 * 3 % 4)
print(1.5 * 4)
let a = 9
let b = 4
print(a / b, a % b, a * b, a - b, a + b)
print(-(a + b))
let x = 2.5
let y = 0.5
print(x / y, x * y, x - y, x + y)
print(1 + 2.5)
