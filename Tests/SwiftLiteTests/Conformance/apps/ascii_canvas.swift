// App: a character canvas with drawable shapes behind a protocol (lines, rectangles, circles, text) composed into a picture.
struct Canvas {
    let width: Int, height: Int
    private(set) var pixels: [[Character]]
    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        pixels = Array(repeating: Array(repeating: " ", count: width), count: height)
    }
    mutating func plot(_ x: Int, _ y: Int, _ ch: Character) {
        guard (0..<width).contains(x), (0..<height).contains(y) else { return }
        pixels[y][x] = ch
    }
    var rendered: String { pixels.map { String($0).reversed().drop(while: { $0 == " " }).reversed() }.map { String($0) }.joined(separator: "\n") }
}
protocol Drawable { func draw(on canvas: inout Canvas) }
struct Line: Drawable {
    let x0: Int, y0: Int, x1: Int, y1: Int
    var ink: Character = "*"
    func draw(on canvas: inout Canvas) {
        let steps = max(abs(x1 - x0), abs(y1 - y0))
        for i in 0...steps {
            let x = x0 + (x1 - x0) * i / max(1, steps), y = y0 + (y1 - y0) * i / max(1, steps)
            canvas.plot(x, y, ink)
        }
    }
}
struct Rect: Drawable {
    let x: Int, y: Int, w: Int, h: Int
    var fill: Character?
    func draw(on canvas: inout Canvas) {
        for yy in y..<(y + h) {
            for xx in x..<(x + w) {
                let edge = yy == y || yy == y + h - 1 || xx == x || xx == x + w - 1
                let corner = (yy == y || yy == y + h - 1) && (xx == x || xx == x + w - 1)
                if corner { canvas.plot(xx, yy, "+") } else if edge { canvas.plot(xx, yy, yy == y || yy == y + h - 1 ? "-" : "|") } else if let f = fill { canvas.plot(xx, yy, f) }
            }
        }
    }
}
struct Circle: Drawable {
    let cx: Int, cy: Int, r: Int
    func draw(on canvas: inout Canvas) {
        for y in (cy - r)...(cy + r) {
            for x in (cx - 2 * r)...(cx + 2 * r) {
                let dx = Double(x - cx) / 2, dy = Double(y - cy)
                let d = (dx * dx + dy * dy).squareRoot()
                if abs(d - Double(r)) < 0.5 { canvas.plot(x, y, "o") }
            }
        }
    }
}
struct Label: Drawable {
    let x: Int, y: Int, text: String
    func draw(on canvas: inout Canvas) {
        for (i, ch) in text.enumerated() { canvas.plot(x + i, y, ch) }
    }
}
var canvas = Canvas(width: 40, height: 12)
let scene: [Drawable] = [
    Rect(x: 0, y: 0, w: 40, h: 12),
    Rect(x: 2, y: 2, w: 10, h: 4, fill: "."),
    Circle(cx: 25, cy: 5, r: 3),
    Line(x0: 2, y0: 9, x1: 14, y1: 7, ink: "#"),
    Label(x: 4, y: 3, text: "box"),
    Label(x: 30, y: 10, text: "v1.0"),
]
for item in scene { item.draw(on: &canvas) }
print(canvas.rendered)
print(canvas.pixels.joined().filter { $0 != " " }.count)
