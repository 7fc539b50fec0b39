// Nested loops building a multiplication table and a triangle.
for i in 1...3 {
    var row = ""
    for j in 1...3 {
        row += "\(i * j)\t"
    }
    print(row)
}
for i in 1...4 {
    print(String(repeating: "*", count: i))
}
var pairs: [(Int, Int)] = []
for i in 0..<3 {
    for j in i..<3 {
        pairs.append((i, j))
    }
}
print(pairs.count)
print(pairs[4].0, pairs[4].1)
