// `Self` in a protocol's extension is the type of the value `self` is: its static
// properties, stored or computed, and its static methods.
protocol Describable { static var kind: String { get }; func describe() -> String }
extension Describable {
    func describe() -> String { "a \(Self.kind)" }
    func twice() -> String { Self.kind + Self.kind }
    var typeName: String { "\(Self.self)" }
}
struct Car: Describable { static let kind = "car" }
struct Bike: Describable {
    static var kind: String { "bike" }
    static func wheels(_ extra: Int) -> Int { 2 + extra }
    func describe() -> String { "my \(Self.kind)" }
}
protocol Wheeled { static func wheels(_ extra: Int) -> Int }
extension Bike: Wheeled {}
extension Wheeled { func total() -> Int { Self.wheels(1) } }
print(Car().describe(), Bike().describe(), Bike().twice(), Car().typeName)
print(Bike().total())
let things: [Describable] = [Car(), Bike()]
print(things.map { $0.describe() })
