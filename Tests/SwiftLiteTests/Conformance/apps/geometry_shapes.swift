// App: 2D geometry with a Shape protocol (area, perimeter, bounding box), polygons by the shoelace formula and hit tests.
struct Point: Equatable { var x: Double, y: Double }
struct Box: CustomStringConvertible {
    var minX: Double, minY: Double, maxX: Double, maxY: Double
    var description: String { "(\(minX), \(minY))-(\(maxX), \(maxY))" }
}
protocol Shape {
    var name: String { get }
    var area: Double { get }
    var perimeter: Double { get }
    var box: Box { get }
    func contains(_ p: Point) -> Bool
}
struct Circle: Shape {
    let center: Point, radius: Double
    var name: String { "circle" }
    var area: Double { 3.0 * radius * radius }
    var perimeter: Double { 6.0 * radius }
    var box: Box { Box(minX: center.x - radius, minY: center.y - radius, maxX: center.x + radius, maxY: center.y + radius) }
    func contains(_ p: Point) -> Bool {
        let dx = p.x - center.x, dy = p.y - center.y
        return dx * dx + dy * dy <= radius * radius
    }
}
struct Polygon: Shape {
    let vertices: [Point]
    var name: String { "polygon(\(vertices.count))" }
    private var edges: [(Point, Point)] { vertices.indices.map { (vertices[$0], vertices[($0 + 1) % vertices.count]) } }
    var area: Double { abs(edges.reduce(0) { $0 + $1.0.x * $1.1.y - $1.1.x * $1.0.y }) / 2 }
    var perimeter: Double {
        edges.reduce(0) { sum, e in
            let dx = e.1.x - e.0.x, dy = e.1.y - e.0.y
            return sum + (dx * dx + dy * dy).squareRoot()
        }
    }
    var box: Box {
        Box(minX: vertices.map(\.x).min()!, minY: vertices.map(\.y).min()!, maxX: vertices.map(\.x).max()!, maxY: vertices.map(\.y).max()!)
    }
    func contains(_ p: Point) -> Bool {
        var inside = false
        for (a, b) in edges where (a.y > p.y) != (b.y > p.y) {
            let x = a.x + (p.y - a.y) / (b.y - a.y) * (b.x - a.x)
            if p.x < x { inside.toggle() }
        }
        return inside
    }
}
let shapes: [any Shape] = [
    Circle(center: Point(x: 0, y: 0), radius: 2),
    Polygon(vertices: [Point(x: 0, y: 0), Point(x: 4, y: 0), Point(x: 4, y: 3), Point(x: 0, y: 3)]),
    Polygon(vertices: [Point(x: 0, y: 0), Point(x: 3, y: 0), Point(x: 0, y: 4)]),
    Polygon(vertices: [Point(x: 0, y: 0), Point(x: 6, y: 0), Point(x: 6, y: 6), Point(x: 3, y: 2), Point(x: 0, y: 6)]),
]
for s in shapes {
    print("\(s.name): area \(s.area), perimeter \(s.perimeter), box \(s.box)")
}
let probes = [Point(x: 1, y: 1), Point(x: 3, y: 4), Point(x: 3, y: 1), Point(x: -1.5, y: 1.5)]
for p in probes {
    print("(\(p.x), \(p.y)) in", shapes.enumerated().filter { $0.element.contains(p) }.map(\.offset))
}
print("largest:", shapes.max { $0.area < $1.area }!.name, "total area:", shapes.reduce(0) { $0 + $1.area })
