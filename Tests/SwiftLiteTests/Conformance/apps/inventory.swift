// App: an inventory of products kept in a struct, restocked and sold, with a low-stock report sorted by name.
struct Product: Identifiable, CustomStringConvertible {
    let id: Int
    var name: String
    var quantity: Int
    var price: Double
    var reorderLevel = 5
    var value: Double { Double(quantity) * price }
    var needsReorder: Bool { quantity <= reorderLevel }
    var description: String { "\(name) x\(quantity) @ \(price)" }
}
enum InventoryError: Equatable {
    case unknownProduct(Int)
    case insufficientStock(name: String, available: Int)
}
struct Inventory {
    private(set) var products: [Product] = []
    private var nextID = 1
    mutating func add(_ name: String, quantity: Int, price: Double) -> Int {
        let product = Product(id: nextID, name: name, quantity: quantity, price: price)
        products.append(product)
        nextID += 1
        return product.id
    }
    mutating func restock(_ id: Int, by amount: Int) -> InventoryError? {
        guard let index = products.firstIndex(where: { $0.id == id }) else { return .unknownProduct(id) }
        products[index].quantity += amount
        return nil
    }
    mutating func sell(_ id: Int, count: Int) -> InventoryError? {
        guard let index = products.firstIndex(where: { $0.id == id }) else { return .unknownProduct(id) }
        let available = products[index].quantity
        guard available >= count else {
            return .insufficientStock(name: products[index].name, available: available)
        }
        products[index].quantity -= count
        return nil
    }
    var totalValue: Double { products.reduce(0) { $0 + $1.value } }
    var lowStock: [Product] { products.filter(\.needsReorder).sorted { $0.name < $1.name } }
}
var inventory = Inventory()
let pens = inventory.add("Pens", quantity: 40, price: 1.5)
let paper = inventory.add("Paper", quantity: 8, price: 4.25)
let ink = inventory.add("Ink", quantity: 2, price: 12)
print(inventory.products)
print(inventory.sell(pens, count: 38) == nil)
if let error = inventory.sell(paper, count: 10) {
    switch error {
    case .unknownProduct(let id): print("no product", id)
    case let .insufficientStock(name, available): print("only \(available) \(name) left")
    }
}
print(inventory.restock(99, by: 1) == .unknownProduct(99))
_ = inventory.restock(ink, by: 10)
print("value:", inventory.totalValue)
for product in inventory.lowStock {
    print("reorder \(product.name) (\(product.quantity) left)")
}
let names = inventory.products.map(\.name).sorted()
print(names.joined(separator: ", "))
