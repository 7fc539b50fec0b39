// Operators passed where a function is expected.
let numbers = [5, 2, 8]
print(numbers.reduce(0, +))
print(numbers.reduce(1, *))
print(numbers.sorted(by: >))
print(numbers.sorted(by: <))
print(["b", "a"].sorted(by: <))
let combine: (Int, Int) -> Int = (-)
print(combine(10, 3))
