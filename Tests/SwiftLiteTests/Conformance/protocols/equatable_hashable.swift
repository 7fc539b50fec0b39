// Protocols: synthesized Equatable and Hashable for structs and enums, used with ==, contains, Set and Dictionary keys.
struct Point: Hashable {
    var x: Int
    var y: Int
}
print(Point(x: 1, y: 2) == Point(x: 1, y: 2), Point(x: 1, y: 2) != Point(x: 2, y: 1))
let visited: Set<Point> = [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 0, y: 0)]
print(visited.count, visited.contains(Point(x: 1, y: 0)), visited.contains(Point(x: 5, y: 5)))
var names: [Point: String] = [:]
names[Point(x: 0, y: 0)] = "origin"
print(names[Point(x: 0, y: 0)]!, names[Point(x: 9, y: 9)] == nil)
enum Key: Hashable {
    case id(Int)
    case name(String)
}
let keys: Set<Key> = [.id(1), .name("a"), .id(1)]
print(keys.count, keys.contains(.name("a")))
struct Tag: Equatable {
    let label: String
    let weight: Int
    static func == (a: Tag, b: Tag) -> Bool { a.label.lowercased() == b.label.lowercased() }
}
print(Tag(label: "Swift", weight: 1) == Tag(label: "swift", weight: 9))
print([Tag(label: "A", weight: 0)].contains(Tag(label: "a", weight: 5)))
struct Line: Equatable {
    var from: Point
    var to: Point
}
print(Line(from: Point(x: 0, y: 0), to: Point(x: 1, y: 1)) == Line(from: Point(x: 0, y: 0), to: Point(x: 1, y: 1)))
print([Point(x: 1, y: 1), Point(x: 2, y: 2)].firstIndex(of: Point(x: 2, y: 2))!)
let unique = Set([Point(x: 3, y: 3), Point(x: 3, y: 3), Point(x: 4, y: 4)])
print(unique.count)
