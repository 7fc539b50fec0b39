// Structs: the memberwise initializer, with defaults, and `let` properties with initial values left out of it.
struct Point {
    var x: Int
    var y: Int
}
let p = Point(x: 3, y: 4)
print(p.x, p.y)

struct Settings {
    var volume = 5
    var muted = false
    var name: String
    let version = 2
}
let a = Settings(name: "a")
let b = Settings(volume: 9, name: "b")
let c = Settings(volume: 1, muted: true, name: "c")
for s in [a, b, c] {
    print(s.name, s.volume, s.muted, s.version)
}

struct Size {
    let width: Double
    let height: Double
    var area: Double { width * height }
}
let size = Size(width: 2.5, height: 4)
print(size.width, size.height, size.area)

struct Empty {}
let e = Empty()
print(type(of: e))

struct Labelled {
    var first: String = "x"
    var second: Int?
}
let l1 = Labelled()
let l2 = Labelled(second: 7)
print(l1.first, l1.second == nil, l2.second!)
