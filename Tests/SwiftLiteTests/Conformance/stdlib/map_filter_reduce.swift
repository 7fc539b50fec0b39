// map, filter, reduce and compactMap, chained.
let numbers = [1, 2, 3, 4, 5, 6]
print(numbers.map { $0 * $0 })
print(numbers.filter { $0 % 2 == 0 })
print(numbers.reduce(0) { $0 + $1 })
print(numbers.reduce("") { $0 + String($1) })
print(["1", "x", "3"].compactMap { Int($0) })
print(numbers.filter { $0 > 2 }.map { $0 * 10 }.reduce(0, +))
print(numbers.map { String($0) }.joined(separator: "-"))
print([[1, 2], [3]].flatMap { $0 })
print(numbers.map { $0 > 3 })
print((1...3).map { "#\($0)" })
