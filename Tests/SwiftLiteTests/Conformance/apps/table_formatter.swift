// App: format rows as a text table with computed column widths, alignment per column type, a header rule and totals.
enum Alignment { case left, right, center }
struct Column {
    let title: String
    let alignment: Alignment
}
func pad(_ s: String, _ width: Int, _ alignment: Alignment) -> String {
    let gap = max(0, width - s.count)
    switch alignment {
    case .left: return s + String(repeating: " ", count: gap)
    case .right: return String(repeating: " ", count: gap) + s
    case .center:
        let left = gap / 2
        return String(repeating: " ", count: left) + s + String(repeating: " ", count: gap - left)
    }
}
struct Table {
    var columns: [Column]
    var rows: [[String]] = []
    mutating func add(_ cells: String...) { rows.append(cells) }
    func render() -> String {
        let widths = columns.indices.map { c in
            ([columns[c].title] + rows.map { $0[c] }).map(\.count).max()!
        }
        func line(_ cells: [String], header: Bool = false) -> String {
            "| " + cells.enumerated().map { i, cell in
                pad(cell, widths[i], header ? .center : columns[i].alignment)
            }.joined(separator: " | ") + " |"
        }
        let rule = "+" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "+") + "+"
        return ([rule, line(columns.map(\.title), header: true), rule] + rows.map { line($0) } + [rule]).joined(separator: "\n")
    }
}
func money(_ cents: Int) -> String {
    let c = cents % 100
    var whole = String(cents / 100)
    var groups: [String] = []
    while whole.count > 3 {
        groups.insert(String(whole.suffix(3)), at: 0)
        whole = String(whole.dropLast(3))
    }
    groups.insert(whole, at: 0)
    return groups.joined(separator: ",") + "." + (c < 10 ? "0" : "") + String(c)
}
let sales = [("Keyboard", 3, 4999), ("Monitor 27\"", 2, 32900), ("Cable", 10, 299), ("Desk", 1, 124_950)]
var table = Table(columns: [Column(title: "Item", alignment: .left), Column(title: "Qty", alignment: .right),
                            Column(title: "Unit", alignment: .right), Column(title: "Total", alignment: .right)])
var grand = 0
for (name, qty, unit) in sales {
    table.add(name, String(qty), money(unit), money(unit * qty))
    grand += unit * qty
}
table.add("TOTAL", String(sales.map(\.1).reduce(0, +)), "", money(grand))
print(table.render())
print(pad("mid", 9, .center) + "|", pad("toolong", 3, .right) + "|")
