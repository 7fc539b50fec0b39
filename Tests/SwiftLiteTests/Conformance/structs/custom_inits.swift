// Structs: custom initializers, delegation with self.init, failable inits, and an init in an extension keeping the memberwise one.
struct Temperature {
    var celsius: Double
    init(celsius: Double) {
        self.celsius = celsius
    }
    init(fahrenheit: Double) {
        self.init(celsius: (fahrenheit - 32) * 5 / 9)
    }
    init() {
        self.init(celsius: 20)
    }
}
print(Temperature(celsius: 100).celsius)
print(Temperature(fahrenheit: 212).celsius)
print(Temperature().celsius)

struct Rect {
    var width: Int
    var height: Int
}
extension Rect {
    init(square side: Int) {
        self.init(width: side, height: side)
    }
}
let r1 = Rect(width: 2, height: 3)
let r2 = Rect(square: 5)
print(r1.width * r1.height, r2.width * r2.height)

struct Even {
    let value: Int
    init?(_ value: Int) {
        if value % 2 != 0 { return nil }
        self.value = value
    }
}
if let four = Even(4) { print("even", four.value) }
if Even(5) == nil { print("5 is not even") }

struct User {
    let name: String
    let initials: String
    init(name: String) {
        self.name = name
        initials = String(name.split(separator: " ").map { $0.first! })
    }
}
print(User(name: "Ada Lovelace").initials)
