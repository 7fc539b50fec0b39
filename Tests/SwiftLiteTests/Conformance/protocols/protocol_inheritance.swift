// Protocols: a protocol inheriting another, composition with &, and conformance added in an extension.
protocol Entity {
    var id: Int { get }
}
protocol Titled: Entity {
    var title: String { get }
}
extension Titled {
    var label: String { "#\(id) \(title)" }
}
struct Book: Titled {
    let id: Int
    let title: String
}
print(Book(id: 1, title: "Dune").label)
protocol Priced { var price: Int { get } }
struct Album {
    let id: Int
    let title: String
    let price: Int
}
extension Album: Titled, Priced {}
func line(_ item: Titled & Priced) -> String { "\(item.label): \(item.price)" }
print(line(Album(id: 2, title: "Blue", price: 9)))
let entities: [Entity] = [Book(id: 3, title: "A"), Album(id: 4, title: "B", price: 1)]
print(entities.map(\.id))
print(entities.compactMap { $0 as? Priced }.map(\.price))
print(entities.compactMap { ($0 as? Titled)?.title })
