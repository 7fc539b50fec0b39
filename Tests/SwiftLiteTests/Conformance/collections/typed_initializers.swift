// Arrays and dictionaries made by initializers written with their type.
let grid = [[Int]](repeating: [0, 0], count: 2)
print(grid)
let letters = [String](["a", "b"])
print(letters)
let numbers = Array<Int>()
print(numbers.isEmpty)
var table = Dictionary<String, Int>()
table["k"] = 1
print(table)
let fromRange = [Int](0..<3)
print(fromRange)
