// Enums: a switch that covers every case needs no default, also over tuples of enums and Bools.
enum Direction { case up, down, left, right }
func turn(_ d: Direction) -> Direction {
    switch d {
    case .up: return .right
    case .right: return .down
    case .down: return .left
    case .left: return .up
    }
}
var d = Direction.up
for _ in 0..<5 {
    d = turn(d)
    print(d)
}
enum Light { case on, off }
func combine(_ a: Light, _ b: Light) -> String {
    switch (a, b) {
    case (.on, .on): return "both"
    case (.on, .off), (.off, .on): return "one"
    case (.off, .off): return "none"
    }
}
print(combine(.on, .on), combine(.off, .on), combine(.off, .off))
func axis(_ d: Direction) -> String {
    switch d {
    case .up, .down: "vertical"
    case .left, .right: "horizontal"
    }
}
print(axis(.left), axis(.down))
let maybe: Direction? = nil
switch maybe {
case .some(let x): print(x)
case .none: print("nothing")
}
switch Direction.left {
case .up: print("up")
default: print("not up")
}
