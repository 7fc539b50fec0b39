// Array, dictionary and range literals, including empty ones and trailing commas.
let numbers = [1, 2, 3]
let words = ["a", "b",]
let empty: [Int] = []
let one = ["key": 1]
let none: [String: Int] = [:]
print(numbers)
print(words)
print(empty)
print(one)
print(none)
print(0..<3)
print(1...5)
print([[1, 2], [3]])
print([1.5, 2.5])
