// Enums: String and Int raw values, explicit and implicit (Int counts up, String defaults to the case name).
enum Planet: Int {
    case mercury = 1, venus, earth
    case mars = 10, jupiter
}
print(Planet.mercury.rawValue, Planet.venus.rawValue, Planet.earth.rawValue)
print(Planet.mars.rawValue, Planet.jupiter.rawValue)

enum Direction: String {
    case north, south
    case east = "E"
    case west = "W"
}
print(Direction.north.rawValue, Direction.south.rawValue, Direction.east.rawValue, Direction.west.rawValue)

enum Level: Int {
    case low, medium, high
}
print(Level.low.rawValue, Level.high.rawValue)
let levels: [Level] = [.high, .low, .medium]
print(levels.map(\.rawValue))
print(levels.map { $0.rawValue }.reduce(0, +))

enum Negative: Int {
    case a = -2, b, c
}
print(Negative.a.rawValue, Negative.b.rawValue, Negative.c.rawValue)

enum Symbol: Character {
    case plus = "+", minus = "-"
}
print(Symbol.plus.rawValue, Symbol.minus.rawValue)
print(Direction.east, Planet.earth)
