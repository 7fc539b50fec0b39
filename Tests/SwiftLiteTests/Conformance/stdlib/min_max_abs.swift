// The global min, max and abs.
print(min(3, 7), max(3, 7))
print(min(2.5, 1.5), max(-1.0, -2.0))
print(min(4, 2, 8), max(4, 2, 8))
print(min("b", "a"))
print(abs(-5), abs(5), abs(-2.5))
print(max(2, 1.5))
let values = [3, -8, 5]
print(values.map { abs($0) })
print(Int.min.isMultiple(of: -1), 7.isMultiple(of: 0), 0.isMultiple(of: 0), 12.isMultiple(of: -4))
