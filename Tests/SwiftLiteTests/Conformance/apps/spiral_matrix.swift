// App: matrix walks: spiral order, rotation by 90 degrees, diagonals, and a spiral fill, printed as aligned grids.
func spiral<T>(_ m: [[T]]) -> [T] {
    guard !m.isEmpty else { return [] }
    var top = 0, bottom = m.count - 1, left = 0, right = m[0].count - 1
    var out: [T] = []
    while top <= bottom && left <= right {
        for c in stride(from: left, through: right, by: 1) { out.append(m[top][c]) }
        top += 1
        for r in stride(from: top, through: bottom, by: 1) { out.append(m[r][right]) }
        right -= 1
        if top <= bottom {
            for c in stride(from: right, through: left, by: -1) { out.append(m[bottom][c]) }
            bottom -= 1
        }
        if left <= right {
            for r in stride(from: bottom, through: top, by: -1) { out.append(m[r][left]) }
            left += 1
        }
    }
    return out
}
func rotate<T>(_ m: [[T]]) -> [[T]] {
    (0..<m[0].count).map { c in (0..<m.count).reversed().map { r in m[r][c] } }
}
func spiralFill(_ n: Int) -> [[Int]] {
    var grid = Array(repeating: Array(repeating: 0, count: n), count: n)
    let positions = spiral((0..<n).map { r in (0..<n).map { c in (r, c) } })
    for (i, p) in positions.enumerated() { grid[p.0][p.1] = i + 1 }
    return grid
}
func show(_ m: [[Int]]) {
    let width = m.joined().map { String($0).count }.max()!
    for row in m {
        print(row.map { String(repeating: " ", count: width - String($0).count) + String($0) }.joined(separator: " "))
    }
}
let m = [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]
print(spiral(m))
show(rotate(m))
print(rotate(rotate(rotate(rotate(m)))) == m)
show(spiralFill(5))
let square = spiralFill(4)
print((0..<4).map { square[$0][$0] }, (0..<4).map { square[$0][3 - $0] })
print(spiral([["a"]]), spiral([[1], [2], [3]]), spiral([[Int]]()))
