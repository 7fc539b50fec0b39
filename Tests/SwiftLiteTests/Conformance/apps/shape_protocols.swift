// Protocol-oriented drawing model: shapes with default implementations, existential arrays,
// protocol composition and an extension constrained on the element type.
protocol Shape: CustomStringConvertible {
    var name: String { get }
    func area() -> Double
    func perimeter() -> Double
}

extension Shape {
    var description: String { "\(name)(area: \(rounded(area())), perimeter: \(rounded(perimeter())))" }
    func rounded(_ x: Double) -> Double { (x * 100).rounded() / 100 }
    func isLarger(than other: Shape) -> Bool { area() > other.area() }
}

protocol Scalable {
    mutating func scale(by factor: Double)
}

struct Circle: Shape, Scalable {
    var radius: Double
    let name = "circle"
    func area() -> Double { 3.14159 * radius * radius }
    func perimeter() -> Double { 2 * 3.14159 * radius }
    mutating func scale(by factor: Double) { radius *= factor }
}

struct Rect: Shape, Scalable {
    var width, height: Double
    var name: String { width == height ? "square" : "rect" }
    func area() -> Double { width * height }
    func perimeter() -> Double { 2 * (width + height) }
    mutating func scale(by factor: Double) {
        width *= factor
        height *= factor
    }
}

struct Triangle: Shape {
    let a, b, c: Double
    var name: String { "triangle" }
    func perimeter() -> Double { a + b + c }
    func area() -> Double {
        let s = perimeter() / 2
        return (s * (s - a) * (s - b) * (s - c)).squareRoot()
    }
}

extension Array where Element == Shape {
    var totalArea: Double { reduce(0) { $0 + $1.area() } }
    func largest() -> Shape? { self.max { $0.area() < $1.area() } }
}

func grow<T: Shape & Scalable>(_ shape: T, times: Int) -> T {
    var copy = shape
    for _ in 0..<times { copy.scale(by: 2) }
    return copy
}

var shapes: [Shape] = [Circle(radius: 1), Rect(width: 2, height: 3), Triangle(a: 3, b: 4, c: 5), Rect(width: 2, height: 2)]
for shape in shapes { print(shape) }
print("total:", (shapes.totalArea * 10).rounded() / 10)
print("largest:", shapes.largest()?.name ?? "-")
print(shapes[1].isLarger(than: shapes[2]), shapes[0].isLarger(than: shapes[3]))
let big = grow(Circle(radius: 1), times: 2)
print(big.radius, grow(Rect(width: 1, height: 2), times: 1).name)
let sorted = shapes.sorted { $0.perimeter() < $1.perimeter() }.map(\.name)
print(sorted)
let scalables = shapes.compactMap { $0 as? Scalable }
print(scalables.count, shapes.filter { $0 is Circle }.count)
if var first = shapes.first as? Circle {
    first.scale(by: 3)
    shapes[0] = first
}
print(shapes[0])
let names = Dictionary(grouping: shapes, by: \.name).mapValues(\.count)
print(names.keys.sorted(), names["rect"] ?? 0)
