// App: recipes with ingredients in units, scaled to a number of servings and summed into a shopping list.
enum Unit: String {
    case gram = "g", milliliter = "ml", piece = "pc"
}
struct Ingredient {
    var name: String
    var amount: Double
    var unit: Unit
}
struct Recipe {
    var title: String
    var servings: Int
    var ingredients: [Ingredient]
    func scaled(to people: Int) -> Recipe {
        let factor = Double(people) / Double(servings)
        var copy = self
        copy.servings = people
        for i in copy.ingredients.indices {
            copy.ingredients[i].amount *= factor
        }
        return copy
    }
}
func format(_ amount: Double) -> String {
    amount == amount.rounded() ? String(Int(amount)) : String(amount)
}
let pancakes = Recipe(title: "Pancakes", servings: 4, ingredients: [
    Ingredient(name: "flour", amount: 200, unit: .gram),
    Ingredient(name: "milk", amount: 300, unit: .milliliter),
    Ingredient(name: "egg", amount: 2, unit: .piece),
])
let omelette = Recipe(title: "Omelette", servings: 1, ingredients: [
    Ingredient(name: "egg", amount: 3, unit: .piece),
    Ingredient(name: "milk", amount: 20, unit: .milliliter),
])
let plan = [pancakes.scaled(to: 6), omelette.scaled(to: 2)]
for recipe in plan {
    print("\(recipe.title) for \(recipe.servings):")
    for item in recipe.ingredients {
        print("  \(format(item.amount)) \(item.unit.rawValue) \(item.name)")
    }
}
struct Key: Hashable {
    let name: String
    let unit: Unit
}
var shopping: [Key: Double] = [:]
for recipe in plan {
    for item in recipe.ingredients {
        shopping[Key(name: item.name, unit: item.unit), default: 0] += item.amount
    }
}
let lines = shopping.map { "\($0.key.name): \(format($0.value)) \($0.key.unit.rawValue)" }.sorted()
print("Shopping list")
for line in lines { print("- " + line) }
print(pancakes.ingredients.count, pancakes.servings)
