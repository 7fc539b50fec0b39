// Generic containers: a 2-D grid with a two-argument subscript and conditional
// conformances, and a sorted queue used as a priority queue for tasks.
struct Grid<Element> {
    let rows: Int, columns: Int
    private var cells: [Element]

    init(rows: Int, columns: Int, repeating value: Element) {
        self.rows = rows
        self.columns = columns
        cells = Array(repeating: value, count: rows * columns)
    }

    subscript(row: Int, column: Int) -> Element {
        get { cells[row * columns + column] }
        set { cells[row * columns + column] = newValue }
    }

    func map<T>(_ transform: (Element) -> T) -> Grid<T> {
        var result = Grid<T>(rows: rows, columns: columns, repeating: transform(cells[0]))
        for r in 0..<rows { for c in 0..<columns { result[r, c] = transform(self[r, c]) } }
        return result
    }

    func neighbors(of row: Int, _ column: Int) -> [(Int, Int)] {
        [(-1, 0), (1, 0), (0, -1), (0, 1)]
            .map { (row + $0.0, column + $0.1) }
            .filter { $0.0 >= 0 && $0.0 < rows && $0.1 >= 0 && $0.1 < columns }
    }
}

extension Grid: Equatable where Element: Equatable {}

extension Grid: CustomStringConvertible where Element: CustomStringConvertible {
    var description: String {
        (0..<rows).map { r in (0..<columns).map { self[r, $0].description }.joined(separator: " ") }.joined(separator: "\n")
    }
}

struct Heap<Element> {
    // Kept sorted, first out at the end; each push finds its place by binary search.
    private var items: [Element] = []
    private let before: (Element, Element) -> Bool
    init(by before: @escaping (Element, Element) -> Bool) { self.before = before }

    var count: Int { items.count }
    var peek: Element? { items.last }

    mutating func push(_ item: Element) {
        var low = 0, high = items.count
        while low < high {
            let middle = (low + high) / 2
            if before(items[middle], item) { high = middle } else { low = middle + 1 }
        }
        items.insert(item, at: low)
    }

    mutating func pop() -> Element? { items.popLast() }
}

var grid = Grid(rows: 3, columns: 4, repeating: 0)
grid[1, 2] = 5
grid[0, 0] = 1
for (r, c) in grid.neighbors(of: 1, 2) { grid[r, c] += 1 }
print(grid)
let flags = grid.map { $0 > 0 }
print(flags[1, 1], flags[2, 3], grid == grid.map { $0 }, grid == Grid(rows: 3, columns: 4, repeating: 0))
print(grid.neighbors(of: 0, 0).count, grid.neighbors(of: 2, 3).map { "\($0.0),\($0.1)" })

struct Job { let name: String; let priority: Int }
var queue = Heap<Job> { $0.priority > $1.priority || ($0.priority == $1.priority && $0.name < $1.name) }
for (name, priority) in [("email", 2), ("deploy", 9), ("lunch", 5), ("review", 9), ("backup", 1)] {
    queue.push(Job(name: name, priority: priority))
}
print(queue.count, queue.peek?.name ?? "-")
var order: [String] = []
while let job = queue.pop() { order.append("\(job.name):\(job.priority)") }
print(order)
var numbers = Heap<Int>(by: <)
[5, 3, 8, 1, 9, 2].forEach { numbers.push($0) }
print((0..<3).compactMap { _ in numbers.pop() }, numbers.count)
