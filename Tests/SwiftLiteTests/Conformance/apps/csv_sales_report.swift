// CSV parsing with quoted fields, typed rows, grouping and a summary table per region.
import Foundation

let csv = #"""
region,product,units,price
North,"Widget, large",12,9.5
South,Gadget,5,20
North,Gadget,3,20
East,"Thing ""deluxe""",1,99.99
South,"Widget, large",7,9.5
West,Gizmo,,4
"""#

func parseLine(_ line: String) -> [String] {
    var fields: [String] = []
    var current = ""
    var inQuotes = false
    var chars = line.makeIterator()
    while let c = chars.next() {
        switch (c, inQuotes) {
        case ("\"", true):
            if let next = chars.next() {
                if next == "\"" { current.append("\"") } else {
                    inQuotes = false
                    if next == "," { fields.append(current); current = "" } else { current.append(next) }
                }
            } else { inQuotes = false }
        case ("\"", false): inQuotes = true
        case (",", false): fields.append(current); current = ""
        default: current.append(c)
        }
    }
    fields.append(current)
    return fields
}

struct Sale {
    let region, product: String
    let units: Int, price: Double
    var revenue: Double { Double(units) * price }
}

var rejected: [(line: Int, reason: String)] = []
let lines = csv.split(separator: "\n").map(String.init)
let header = parseLine(lines[0])
let sales: [Sale] = lines.dropFirst().enumerated().compactMap { offset, line in
    let fields = parseLine(line)
    guard fields.count == header.count else {
        rejected.append((offset + 2, "expected \(header.count) fields, got \(fields.count)"))
        return nil
    }
    guard let units = Int(fields[2]), let price = Double(fields[3]) else {
        rejected.append((offset + 2, "bad number in \(fields)"))
        return nil
    }
    return Sale(region: fields[0], product: fields[1], units: units, price: price)
}

print(header)
print(sales.map(\.product))
let byRegion = Dictionary(grouping: sales, by: \.region)
for region in byRegion.keys.sorted() {
    let rows = byRegion[region]!
    let total = rows.reduce(0) { $0 + $1.revenue }
    let units = rows.map(\.units).reduce(0, +)
    print(String(format: "%-6@ %3d units %8.2f", region, units, total))
}
for entry in rejected { print("line \(entry.line): \(entry.reason)") }
let best = sales.max { $0.revenue < $1.revenue }!
print("best:", best.product, best.region, String(format: "%.2f", best.revenue))
let products = Set(sales.map(\.product)).sorted { ($0.count, $0) < ($1.count, $1) }
print(products)
