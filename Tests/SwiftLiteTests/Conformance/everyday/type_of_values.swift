// Everyday: type(of:) compared with .self, and branching on the dynamic type of values held as Any.
struct Meter { var value: Double }
class Shape {}
class Circle: Shape {}
let shape: Shape = Circle()
print(type(of: shape) == Circle.self, type(of: shape) == Shape.self)
print(type(of: 3) == Int.self, type(of: Meter(value: 1)) == Meter.self)
print(type(of: shape))
let values: [Any] = [1, "a", 2.5, Meter(value: 3), [1, 2]]
for v in values {
    switch v {
    case let i as Int: print("Int", i)
    case let s as String: print("String", s)
    case let m as Meter: print("Meter", m.value)
    case is Double: print("a Double")
    default: print("something else:", type(of: v))
    }
}
func name<T>(of value: T) -> String { "\(type(of: value))" }
print(name(of: 1), name(of: [Meter(value: 1)]), name(of: Optional("x")))
