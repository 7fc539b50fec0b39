// Protocols: a protocol's extension's static members run for the class they are called on (a subclass's class var), with default arguments, through Self in instance members.
protocol Shape {
    static var sides: Int { get }
    var name: String { get }
}
extension Shape {
    static var isPolygon: Bool { sides > 2 }
    static func summary(scale: Int = 1) -> String { "\(sides * scale) sides, polygon: \(isPolygon)" }
    func report() -> String { "\(name): \(Self.summary())" }
    static func all(_ n: Int) -> [Int] { (1...n).map { $0 * sides } }
}
class Polygon: Shape {
    class var sides: Int { 0 }
    var name: String { "polygon" }
    static func make() -> String { summary(scale: 2) }
}
class Triangle: Polygon {
    override class var sides: Int { 3 }
    override var name: String { "triangle" }
}
struct Line: Shape {
    static let sides = 1
    let name = "line"
    func both() -> String { Self.summary() + "|" + Line.summary(scale: 3) }
}
print(Polygon.summary(), Triangle.summary())
print(Triangle.isPolygon, Line.isPolygon)
print(Triangle().report(), Line().report())
print(Line().both())
print(Polygon.make())
print(Line.all(3))
let shapes: [Shape] = [Line(), Triangle()]
for s in shapes { print(s.report()) }
