// App: a minesweeper board: count adjacent mines, reveal with flood fill from a click, flag cells and detect a win.
struct Minefield {
    let rows: Int, cols: Int
    let mines: Set<Int>
    private(set) var revealed = Set<Int>()
    private(set) var flagged = Set<Int>()
    private(set) var exploded = false
    init(_ layout: [String]) {
        rows = layout.count
        cols = layout[0].count
        var m = Set<Int>()
        for (r, line) in layout.enumerated() {
            for (c, ch) in line.enumerated() where ch == "*" { m.insert(r * cols + c) }
        }
        mines = m
    }
    func neighbors(_ i: Int) -> [Int] {
        let r = i / cols, c = i % cols
        var out: [Int] = []
        for dr in -1...1 {
            for dc in -1...1 where (dr, dc) != (0, 0) {
                let nr = r + dr, nc = c + dc
                if (0..<rows).contains(nr) && (0..<cols).contains(nc) { out.append(nr * cols + nc) }
            }
        }
        return out
    }
    func count(_ i: Int) -> Int { neighbors(i).filter(mines.contains).count }
    mutating func reveal(_ r: Int, _ c: Int) {
        let start = r * cols + c
        guard !flagged.contains(start), !revealed.contains(start) else { return }
        if mines.contains(start) {
            exploded = true
            revealed.insert(start)
            return
        }
        var stack = [start]
        while let i = stack.popLast() {
            guard revealed.insert(i).inserted else { continue }
            if count(i) == 0 { stack += neighbors(i).filter { !revealed.contains($0) && !flagged.contains($0) } }
        }
    }
    mutating func flag(_ r: Int, _ c: Int) {
        let i = r * cols + c
        if flagged.contains(i) { flagged.remove(i) } else if !revealed.contains(i) { flagged.insert(i) }
    }
    var won: Bool { !exploded && revealed.count == rows * cols - mines.count }
    func render(showAll: Bool = false) -> String {
        (0..<rows).map { r in
            String((0..<cols).map { c -> Character in
                let i = r * cols + c
                if flagged.contains(i) && !showAll { return "F" }
                if !revealed.contains(i) && !showAll { return "#" }
                if mines.contains(i) { return "*" }
                let n = count(i)
                return n == 0 ? "." : Character(String(n))
            })
        }.joined(separator: "\n")
    }
}
var field = Minefield(["*....", ".....", "..*..", ".....", "....*"])
print(field.render(showAll: true))
print("--")
field.reveal(0, 4)
print(field.render())
print("--")
field.flag(0, 0)
field.flag(2, 2)
for (r, c) in [(1, 0), (0, 1), (3, 0), (4, 0), (4, 3)] { field.reveal(r, c) }
print(field.render(), field.won, field.exploded)
field.reveal(4, 4)
print(field.exploded, field.won)
