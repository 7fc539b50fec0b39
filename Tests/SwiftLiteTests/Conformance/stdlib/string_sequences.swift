// Sequence methods on strings: sorted, max, filter, map, reduce, contains on characters.
let word = "hello"
print(word.sorted())
print(word.max()!, word.min()!)
print(word.filter { $0 != "l" })
print(word.map { String($0) }.joined(separator: "-"))
print(word.contains("e"), word.contains("z"))
print(word.reduce(0) { count, character in character == "l" ? count + 1 : count })
print(word.first { $0 > "h" }!)
print(Array(word).count)
