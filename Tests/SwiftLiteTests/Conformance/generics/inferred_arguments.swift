// Generics: a generic parameter's type inferred from one argument gives the others their
// meaning, as swiftc infers it: implicit members and literals read as that type.
enum Size: Comparable { case small, medium, large }
enum Direction { case north, east, south, west }
struct Point: Equatable { var x: Double; var y: Double; static let origin = Point(x: 0, y: 0) }

func clamp<T: Comparable>(_ value: T, _ low: T, _ high: T) -> T { min(max(value, low), high) }
func pick<T>(_ first: T, _ second: T, takeFirst: Bool) -> T { takeFirst ? first : second }
func same<T: Equatable>(_ a: T, _ b: T) -> Bool { a == b }

print(clamp(Size.small, .medium, .large))
print(clamp(2.5, 0, 1), clamp(-3, 0, 10))
print(pick(Direction.north, .south, takeFirst: false), pick(Direction.east, .west, takeFirst: true))
print(same(Point(x: 0, y: 0), .origin), same(Size.large, .small))
print(pick(.origin, Point(x: 1, y: 2), takeFirst: true))
