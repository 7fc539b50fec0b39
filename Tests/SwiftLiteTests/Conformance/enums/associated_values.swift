// Enums: associated values with and without labels, bound in switch with let/var and case let.
enum Shape {
    case circle(radius: Double)
    case rect(Double, Double)
    case triangle(base: Double, height: Double)
    case point
}
func area(_ shape: Shape) -> Double {
    switch shape {
    case .circle(let r):
        return 3.0 * r * r
    case let .rect(w, h):
        return w * h
    case .triangle(base: let b, height: let h):
        return b * h / 2
    case .point:
        return 0
    }
}
let shapes: [Shape] = [.circle(radius: 2), .rect(3, 4), .triangle(base: 6, height: 2), .point]
print(shapes.map(area))

enum Message {
    case text(String)
    case image(name: String, width: Int, height: Int)
    case reaction(String, count: Int)
}
let messages: [Message] = [
    .text("hi"), .image(name: "cat.png", width: 640, height: 480), .reaction("+1", count: 3), .text(""),
]
for m in messages {
    switch m {
    case .text(let s) where s.isEmpty:
        print("empty text")
    case .text(let s):
        print("text: \(s)")
    case .image(let name, let w, _):
        print("image \(name) \(w) wide")
    case var .reaction(emoji, count):
        count += 1
        print("reaction \(emoji) x\(count)")
    }
}

let c = Shape.circle(radius: 1.5)
if case .circle(let r) = c {
    print("radius", r)
}
let made = Shape.rect
print(area(made(2, 5)))
