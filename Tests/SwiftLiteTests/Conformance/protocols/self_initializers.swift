// `Self(...)`, `Self.init(...)` and `.init(...)` returned as `Self` make a value of the
// type a protocol's extension runs for (its required initializer, chosen by its labels),
// and of the type a struct's own members run in; a type held as a value (`t.init()`,
// `type(of: x).init()`) makes one too.

protocol Resettable { init() }

extension Resettable {
    static func fresh() -> Self { Self() }
    static var standard: Self { .init() }
    static func batch(_ count: Int) -> [Self] { (0..<count).map { _ in Self() } }
    func reset() -> Self { Self.init() }
}

struct Counter: Resettable, CustomStringConvertible {
    var value = 0
    init() {}
    init(value: Int) { self.value = value }
    var description: String { "Counter(\(value))" }
    func bumped() -> Self { Self(value: value + 1) }
    static func starting(at value: Int) -> Self { Self.init(value: value) }
}

// A struct whose properties all have initial values has `init()` as well as its memberwise one.
struct Tag: Resettable, Equatable { var name = "none"; var uses = 0 }

final class Session: Resettable {
    var user = "guest"
    init() {}
}

enum Theme: Resettable { case light, dark; init() { self = .dark } }

protocol Named {
    var name: String { get }
    init(name: String)
}

extension Named {
    func renamed(_ name: String) -> Self { Self(name: name) }
    static func anonymous() -> Self { .init(name: "anonymous") }
}

struct Person: Named { var name: String }

protocol Coded: RawRepresentable where RawValue == String {}

extension Coded {
    static func parse(_ text: String) -> Self? { Self(rawValue: text.lowercased()) }
}

enum Size: String, Coded { case small, large }

func make<T: Resettable>(_ type: T.Type) -> T { type.init() }

print(Counter.fresh(), Counter.standard, Counter(value: 5).reset())
print(Counter(value: 2).bumped(), Counter.starting(at: 9))
print(Counter.batch(2))
print(Tag.fresh().name, Tag.batch(3).count, Tag(name: "x", uses: 2).reset() == Tag())
let session = Session.fresh()
session.user = "ada"
print(session.user, session.reset().user)
print(Theme.fresh(), Theme.light.reset())
print(Person(name: "Ada").renamed("Grace").name, Person.anonymous().name)
print(Size.parse("LARGE").map { "\($0)" } ?? "none", Size.parse("huge").map { "\($0)" } ?? "none")
print(make(Counter.self), type(of: Counter(value: 3)).init())
