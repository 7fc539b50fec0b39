// App: validate sudoku grids (rows, columns, boxes), list the conflicts found, and fill naked singles.
struct Sudoku {
    var grid: [[Int]]
    init(_ rows: [String]) {
        grid = rows.map { $0.map { Int(String($0)) ?? 0 } }
    }
    func units() -> [(String, [(Int, Int)])] {
        var out: [(String, [(Int, Int)])] = []
        for i in 0..<9 {
            out.append(("row \(i + 1)", (0..<9).map { (i, $0) }))
            out.append(("column \(i + 1)", (0..<9).map { ($0, i) }))
            let br = i / 3 * 3, bc = i % 3 * 3
            out.append(("box \(i + 1)", (0..<9).map { (br + $0 / 3, bc + $0 % 3) }))
        }
        return out
    }
    func conflicts() -> [String] {
        var found: [String] = []
        for (name, cells) in units() {
            var seen: [Int: Int] = [:]
            for (r, c) in cells where grid[r][c] != 0 {
                seen[grid[r][c], default: 0] += 1
            }
            for (digit, count) in seen.sorted(by: { $0.key < $1.key }) where count > 1 {
                found.append("\(name) has \(count)x \(digit)")
            }
        }
        return found
    }
    var isComplete: Bool { grid.allSatisfy { !$0.contains(0) } && conflicts().isEmpty }
    func candidates(_ r: Int, _ c: Int) -> Set<Int> {
        var used = Set(grid[r])
        for row in grid { used.insert(row[c]) }
        let br = r / 3 * 3, bc = c / 3 * 3
        for rr in br..<br + 3 { for cc in bc..<bc + 3 { used.insert(grid[rr][cc]) } }
        return Set(1...9).subtracting(used)
    }
    mutating func fillSingles() -> Int {
        var filled = 0
        var progress = true
        while progress {
            progress = false
            for r in 0..<9 {
                for c in 0..<9 where grid[r][c] == 0 {
                    let options = candidates(r, c)
                    if options.count == 1 {
                        grid[r][c] = options.first!
                        filled += 1
                        progress = true
                    }
                }
            }
        }
        return filled
    }
}
var puzzle = Sudoku([
    "530070000", "600195000", "098000060", "800060003", "400803001",
    "700020006", "060000280", "000419005", "000080079",
])
print(puzzle.conflicts().isEmpty, puzzle.isComplete)
print(puzzle.candidates(0, 2).sorted())
print("filled", puzzle.fillSingles())
print(puzzle.isComplete)
print(puzzle.grid[0].map(String.init).joined(), puzzle.grid[8].map(String.init).joined())
var broken = puzzle
broken.grid[0][0] = 3
broken.grid[4][4] = 3
for line in broken.conflicts() { print(line) }
