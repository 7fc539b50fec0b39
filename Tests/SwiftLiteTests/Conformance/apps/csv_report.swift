// App: parse CSV text by hand (quoted fields with commas), convert rows to structs and print a sales summary by region.
func parseLine(_ line: String) -> [String] {
    var fields: [String] = []
    var current = ""
    var inQuotes = false
    for ch in line {
        switch (ch, inQuotes) {
        case ("\"", _): inQuotes.toggle()
        case (",", false):
            fields.append(current)
            current = ""
        default: current.append(ch)
        }
    }
    fields.append(current)
    return fields
}
struct Sale {
    let region: String
    let product: String
    let units: Int
    let unitPrice: Double
    var revenue: Double { Double(units) * unitPrice }
}
let csv = """
region,product,units,price
North,"Widget, large",10,2.5
South,Gadget,4,10
North,Gadget,1,10
East,"Widget, small",12,1.25
South,"Widget, large",bad,2.5
East,Gadget,3,10
"""
var lines = csv.split(separator: "\n").map(String.init)
let header = parseLine(lines.removeFirst())
print("columns:", header)
var sales: [Sale] = []
var rejected: [Int] = []
for (number, line) in lines.enumerated() {
    let f = parseLine(line)
    guard f.count == 4, let units = Int(f[2]), let price = Double(f[3]) else {
        rejected.append(number + 2)
        continue
    }
    sales.append(Sale(region: f[0], product: f[1], units: units, unitPrice: price))
}
print("rows:", sales.count, "rejected lines:", rejected)
let byRegion = Dictionary(grouping: sales, by: \.region)
for region in byRegion.keys.sorted() {
    let rows = byRegion[region]!
    let revenue = rows.reduce(0) { $0 + $1.revenue }
    let units = rows.map(\.units).reduce(0, +)
    print("\(region + String(repeating: " ", count: 6 - region.count))| \(units) units | \(revenue)")
}
let best = sales.max { $0.revenue < $1.revenue }!
print("best:", best.product, "in", best.region)
let products = Set(sales.map(\.product)).sorted()
print(products)
