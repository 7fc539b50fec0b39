// Structs: methods that return new values, use self explicitly or implicitly, and call each other.
struct Vector {
    var x: Double
    var y: Double
    func length() -> Double {
        (x * x + y * y).squareRoot()
    }
    func scaled(by factor: Double) -> Vector {
        Vector(x: x * factor, y: y * factor)
    }
    func adding(_ other: Vector) -> Vector {
        Vector(x: self.x + other.x, y: self.y + other.y)
    }
    func normalized() -> Vector {
        scaled(by: 1 / length())
    }
    func isLonger(than other: Vector) -> Bool {
        self.length() > other.length()
    }
}
let v = Vector(x: 3, y: 4)
print(v.length())
let w = v.scaled(by: 2).adding(Vector(x: 1, y: 1))
print(w.x, w.y)
let n = v.normalized()
print(n.x, n.y)
print(v.isLonger(than: n), n.isLonger(than: v))

struct Money {
    var cents: Int
    init(_ cents: Int) { self.cents = cents }
    func plus(_ other: Money) -> Money { Money(cents + other.cents) }
    var formatted: String {
        let sign = cents < 0 ? "-" : ""
        let value = abs(cents)
        let rest = value % 100
        return "\(sign)$\(value / 100).\(rest < 10 ? "0" : "")\(rest)"
    }
}
print(Money(1999).plus(Money(1)).formatted, Money(-5).formatted, Money(12345).formatted)
