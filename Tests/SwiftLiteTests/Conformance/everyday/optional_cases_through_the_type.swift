// Everyday: an optional's cases reached through its type, as a Picker's `.tag(Category?.none)` writes them.
struct Expense {
    enum Category: String, CaseIterable { case food, travel, office }
    var category: Category
}
let all = Expense.Category?.none
let travel = Expense.Category?.some(.travel)
let food = Optional<Expense.Category>.some(.food)
let noNumbers: [Int]? = [Int]?.none
let count = Int?.some(3)
print(all as Any, travel as Any, food as Any)
print(noNumbers as Any, count as Any, Optional<Int>.none as Any)
var tags: [Expense.Category?] = [Expense.Category?.none]
for category in Expense.Category.allCases { tags.append(Optional(category)) }
print(tags)
var selection: Expense.Category? = .none
print(tags.firstIndex(of: selection) ?? -1)
selection = .office
print(tags.firstIndex(of: selection) ?? -1, selection == Expense.Category?.some(.office))
