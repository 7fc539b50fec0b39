// A small program: matrix multiplication, transposition and a recursive permutation.
func multiply(_ a: [[Int]], _ b: [[Int]]) -> [[Int]] {
    var result = Array(repeating: Array(repeating: 0, count: b[0].count), count: a.count)
    for i in 0..<a.count {
        for j in 0..<b[0].count {
            for k in 0..<b.count {
                result[i][j] += a[i][k] * b[k][j]
            }
        }
    }
    return result
}
print(multiply([[1, 2], [3, 4]], [[5, 6], [7, 8]]))
func transpose(_ m: [[Int]]) -> [[Int]] {
    (0..<m[0].count).map { column in m.map { $0[column] } }
}
print(transpose([[1, 2, 3], [4, 5, 6]]))
func permutations(_ items: [String]) -> [[String]] {
    if items.count <= 1 { return [items] }
    var result: [[String]] = []
    for (index, item) in items.enumerated() {
        var rest = items
        rest.remove(at: index)
        for tail in permutations(rest) {
            result.append([item] + tail)
        }
    }
    return result
}
print(permutations(["a", "b", "c"]).map { $0.joined() })
