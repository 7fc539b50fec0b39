// Protocols: default implementations in protocol extensions, overridden by conforming types, and extension-only helpers.
protocol Greeter {
    var name: String { get }
    func greeting() -> String
}
extension Greeter {
    func greeting() -> String { "Hello, \(name)" }
    func shout() -> String { greeting().uppercased() + "!" }
}
struct English: Greeter {
    let name: String
}
struct French: Greeter {
    let name: String
    func greeting() -> String { "Bonjour, \(name)" }
}
let greeters: [any Greeter] = [English(name: "Ann"), French(name: "Luc")]
for g in greeters {
    print(g.greeting(), "/", g.shout())
}
protocol Scorable {
    var points: Int { get }
}
extension Scorable {
    var doubled: Int { points * 2 }
    static var category: String { "scorable" }
}
struct Goal: Scorable { let points = 3 }
print(Goal().doubled, Goal.category)
protocol Describable {
    func describe() -> String
}
extension Describable {
    func describe() -> String { "a thing" }
}
struct Plain: Describable {}
struct Fancy: Describable { func describe() -> String { "a fancy thing" } }
print(Plain().describe(), Fancy().describe())
