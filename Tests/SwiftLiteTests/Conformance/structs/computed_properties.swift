// Structs: computed properties, read-only and with get/set, including the default newValue name.
struct Rectangle {
    var width: Double
    var height: Double
    var area: Double { width * height }
    var perimeter: Double {
        get { 2 * (width + height) }
    }
    var size: (Double, Double) {
        get { (width, height) }
        set {
            width = newValue.0
            height = newValue.1
        }
    }
}
var r = Rectangle(width: 3, height: 4)
print(r.area, r.perimeter)
r.size = (5, 6)
print(r.width, r.height, r.area)

struct Celsius {
    var degrees: Double
    var fahrenheit: Double {
        get { degrees * 9 / 5 + 32 }
        set(f) { degrees = (f - 32) * 5 / 9 }
    }
}
var t = Celsius(degrees: 100)
print(t.fahrenheit)
t.fahrenheit = 32
print(t.degrees)
t.fahrenheit += 18
print(t.degrees)

struct Name {
    var first: String
    var last: String
    var full: String {
        get { "\(first) \(last)" }
        set {
            let parts = newValue.split(separator: " ")
            first = String(parts[0])
            last = String(parts[1])
        }
    }
}
var n = Name(first: "Grace", last: "Hopper")
print(n.full)
n.full = "Alan Turing"
print(n.first, n.last)
