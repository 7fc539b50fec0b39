// Everyday: String(format:) with %d, %f, %.Nf and %@ (Foundation, as the contract lists them), as views format numbers.
import Foundation
print(String(format: "%d items", 3))
print(String(format: "%f", 1.5))
print(String(format: "%.2f", 3.14159))
print(String(format: "%.0f|%.1f|%.3f", 2.5, 0.05, 1.0 / 3.0))
print(String(format: "%d|%d|%d", 42, -7, 0))
print(String(format: "%@ has %d points", "Ann", 12))
print(String(format: "%@ and %@", "x", "y"))
let price = 1234.5
print(String(format: "Total: $%.2f", price))
print(String(format: "%d%%", 50))
let rows = [("apples", 3, 0.5), ("pears", 12, 1.25)]
for (name, qty, unit) in rows {
    print(String(format: "%@: %d x %.2f = %.2f", name, qty, unit, Double(qty) * unit))
}
print(String(format: "%.1f%@", 99.95, " done"))
