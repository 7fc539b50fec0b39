// Infinity, NaN and large or small Doubles print as Swift prints them.
print(Double.infinity, -Double.infinity)
print(Double.nan.isNaN)
print(1.0 / 0.0)
print(Double(Int.max))
print(0.1 * 3)
print(1e300 * 10)
print(5e-324)
print(Double.pi)
