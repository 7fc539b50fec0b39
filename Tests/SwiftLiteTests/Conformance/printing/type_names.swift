// Printing: type(of:) and metatypes print unqualified names for standard and user types, generics and function types.
struct Point { var x = 0 }
enum Mode { case a }
class Node {}
struct Box<T> { var value: T }
print(type(of: 1), type(of: 1.5), type(of: "s"), type(of: true))
print(type(of: [1]), type(of: ["a": 1]), type(of: Set([1])))
print(type(of: Optional(1)), type(of: (1, "a")))
print(type(of: Point()), type(of: Mode.a), type(of: Node()))
print(type(of: Box(value: 1)), type(of: Box(value: [Point()])))
print(Int.self, String.self, Point.self)
let f: (Int) -> Int = { $0 }
print(type(of: f))
let g: (String, Int) -> Bool = { _, _ in true }
print(type(of: g))
print(type(of: "abc".first!), type(of: "abc".dropFirst()), type(of: [1, 2][0...]))
print(type(of: 0..<2), type(of: 0...2))
let any: Any = 3
print(type(of: any))
let values: [Any] = [1, "x", 2.0, [1], Point()]
print(values.map { "\(type(of: $0))" })
print(String(describing: type(of: Point())) == "Point")
print("\(type(of: Mode.a))")
