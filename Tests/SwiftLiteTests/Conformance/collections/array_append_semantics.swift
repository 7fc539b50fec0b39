// `append` changes only the array it is called on: copies made before keep their elements.
var numbers: [Int] = []
for i in 0..<5 { numbers.append(i * i) }
let before = numbers
numbers.append(25)
print(before, numbers)
var grid: [[Int]] = [[1], [2]]
let saved = grid
grid[0].append(10)
grid.append([3])
print(saved, grid)
var words = ["a"]
words.append(words[0] + "b")
words.append(contentsOf: ["c", "d"])
print(words, words.count)
var text = "ab"
text.append("c")
print(text)
var nested: [[String]] = []
var row: [String] = []
for letter in ["x", "y"] {
    row.append(letter)
    nested.append(row)
}
print(nested)
