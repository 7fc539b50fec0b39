// App: a restaurant: a menu with categories and modifiers, table orders, kitchen tickets grouped by station, and bills split.
enum Station: String, CaseIterable { case grill, cold, bar }
struct MenuItem {
    let code: String
    let name: String
    let cents: Int
    let station: Station
}
enum Modifier: Equatable {
    case extra(String, cents: Int)
    case without(String)
    var label: String {
        switch self {
        case .extra(let what, _): return "+\(what)"
        case .without(let what): return "no \(what)"
        }
    }
    var cents: Int { if case .extra(_, let c) = self { return c } else { return 0 } }
}
struct OrderLine {
    let item: MenuItem
    var modifiers: [Modifier] = []
    let seat: Int
    var cents: Int { item.cents + modifiers.reduce(0) { $0 + $1.cents } }
}
let menu = Dictionary(uniqueKeysWithValues: [
    MenuItem(code: "B", name: "Burger", cents: 1250, station: .grill),
    MenuItem(code: "S", name: "Salad", cents: 950, station: .cold),
    MenuItem(code: "F", name: "Fries", cents: 400, station: .grill),
    MenuItem(code: "L", name: "Lemonade", cents: 350, station: .bar),
].map { ($0.code, $0) })
func price(_ c: Int) -> String { "\(c / 100).\(c % 100 < 10 ? "0" : "")\(c % 100)" }
var table: [OrderLine] = []
let orders: [(String, Int, [Modifier])] = [
    ("B", 1, [.extra("cheese", cents: 100), .without("onion")]), ("F", 1, []), ("L", 1, []),
    ("S", 2, [.extra("avocado", cents: 200)]), ("L", 2, []), ("B", 3, []), ("X", 3, []),
]
for (code, seat, mods) in orders {
    guard let item = menu[code] else {
        print("unknown menu code \(code)")
        continue
    }
    table.append(OrderLine(item: item, modifiers: mods, seat: seat))
}
for station in Station.allCases {
    let lines = table.filter { $0.item.station == station }
    guard !lines.isEmpty else { continue }
    print("[\(station.rawValue)]", lines.map { l in ([l.item.name] + l.modifiers.map(\.label)).joined(separator: " ") + " (seat \(l.seat))" }.joined(separator: "; "))
}
let bySeat = Dictionary(grouping: table, by: \.seat)
for seat in bySeat.keys.sorted() {
    let subtotal = bySeat[seat]!.reduce(0) { $0 + $1.cents }
    print("seat \(seat): \(price(subtotal)) + tip \(price(subtotal * 15 / 100))")
}
let total = table.reduce(0) { $0 + $1.cents }
print("table total \(price(total)), split 3 ways: \(price((total + 2) / 3)) each")
print(Set(table.map(\.item.name)).sorted())
