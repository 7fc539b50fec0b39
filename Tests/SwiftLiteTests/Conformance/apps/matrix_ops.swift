// App: a Matrix struct with subscripts, operators (+, *, scalar), transpose, identity, determinant and a description.
struct Matrix: Equatable, CustomStringConvertible {
    let rows: Int, cols: Int
    private(set) var grid: [Int]
    init(rows: Int, cols: Int, fill: Int = 0) {
        self.rows = rows
        self.cols = cols
        grid = Array(repeating: fill, count: rows * cols)
    }
    init(_ values: [[Int]]) {
        self.init(rows: values.count, cols: values[0].count)
        for r in 0..<rows { for c in 0..<cols { self[r, c] = values[r][c] } }
    }
    static func identity(_ n: Int) -> Matrix {
        var m = Matrix(rows: n, cols: n)
        for i in 0..<n { m[i, i] = 1 }
        return m
    }
    subscript(r: Int, c: Int) -> Int {
        get { grid[r * cols + c] }
        set { grid[r * cols + c] = newValue }
    }
    var transposed: Matrix {
        var t = Matrix(rows: cols, cols: rows)
        for r in 0..<rows { for c in 0..<cols { t[c, r] = self[r, c] } }
        return t
    }
    static func + (a: Matrix, b: Matrix) -> Matrix {
        var m = a
        for i in m.grid.indices { m.grid[i] += b.grid[i] }
        return m
    }
    static func * (a: Matrix, b: Matrix) -> Matrix {
        var m = Matrix(rows: a.rows, cols: b.cols)
        for r in 0..<a.rows { for c in 0..<b.cols { for k in 0..<a.cols { m[r, c] += a[r, k] * b[k, c] } } }
        return m
    }
    static func * (k: Int, a: Matrix) -> Matrix {
        var m = a
        m.grid = m.grid.map { $0 * k }
        return m
    }
    func minor(_ row: Int, _ col: Int) -> Matrix {
        var values: [[Int]] = []
        for r in 0..<rows where r != row {
            values.append((0..<cols).filter { $0 != col }.map { self[r, $0] })
        }
        return Matrix(values)
    }
    var determinant: Int {
        if rows == 1 { return self[0, 0] }
        if rows == 2 { return self[0, 0] * self[1, 1] - self[0, 1] * self[1, 0] }
        return (0..<cols).reduce(0) { sum, c in
            sum + (c % 2 == 0 ? 1 : -1) * self[0, c] * minor(0, c).determinant
        }
    }
    var description: String {
        (0..<rows).map { r in (0..<cols).map { String(self[r, $0]) }.joined(separator: " ") }.joined(separator: "\n")
    }
}
let a = Matrix([[1, 2], [3, 4]])
let b = Matrix([[0, 1], [1, 0]])
print(a * b)
print(a + b)
print(3 * a)
print(a * Matrix.identity(2) == a, a.transposed == a)
let c = Matrix([[2, 0, 1], [1, 3, 2], [1, 1, 1]])
print(c.determinant, a.determinant, Matrix.identity(4).determinant)
print(c.transposed)
let rect = Matrix([[1, 2, 3], [4, 5, 6]])
print(rect * rect.transposed)
var power = Matrix.identity(2)
let fib = Matrix([[1, 1], [1, 0]])
for _ in 0..<10 { power = power * fib }
print(power[0, 1])
