// App: a shopping cart with protocol-oriented discount rules (percentage, buy-x-get-y, threshold) applied in order.
struct Item: Hashable {
    let sku: String
    let name: String
    let cents: Int
}
struct Line {
    let item: Item
    var quantity: Int
    var subtotal: Int { item.cents * quantity }
}
protocol Discount {
    var label: String { get }
    func savings(on lines: [Line], runningTotal: Int) -> Int
}
struct PercentOff: Discount {
    let sku: String
    let percent: Int
    var label: String { "\(percent)% off \(sku)" }
    func savings(on lines: [Line], runningTotal: Int) -> Int {
        lines.filter { $0.item.sku == sku }.reduce(0) { $0 + $1.subtotal * percent / 100 }
    }
}
struct BuyXGetY: Discount {
    let sku: String
    let buy: Int, free: Int
    var label: String { "buy \(buy) get \(free) free on \(sku)" }
    func savings(on lines: [Line], runningTotal: Int) -> Int {
        guard let line = lines.first(where: { $0.item.sku == sku }) else { return 0 }
        return line.quantity / (buy + free) * free * line.item.cents
    }
}
struct Threshold: Discount {
    let minimum: Int, off: Int
    var label: String { "\(off) off over \(minimum)" }
    func savings(on lines: [Line], runningTotal: Int) -> Int { runningTotal >= minimum ? off : 0 }
}
struct Cart {
    private(set) var lines: [Line] = []
    var discounts: [any Discount] = []
    mutating func add(_ item: Item, quantity: Int = 1) {
        if let i = lines.firstIndex(where: { $0.item == item }) {
            lines[i].quantity += quantity
        } else {
            lines.append(Line(item: item, quantity: quantity))
        }
    }
    mutating func remove(sku: String) { lines.removeAll { $0.item.sku == sku } }
    func receipt() -> [String] {
        var out = lines.map { "\($0.quantity) x \($0.item.name): \(money($0.subtotal))" }
        var total = lines.reduce(0) { $0 + $1.subtotal }
        out.append("subtotal: \(money(total))")
        for d in discounts {
            let s = d.savings(on: lines, runningTotal: total)
            if s > 0 {
                out.append("  \(d.label): -\(money(s))")
                total -= s
            }
        }
        out.append("total: \(money(total))")
        return out
    }
}
func money(_ cents: Int) -> String {
    let c = cents % 100
    return "$\(cents / 100).\(c < 10 ? "0" : "")\(c)"
}
let apple = Item(sku: "A1", name: "Apple", cents: 60)
let bread = Item(sku: "B2", name: "Bread", cents: 325)
let cheese = Item(sku: "C3", name: "Cheese", cents: 899)
var cart = Cart()
cart.add(apple, quantity: 5)
cart.add(bread)
cart.add(cheese, quantity: 2)
cart.add(apple)
cart.discounts = [BuyXGetY(sku: "A1", buy: 2, free: 1), PercentOff(sku: "C3", percent: 10), Threshold(minimum: 2000, off: 150)]
cart.receipt().forEach { print($0) }
cart.remove(sku: "C3")
print(cart.receipt().last!)
