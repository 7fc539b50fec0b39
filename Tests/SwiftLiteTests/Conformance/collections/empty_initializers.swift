// Empty collections written as initializer calls.
var numbers = [Int]()
numbers.append(1)
print(numbers)
var table = [String: Int]()
table["one"] = 1
print(table)
var names: [String] = Array()
names.append("x")
print(names, names.count)
let repeated = Array(repeating: 0, count: 3)
print(repeated)
let fromRange = Array(1...4)
print(fromRange)
