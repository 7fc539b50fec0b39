// Everyday: joined() flattens nested arrays and concatenates strings; joined(separator:) on both; flatMap alike.
let nested = [[1, 2], [3], [], [4, 5]]
print(Array(nested.joined()))
print(nested.joined().count, nested.joined().reduce(0, +))
print(Array(nested.joined(separator: [0])))
print(["a", "b", "c"].joined())
print(["a", "b", "c"].joined(separator: ", "))
let words = [["hello", "world"], ["swift"]]
print(Array(words.joined()))
print(words.map { $0.joined(separator: " ") }.joined(separator: " | "))
print(nested.flatMap { $0 }, nested.flatMap { $0.map { $0 * 10 } })
let matrix = [[1, 2, 3], [4, 5, 6]]
for v in matrix.joined() where v % 2 == 0 { print(v) }
print(["ab", "cd"].joined().count)
let chars: [Character] = ["x", "y"]
print(String(chars), [["q"], ["r"]].joined().joined())
