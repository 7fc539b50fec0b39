// Structs: mutating methods change the variable they are called on; assigning to self replaces it.
struct Counter {
    var count = 0
    mutating func increment(by step: Int = 1) {
        count += step
    }
    mutating func reset() {
        self = Counter()
    }
    func peek() -> Int { count }
}
var c = Counter()
c.increment()
c.increment(by: 5)
print(c.count, c.peek())
c.reset()
print(c.count)

struct Stack {
    var items: [String] = []
    mutating func push(_ item: String) { items.append(item) }
    mutating func pop() -> String? { items.popLast() }
    var top: String? { items.last }
}
var s = Stack()
s.push("a")
s.push("b")
print(s.pop()!, s.top!, s.items.count)

enum Light {
    case red, green
    mutating func toggle() {
        self = self == .red ? .green : .red
    }
}
var light = Light.red
light.toggle()
print(light)

struct Grid {
    var cells: [[Int]]
    mutating func set(_ row: Int, _ col: Int, _ v: Int) {
        cells[row][col] = v
    }
}
var g = Grid(cells: [[0, 0], [0, 0]])
g.set(1, 0, 9)
print(g.cells)

var counters = [Counter(), Counter()]
counters[1].increment(by: 3)
print(counters.map { $0.count })
