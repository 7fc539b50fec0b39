// App: solve N-queens by backtracking with sets of attacked columns and diagonals; count solutions and draw the first.
struct Queens {
    let n: Int
    private(set) var solutions: [[Int]] = []
    private var columns = Set<Int>(), diagonals = Set<Int>(), antiDiagonals = Set<Int>()
    private var placed: [Int] = []
    init(_ n: Int) { self.n = n }
    mutating func solve(row: Int = 0) {
        if row == n {
            solutions.append(placed)
            return
        }
        for col in 0..<n where !columns.contains(col) && !diagonals.contains(row - col) && !antiDiagonals.contains(row + col) {
            columns.insert(col); diagonals.insert(row - col); antiDiagonals.insert(row + col)
            placed.append(col)
            solve(row: row + 1)
            placed.removeLast()
            columns.remove(col); diagonals.remove(row - col); antiDiagonals.remove(row + col)
        }
    }
}
func draw(_ placement: [Int]) -> String {
    placement.map { col in
        String((0..<placement.count).map { $0 == col ? "Q" : "." })
    }.joined(separator: "\n")
}
for n in 1...7 {
    var q = Queens(n)
    q.solve()
    print("n=\(n): \(q.solutions.count) solutions")
}
var six = Queens(6)
six.solve()
print(draw(six.solutions[0]))
print(six.solutions.map { $0.map(String.init).joined() })
let symmetric = six.solutions.filter { $0 == $0.reversed().map { 5 - $0 } }
print("symmetric under 180° rotation:", symmetric.count)
func isValid(_ placement: [Int]) -> Bool {
    for i in placement.indices {
        for j in placement.indices where j > i {
            if placement[i] == placement[j] || abs(placement[i] - placement[j]) == j - i { return false }
        }
    }
    return true
}
print(six.solutions.allSatisfy(isValid), isValid([0, 1, 2, 3]), isValid([1, 3, 0, 2]))
