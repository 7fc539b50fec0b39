// App: an invoice printed with String(format:) (Foundation): %.2f amounts, %d quantities, %@ names, columns padded by hand.
import Foundation
struct LineItem {
    let description: String
    let quantity: Int
    let unitPrice: Double
    var total: Double { Double(quantity) * unitPrice }
}
struct Invoice {
    let number: Int
    let customer: String
    var items: [LineItem]
    let taxRate: Double
    var subtotal: Double { items.reduce(0) { $0 + $1.total } }
    var tax: Double { (subtotal * taxRate * 100).rounded() / 100 }
    var total: Double { subtotal + tax }
    func pad(_ s: String, _ width: Int, left: Bool = false) -> String {
        let fill = String(repeating: " ", count: max(0, width - s.count))
        return left ? s + fill : fill + s
    }
    func render() -> [String] {
        var lines = [String(format: "Invoice #%d for %@", number, customer), String(repeating: "=", count: 44)]
        lines.append(pad("Item", 20, left: true) + pad("Qty", 6) + pad("Price", 9) + pad("Total", 9))
        for item in items {
            let name = item.description.count > 20 ? String(item.description.prefix(19)) + "…" : item.description
            lines.append(pad(name, 20, left: true) + pad(String(format: "%d", item.quantity), 6)
                + pad(String(format: "%.2f", item.unitPrice), 9) + pad(String(format: "%.2f", item.total), 9))
        }
        lines.append(String(repeating: "-", count: 44))
        lines.append(pad("Subtotal", 35) + pad(String(format: "%.2f", subtotal), 9))
        lines.append(pad(String(format: "Tax %.1f%%", taxRate * 100), 35) + pad(String(format: "%.2f", tax), 9))
        lines.append(pad("TOTAL", 35) + pad(String(format: "%.2f", total), 9))
        return lines
    }
}
let invoice = Invoice(number: 42, customer: "Acme Corp", items: [
    LineItem(description: "Consulting hours", quantity: 12, unitPrice: 95),
    LineItem(description: "Extended support contract (yearly)", quantity: 1, unitPrice: 1200.5),
    LineItem(description: "USB cable", quantity: 3, unitPrice: 4.99),
], taxRate: 0.2)
invoice.render().forEach { print($0) }
print(String(format: "%d items, average %.3f per line", invoice.items.count, invoice.subtotal / Double(invoice.items.count)))
print(String(format: "%@ owes %.0f", invoice.customer, invoice.total))
