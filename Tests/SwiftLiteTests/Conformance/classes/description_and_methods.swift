// Classes: CustomStringConvertible on a class hierarchy, method chaining returning self, and static factories.
class Shape: CustomStringConvertible {
    var name: String { "shape" }
    func area() -> Double { 0 }
    var description: String { "\(name) with area \(area())" }
}
class Square: Shape {
    let side: Double
    init(side: Double) { self.side = side }
    override var name: String { "square" }
    override func area() -> Double { side * side }
}
class Circle: Shape {
    let r: Double
    init(r: Double) { self.r = r }
    override var name: String { "circle" }
    override func area() -> Double { 3 * r * r }
    static func unit() -> Circle { Circle(r: 1) }
}
let shapes: [Shape] = [Square(side: 2), Circle.unit(), Shape()]
for s in shapes { print(s) }
print(shapes)
print("total: \(shapes.map { $0.area() }.reduce(0, +))")
final class Builder {
    private var parts: [String] = []
    func add(_ p: String) -> Builder {
        parts.append(p)
        return self
    }
    func build() -> String { parts.joined(separator: "-") }
}
print(Builder().add("a").add("b").add("c").build())
