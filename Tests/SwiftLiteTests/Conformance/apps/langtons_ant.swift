// App: Langton's ant on a sparse set of black cells: headings as a CaseIterable enum, turning, stepping and a bounding box.
enum Heading: Int, CaseIterable {
    case north, east, south, west
    var right: Heading { Heading(rawValue: (rawValue + 1) % 4)! }
    var left: Heading { Heading(rawValue: (rawValue + 3) % 4)! }
    var delta: (dx: Int, dy: Int) {
        switch self {
        case .north: return (0, -1)
        case .east: return (1, 0)
        case .south: return (0, 1)
        case .west: return (-1, 0)
        }
    }
}
struct Point: Hashable {
    var x: Int, y: Int
}
struct Ant {
    var position = Point(x: 0, y: 0)
    var heading = Heading.north
    var black = Set<Point>()
    var steps = 0
    mutating func step() {
        if black.contains(position) {
            heading = heading.left
            black.remove(position)
        } else {
            heading = heading.right
            black.insert(position)
        }
        let d = heading.delta
        position.x += d.dx
        position.y += d.dy
        steps += 1
    }
    var bounds: (minX: Int, maxX: Int, minY: Int, maxY: Int) {
        let xs = black.map(\.x), ys = black.map(\.y)
        return (xs.min() ?? 0, xs.max() ?? 0, ys.min() ?? 0, ys.max() ?? 0)
    }
    func picture() -> String {
        let b = bounds
        return (b.minY...b.maxY).map { y in
            String((b.minX...b.maxX).map { x -> Character in
                if Point(x: x, y: y) == position { return "A" }
                return black.contains(Point(x: x, y: y)) ? "#" : "."
            })
        }.joined(separator: "\n")
    }
}
var ant = Ant()
for _ in 0..<11 { ant.step() }
print(ant.picture())
print(ant.black.count, ant.heading, ant.position.x, ant.position.y)
for _ in 0..<489 { ant.step() }
let b = ant.bounds
print(ant.steps, ant.black.count, "\(b.maxX - b.minX + 1)x\(b.maxY - b.minY + 1)")
print(Heading.allCases.map { "\($0)->\($0.right)" })
