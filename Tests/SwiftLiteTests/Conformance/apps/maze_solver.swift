// App: solve a text maze with breadth-first search over grid cells, draw the path, and flood-fill reachable areas.
struct Cell: Hashable {
    let r: Int, c: Int
    func neighbors() -> [Cell] { [Cell(r: r - 1, c: c), Cell(r: r + 1, c: c), Cell(r: r, c: c - 1), Cell(r: r, c: c + 1)] }
}
struct Maze {
    var grid: [[Character]]
    init(_ text: String) { grid = text.split(separator: "\n").map(Array.init) }
    func find(_ ch: Character) -> Cell? {
        for (r, row) in grid.enumerated() { if let c = row.firstIndex(of: ch) { return Cell(r: r, c: c) } }
        return nil
    }
    func open(_ cell: Cell) -> Bool {
        grid.indices.contains(cell.r) && grid[cell.r].indices.contains(cell.c) && grid[cell.r][cell.c] != "#"
    }
    func shortestPath(from start: Cell, to goal: Cell) -> [Cell]? {
        var previous: [Cell: Cell] = [:]
        var frontier = [start]
        var seen: Set<Cell> = [start]
        while !frontier.isEmpty {
            var next: [Cell] = []
            for cell in frontier {
                if cell == goal {
                    var path = [goal]
                    while let p = previous[path.last!] { path.append(p) }
                    return path.reversed()
                }
                for n in cell.neighbors() where open(n) && !seen.contains(n) {
                    seen.insert(n)
                    previous[n] = cell
                    next.append(n)
                }
            }
            frontier = next
        }
        return nil
    }
    func reachable(from start: Cell) -> Int {
        var stack = [start], seen: Set<Cell> = [start]
        while let cell = stack.popLast() {
            for n in cell.neighbors() where open(n) && seen.insert(n).inserted { stack.append(n) }
        }
        return seen.count
    }
}
var maze = Maze("""
##########
#S   #   #
# ## # # #
#  #   # #
## ##### #
#      #E#
# ####   #
#    #####
##########
""")
let start = maze.find("S")!, end = maze.find("E")!
if let path = maze.shortestPath(from: start, to: end) {
    print("steps:", path.count - 1)
    for cell in path.dropFirst().dropLast() { maze.grid[cell.r][cell.c] = "." }
    maze.grid.forEach { print(String($0)) }
}
print("reachable cells:", maze.reachable(from: start))
maze.grid[1][4] = "#"
maze.grid[3][4] = "#"
print(maze.shortestPath(from: start, to: end) == nil, maze.reachable(from: start))
