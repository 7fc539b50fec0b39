// App: an expense tracker with categories, monthly totals, budgets exceeded and the biggest expense per category.
enum Category: String, CaseIterable, Comparable {
    case food, rent, travel, fun
    static func < (a: Category, b: Category) -> Bool { a.rawValue < b.rawValue }
}
struct Expense {
    let month: Int
    let day: Int
    let category: Category
    let cents: Int
    let note: String
}
func euros(_ cents: Int) -> String {
    let rest = cents % 100
    return "€\(cents / 100),\(rest < 10 ? "0" : "")\(rest)"
}
let expenses = [
    Expense(month: 1, day: 3, category: .food, cents: 4550, note: "groceries"),
    Expense(month: 1, day: 1, category: .rent, cents: 90000, note: "January rent"),
    Expense(month: 1, day: 14, category: .fun, cents: 2500, note: "cinema"),
    Expense(month: 1, day: 20, category: .food, cents: 1299, note: "pizza"),
    Expense(month: 2, day: 1, category: .rent, cents: 90000, note: "February rent"),
    Expense(month: 2, day: 9, category: .travel, cents: 15400, note: "train"),
    Expense(month: 2, day: 10, category: .food, cents: 6230, note: "groceries"),
    Expense(month: 2, day: 11, category: .fun, cents: 8000, note: "concert"),
]
let budgets: [Category: Int] = [.food: 10000, .rent: 90000, .travel: 10000, .fun: 5000]
let byMonth = Dictionary(grouping: expenses, by: \.month)
for month in byMonth.keys.sorted() {
    let items = byMonth[month]!
    print("Month \(month): \(euros(items.reduce(0) { $0 + $1.cents }))")
    let perCategory = items.reduce(into: [Category: Int]()) { $0[$1.category, default: 0] += $1.cents }
    for category in perCategory.keys.sorted() {
        let spent = perCategory[category]!
        let flag = spent > budgets[category]! ? " (over by \(euros(spent - budgets[category]!)))" : ""
        print("  \(category.rawValue): \(euros(spent))\(flag)")
    }
}
for category in Category.allCases {
    if let biggest = expenses.filter({ $0.category == category }).max(by: { $0.cents < $1.cents }) {
        print("biggest \(category.rawValue): \(biggest.note) on \(biggest.month)/\(biggest.day)")
    }
}
let firstHalf = expenses.filter { $0.day <= 10 }.map(\.cents).reduce(0, +)
print("spent in the first ten days of months:", euros(firstHalf))
