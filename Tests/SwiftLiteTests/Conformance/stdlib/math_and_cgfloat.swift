// Foundation's math functions and CGFloat, as view code uses them for angles, distances
// and sizes; a string's range(of:).
import Foundation

let angle = Double.pi / 6
print(sin(angle), cos(0.0), tan(0.0), atan2(1.0, 1.0) * 4)
print(sqrt(2.0), sqrt(16), pow(2.0, 10.0), hypot(3.0, 4.0), cbrt(27.0))
print(floor(2.7), ceil(2.1), round(2.5), round(-2.5), trunc(-2.7), fabs(-3.5))
print(exp(0.0), log(exp(1.0)), log10(1000.0), log2(8.0), fmod(7.5, 2.0), fmin(3.0, 1.0), fmax(3.0, 1.0))

let width: CGFloat = 320
let columns: CGFloat = 3
let spacing = CGFloat(8)
let cell = (width - spacing * (columns - 1)) / columns
print(cell, floor(cell), CGFloat.pi > 3, width / 2, CGFloat(2) * .pi)
struct Point { var x: CGFloat; var y: CGFloat }
func distance(_ a: Point, _ b: Point) -> CGFloat { sqrt(pow(b.x - a.x, 2) + pow(b.y - a.y, 2)) }
print(distance(Point(x: 0, y: 0), Point(x: 6, y: 8)), Double.zero, CGFloat.zero)

let sentence = "Pack my box with five dozen jugs"
if let found = sentence.range(of: "box") {
    print(sentence[found], sentence[..<found.lowerBound], sentence.distance(from: sentence.startIndex, to: found.lowerBound))
    print(sentence.replacingCharacters(in: found, with: "crate"))
}
print(sentence.range(of: "cat") == nil)
