// Protocols: property requirements ({ get } and { get set }) and method requirements, met by structs, classes and enums.
protocol Named {
    var name: String { get }
}
protocol Resettable {
    var value: Int { get set }
    mutating func reset()
}
struct Person: Named {
    let name: String
}
class Robot: Named {
    var name: String { "robot-\(serial)" }
    let serial: Int
    init(serial: Int) { self.serial = serial }
}
enum Pet: Named {
    case cat, dog
    var name: String { self == .cat ? "Tom" : "Rex" }
}
let everyone: [Named] = [Person(name: "Ann"), Robot(serial: 7), Pet.dog]
print(everyone.map(\.name))
func greet(_ n: Named) -> String { "Hello, \(n.name)" }
print(greet(Pet.cat))

struct Dial: Resettable {
    var value: Int
    mutating func reset() { value = 0 }
}
var dial = Dial(value: 5)
dial.value += 1
print(dial.value)
dial.reset()
print(dial.value)
func zero<T: Resettable>(_ items: inout [T]) {
    for i in items.indices { items[i].reset() }
}
var dials = [Dial(value: 1), Dial(value: 2)]
zero(&dials)
print(dials.map(\.value))
protocol Factory {
    init(seed: Int)
    static func make() -> Self
}
struct Widget: Factory {
    var seed: Int
    init(seed: Int) { self.seed = seed }
    static func make() -> Widget { Widget(seed: 42) }
}
print(Widget.make().seed, Widget(seed: 1).seed)
