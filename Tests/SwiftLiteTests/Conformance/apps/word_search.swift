// App: a word search puzzle: find words in eight directions on a letter grid, report positions, and mark the unused letters.
enum Direction: CaseIterable {
    case east, west, south, north, southEast, northWest, southWest, northEast
    var step: (dr: Int, dc: Int) {
        switch self {
        case .east: return (0, 1)
        case .west: return (0, -1)
        case .south: return (1, 0)
        case .north: return (-1, 0)
        case .southEast: return (1, 1)
        case .northWest: return (-1, -1)
        case .southWest: return (1, -1)
        case .northEast: return (-1, 1)
        }
    }
}
struct Found {
    let word: String
    let row: Int, col: Int
    let direction: Direction
}
struct Puzzle {
    let grid: [[Character]]
    init(_ rows: [String]) { grid = rows.map { Array($0) } }
    func letter(_ r: Int, _ c: Int) -> Character? {
        grid.indices.contains(r) && grid[r].indices.contains(c) ? grid[r][c] : nil
    }
    func find(_ word: String) -> Found? {
        let letters = Array(word)
        for r in grid.indices {
            for c in grid[r].indices where grid[r][c] == letters[0] {
                for d in Direction.allCases {
                    let ok = letters.indices.allSatisfy { i in letter(r + d.step.dr * i, c + d.step.dc * i) == letters[i] }
                    if ok { return Found(word: word, row: r, col: c, direction: d) }
                }
            }
        }
        return nil
    }
}
let puzzle = Puzzle([
    "SWIFTXQ",
    "TLAMBDA",
    "RCLASSR",
    "UEYOMUR",
    "CNUMEAA",
    "TUMALPY",
    "VARKEYS",
])
let words = ["SWIFT", "STRUCT", "CLASS", "LAMBDA", "ENUM", "ARRAY", "KEY", "SET", "PROTOCOL", "SUM", "MAP"]
var used = Set<[Int]>()
for word in words {
    if let f = puzzle.find(word) {
        print("\(word) at (\(f.row), \(f.col)) going \(f.direction)")
        for i in 0..<word.count { used.insert([f.row + f.direction.step.dr * i, f.col + f.direction.step.dc * i]) }
    } else {
        print("\(word) not found")
    }
}
for r in puzzle.grid.indices {
    print(String(puzzle.grid[r].indices.map { used.contains([r, $0]) ? puzzle.grid[r][$0] : "." }))
}
print("letters used: \(used.count) of \(puzzle.grid.count * puzzle.grid[0].count)")
