// Everyday: split(separator:maxSplits:omittingEmptySubsequences:) on strings and arrays, and components by characters.
let line = "a,b,,c,"
print(line.split(separator: ","))
print(line.split(separator: ",", omittingEmptySubsequences: false))
print(line.split(separator: ",", maxSplits: 1))
print(line.split(separator: ",", maxSplits: 2, omittingEmptySubsequences: false))
let header = "key: value: with colon"
let parts = header.split(separator: ":", maxSplits: 1)
print(parts.count, parts[0], parts[1].dropFirst())
print("  spaced   words ".split(separator: " "))
print(",,".split(separator: ",").count, ",,".split(separator: ",", omittingEmptySubsequences: false).count)
print([1, 0, 2, 3, 0, 0, 4].split(separator: 0).map(Array.init))
print([1, 0, 0, 2].split(separator: 0, omittingEmptySubsequences: false).map(Array.init))
print("a-b_c".split(whereSeparator: { $0 == "-" || $0 == "_" }))
let csv = "name,age\nann,36\nbo,5"
let rows = csv.split(separator: "\n").map { $0.split(separator: ",").map(String.init) }
print(rows)
print("one two".split(separator: " ").map { String($0) }.joined(separator: "+"))
