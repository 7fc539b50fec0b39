// Protocols: arrays of `any Shape` and of plain `Shape`, parameters and returns of protocol type, and `is`/`as?` on them.
protocol Shape {
    func area() -> Double
    var name: String { get }
}
struct Circle: Shape {
    var radius: Double
    func area() -> Double { 3.0 * radius * radius }
    var name: String { "circle" }
}
struct Square: Shape {
    var side: Double
    func area() -> Double { side * side }
    var name: String { "square" }
}
let shapes: [any Shape] = [Circle(radius: 1), Square(side: 3), Circle(radius: 2)]
print(shapes.map { $0.area() })
let plain: [Shape] = shapes
print(plain.map(\.name))
func largest(_ shapes: [any Shape]) -> any Shape {
    var best = shapes[0]
    for s in shapes where s.area() > best.area() { best = s }
    return best
}
let big = largest(shapes)
print(big.name, big.area())
print(shapes.filter { $0 is Circle }.count)
for s in shapes {
    if let sq = s as? Square {
        print("square of side", sq.side)
    }
}
func makeShape(_ kind: String) -> Shape? {
    switch kind {
    case "circle": return Circle(radius: 1)
    case "square": return Square(side: 1)
    default: return nil
    }
}
print(makeShape("square")?.name ?? "none", makeShape("hexagon")?.name ?? "none")
var current: any Shape = Circle(radius: 1)
current = Square(side: 5)
print(current.area())
let total = shapes.reduce(0) { $0 + $1.area() }
print(total)
