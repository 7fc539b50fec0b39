// Printing: enum cases print by name, associated values in parentheses with their labels, raw-valued cases by name.
enum Shape {
    case circle(radius: Double)
    case rect(Double, Double)
    case labelled(String, size: Int)
    case point
}
print(Shape.circle(radius: 2))
print(Shape.rect(3, 4))
print(Shape.labelled("box", size: 2))
print(Shape.point)
let s = Shape.circle(radius: 0.5)
print("shape: \(s)")
print(String(describing: Shape.point))
enum Suit: String {
    case hearts = "H", spades = "S"
}
print(Suit.hearts, Suit.spades.rawValue)
enum Code: Int {
    case ok = 200, notFound = 404
}
print(Code.notFound, Code.ok.rawValue)
enum Wrapper {
    case one(Int?)
    case many([String])
    case pair((Int, Int))
    case text(String)
}
print(Wrapper.one(5), Wrapper.one(nil))
print(Wrapper.many(["a", "b"]))
print(Wrapper.pair((1, 2)))
print(Wrapper.text("quoted"))
let shapes = [Shape.point, .rect(1, 2)]
print(shapes.map { "\($0)" })
