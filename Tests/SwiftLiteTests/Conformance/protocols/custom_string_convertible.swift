// Protocols: CustomStringConvertible's description used by print, interpolation, String(describing:) and collections.
struct Money: CustomStringConvertible {
    let cents: Int
    var description: String { "$\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)" }
}
let m = Money(cents: 1205)
print(m)
print("price: \(m)")
print(String(describing: m))
print([m, Money(cents: 7)])
print(Optional(m) as Any)
print((m, 1))
enum Suit: CustomStringConvertible {
    case hearts, spades
    var description: String { self == .hearts ? "♥" : "♠" }
}
print(Suit.hearts, [Suit.spades, .hearts])
final class Node: CustomStringConvertible {
    let value: Int
    let children: [Node]
    init(_ value: Int, _ children: [Node] = []) {
        self.value = value
        self.children = children
    }
    var description: String {
        children.isEmpty ? "\(value)" : "\(value)\(children)"
    }
}
print(Node(1, [Node(2), Node(3, [Node(4)])]))
let dict = ["total": m]
print(dict)
