// Protocols: a static member of a protocol's extension reaches the conforming type's static members, by name, through `Self` and through `self`.
protocol Animal {
    static var kind: String { get }
    static var legs: Int { get }
    static func sound() -> String
    var name: String { get }
}

extension Animal {
    static func describe() -> String { "kind: \(kind)" }
    static func card() -> String { "\(Self.kind) with \(Self.legs) legs says \(sound())" }
    static var shout: String { kind.uppercased() + "!" }
    static func twice() -> String { describe() + " / " + self.describe() }
    static func legCount(of count: Int) -> Int { count * legs }
    func introduce() -> String { "\(name) the \(Self.kind): \(Self.card())" }
}

struct Dog: Animal {
    static var kind: String { "dog" }
    static let legs = 4
    static func sound() -> String { "woof" }
    var name: String
    static func family() -> String { describe() + " and " + shout }
}

final class Bird: Animal {
    static let kind = "bird"
    static var legs: Int { 2 }
    static func sound() -> String { "tweet" }
    let name: String
    init(name: String) { self.name = name }
}

print(Dog.describe())
print(Bird.describe())
print(Dog.card())
print(Bird.card())
print(Dog.shout, Bird.shout)
print(Dog.twice())
print(Dog.legCount(of: 3), Bird.legCount(of: 3))
print(Dog.family())
print(Dog(name: "Rex").introduce())
print(Bird(name: "Tweety").introduce())

func summary<A: Animal>(_ type: A.Type) -> String {
    type.describe() + " (" + A.shout + ")"
}
print(summary(Dog.self))
print(summary(Bird.self))

protocol Named {
    static var typeName: String { get }
}
protocol Greeter: Named {}
extension Greeter {
    static func greeting(for who: String) -> String { "Hello \(who), from \(typeName)" }
}
enum Robot: Greeter {
    case unit
    static var typeName: String { "Robot" }
}
print(Robot.greeting(for: "Ann"))
