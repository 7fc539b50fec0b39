// Printing: nested inside a collection, an optional, a tuple or another value, a user type's name is qualified with its module (Conformance).
struct Point {
    var x: Int
    var y: Int
}
enum Shape {
    case circle(radius: Double)
    case point
}
print([Point(x: 1, y: 2), Point(x: 3, y: 4)])
print(Optional(Point(x: 0, y: 0)))
print([Shape.point, .circle(radius: 2)])
print(Optional(Shape.circle(radius: 1)))
print((Point(x: 1, y: 1), Shape.point))
print(["origin": Point(x: 0, y: 0)])
struct Line {
    var from: Point
    var to: Point?
    var kind: Shape
}
print(Line(from: Point(x: 0, y: 0), to: Point(x: 1, y: 1), kind: .point))
print(Shape.circle(radius: 1), Point(x: 9, y: 9))
