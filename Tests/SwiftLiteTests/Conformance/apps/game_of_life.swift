// App: Conway's game of life on a small wrapping grid, with a glider and a blinker, printed generation by generation.
struct Life: Equatable {
    let width: Int, height: Int
    var cells: Set<Int>
    init(width: Int, height: Int, pattern: [String]) {
        self.width = width
        self.height = height
        cells = []
        for (y, row) in pattern.enumerated() {
            for (x, ch) in row.enumerated() where ch == "#" { cells.insert(y * width + x) }
        }
    }
    func isAlive(_ x: Int, _ y: Int) -> Bool {
        cells.contains(((y + height) % height) * width + (x + width) % width)
    }
    func liveNeighbors(_ x: Int, _ y: Int) -> Int {
        var n = 0
        for dy in -1...1 {
            for dx in -1...1 where !(dx == 0 && dy == 0) {
                if isAlive(x + dx, y + dy) { n += 1 }
            }
        }
        return n
    }
    func step() -> Life {
        var next = self
        next.cells = []
        for y in 0..<height {
            for x in 0..<width {
                let n = liveNeighbors(x, y)
                if n == 3 || (n == 2 && isAlive(x, y)) { next.cells.insert(y * width + x) }
            }
        }
        return next
    }
    var picture: String {
        (0..<height).map { y in String((0..<width).map { isAlive($0, y) ? "#" : "." }) }.joined(separator: "\n")
    }
}
var blinker = Life(width: 5, height: 5, pattern: [".....", "..#..", "..#..", "..#..", "....."])
print(blinker.picture)
print("--")
blinker = blinker.step()
print(blinker.picture)
print(blinker.step().step() == blinker)
var glider = Life(width: 6, height: 6, pattern: [".#....", "..#...", "###..."])
for generation in 1...4 {
    glider = glider.step()
    print("generation \(generation): \(glider.cells.count) alive")
}
print(glider.picture)
let block = Life(width: 4, height: 4, pattern: ["....", ".##.", ".##.", "...."])
print("block is still:", block.step() == block)
