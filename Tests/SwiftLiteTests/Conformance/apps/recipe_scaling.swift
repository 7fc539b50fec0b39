// A recipe model: unit conversion with enums, scaling servings, shopping-list merging with
import Foundation
// reduce(into:), fractions formatted for display, and sorting by aisle.
enum Unit: String, CaseIterable {
    case gram = "g", kilogram = "kg", milliliter = "ml", liter = "l", piece = "pc"

    var base: Unit {
        switch self {
        case .gram, .kilogram: return .gram
        case .milliliter, .liter: return .milliliter
        case .piece: return .piece
        }
    }
    var factor: Double { self == .kilogram || self == .liter ? 1000 : 1 }
}

struct Quantity: CustomStringConvertible, Equatable {
    var amount: Double
    var unit: Unit

    var normalized: Quantity { Quantity(amount: amount * unit.factor, unit: unit.base) }

    var description: String {
        let q = normalized
        if q.unit != .piece && q.amount >= 1000 {
            let big: Unit = q.unit == .gram ? .kilogram : .liter
            return "\(format(q.amount / 1000)) \(big.rawValue)"
        }
        return "\(format(q.amount)) \(q.unit.rawValue)"
    }

    private func format(_ x: Double) -> String {
        let whole = Int(x)
        let fraction = x - Double(whole)
        let glyphs: [(Double, String)] = [(0.25, "¼"), (0.5, "½"), (0.75, "¾")]
        if fraction == 0 { return "\(whole)" }
        if let glyph = glyphs.first(where: { abs($0.0 - fraction) < 0.01 }) { return whole == 0 ? glyph.1 : "\(whole)\(glyph.1)" }
        return String((x * 10).rounded() / 10)
    }

    static func + (a: Quantity, b: Quantity) -> Quantity? {
        guard a.unit.base == b.unit.base else { return nil }
        return Quantity(amount: a.normalized.amount + b.normalized.amount, unit: a.unit.base)
    }

    static func * (q: Quantity, k: Double) -> Quantity { Quantity(amount: q.amount * k, unit: q.unit) }
}

struct Ingredient {
    let name: String, quantity: Quantity
    // Where the shopping list sorts it.
    let aisle: String
}

struct Recipe {
    let title: String, servings: Int
    let ingredients: [Ingredient]

    func scaled(to servings: Int) -> Recipe {
        let k = Double(servings) / Double(self.servings)
        return Recipe(title: title, servings: servings, ingredients: ingredients.map {
            Ingredient(name: $0.name, quantity: $0.quantity * k, aisle: $0.aisle)
        })
    }
}

let pancakes = Recipe(title: "Pancakes", servings: 4, ingredients: [
    Ingredient(name: "flour", quantity: Quantity(amount: 250, unit: .gram), aisle: "baking"),
    Ingredient(name: "milk", quantity: Quantity(amount: 0.5, unit: .liter), aisle: "dairy"),
    Ingredient(name: "eggs", quantity: Quantity(amount: 2, unit: .piece), aisle: "dairy"),
])
let crepes = Recipe(title: "Crêpes", servings: 2, ingredients: [
    Ingredient(name: "flour", quantity: Quantity(amount: 125, unit: .gram), aisle: "baking"),
    Ingredient(name: "milk", quantity: Quantity(amount: 300, unit: .milliliter), aisle: "dairy"),
    Ingredient(name: "butter", quantity: Quantity(amount: 0.25, unit: .kilogram), aisle: "dairy"),
])

for recipe in [pancakes.scaled(to: 6), crepes.scaled(to: 5)] {
    print(recipe.title, recipe.servings, recipe.ingredients.map { "\($0.name) \($0.quantity)" })
}
let list = [pancakes, crepes.scaled(to: 4)].flatMap(\.ingredients).reduce(into: [String: (Quantity, String)]()) { totals, item in
    if let existing = totals[item.name], let sum = existing.0 + item.quantity {
        totals[item.name] = (sum, item.aisle)
    } else {
        totals[item.name] = (item.quantity, item.aisle)
    }
}
for (name, entry) in list.sorted(by: { ($0.value.1, $0.key) < ($1.value.1, $1.key) }) {
    print("[\(entry.1)] \(name): \(entry.0)")
}
print(Quantity(amount: 1, unit: .liter) + Quantity(amount: 1, unit: .gram) == nil, Unit.allCases.map(\.rawValue))
print(Quantity(amount: 0.75, unit: .piece), Quantity(amount: 1500, unit: .gram), Quantity(amount: 1.3333, unit: .liter))
