// An inventory model: items grouped by category, low-stock alerts and a restock plan.
import Foundation
struct Item: Identifiable, Hashable {
    let id: Int
    var name: String
    var category: Category
    // Below this many, the item is restocked.
    var quantity: Int, reorderLevel: Int
    var unitPrice: Double

    var isLow: Bool { quantity <= reorderLevel }
    var value: Double { Double(quantity) * unitPrice }
}

enum Category: String, CaseIterable, Comparable {
    case produce, dairy, bakery, pantry
    static func < (lhs: Category, rhs: Category) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
    var title: String { rawValue.capitalized }
}

struct Inventory {
    private(set) var items: [Item] = []
    private var nextID = 1

    mutating func add(_ name: String, _ category: Category, quantity: Int, reorderLevel: Int = 5, price: Double) {
        items.append(Item(id: nextID, name: name, category: category, quantity: quantity, reorderLevel: reorderLevel, unitPrice: price))
        nextID += 1
    }

    mutating func sell(_ name: String, count: Int) -> Bool {
        guard let index = items.firstIndex(where: { $0.name == name }), items[index].quantity >= count else { return false }
        items[index].quantity -= count
        return true
    }

    var byCategory: [(Category, [Item])] {
        Dictionary(grouping: items, by: \.category)
            .sorted { $0.key < $1.key }
            .map { ($0.key, $0.value.sorted { $0.name < $1.name }) }
    }

    var lowStock: [Item] { items.filter(\.isLow).sorted { $0.quantity < $1.quantity } }

    func restockPlan(target multiplier: Int = 3) -> [String: Int] {
        var plan: [String: Int] = [:]
        for item in lowStock {
            plan[item.name] = item.reorderLevel * multiplier - item.quantity
        }
        return plan
    }

    var totalValue: Double { items.reduce(0) { $0 + $1.value } }
}

var inventory = Inventory()
inventory.add("Apples", .produce, quantity: 40, price: 0.5)
inventory.add("Milk", .dairy, quantity: 6, reorderLevel: 8, price: 1.2)
inventory.add("Bread", .bakery, quantity: 3, price: 2.75)
inventory.add("Rice", .pantry, quantity: 12, reorderLevel: 4, price: 1.9)
inventory.add("Cheese", .dairy, quantity: 9, price: 4.5)

print(inventory.sell("Apples", count: 38), inventory.sell("Bread", count: 10))
for (category, items) in inventory.byCategory {
    let names = items.map { "\($0.name)×\($0.quantity)" }.joined(separator: ", ")
    print("\(category.title): \(names)")
}
print("Low:", inventory.lowStock.map(\.name))
let plan = inventory.restockPlan()
for name in plan.keys.sorted() { print("order \(plan[name]!) \(name)") }
print("Total value:", String(format: "%.2f", inventory.totalValue))
let expensive = inventory.items.max { $0.unitPrice < $1.unitPrice }
print(expensive?.name ?? "none", Set(inventory.items.map(\.category)).count)
