// App: weather statistics over daily records: min/max/mean per month, the longest warm streak, and a text sparkline.
struct Day {
    let month: Int
    let day: Int
    let high: Double
    let low: Double
    let rainMM: Int
}
let raw = """
1 1 5.5 -1 0
1 2 7.0 0.5 3
1 3 3.5 -4 0
1 4 8.5 2 12
2 1 10 3 0
2 2 12.5 4 1
2 3 14 6 0
2 4 13.5 5.5 0
2 5 9 1 20
3 1 15 7 0
3 2 17.5 8 0
3 3 16 9 5
"""
let days = raw.split(separator: "\n").compactMap { line -> Day? in
    let f = line.split(separator: " ")
    guard f.count == 5, let m = Int(f[0]), let d = Int(f[1]), let hi = Double(f[2]), let lo = Double(f[3]), let r = Int(f[4]) else { return nil }
    return Day(month: m, day: d, high: hi, low: lo, rainMM: r)
}
let months = ["Jan", "Feb", "Mar"]
for (month, group) in Dictionary(grouping: days, by: \.month).sorted(by: { $0.key < $1.key }) {
    let highs = group.map(\.high)
    let mean = highs.reduce(0, +) / Double(highs.count)
    let rainy = group.filter { $0.rainMM > 0 }.count
    print("\(months[month - 1]): high \(highs.max()!), low \(group.map(\.low).min()!), mean high \(mean), rainy days \(rainy)")
}
var best = (length: 0, start: 0), current = (length: 0, start: 0)
for (i, d) in days.enumerated() {
    if d.high >= 10 {
        current = current.length == 0 ? (1, i) : (current.length + 1, current.start)
        if current.length > best.length { best = current }
    } else {
        current = (0, 0)
    }
}
let s = days[best.start]
print("longest streak of highs >= 10: \(best.length) days from \(months[s.month - 1]) \(s.day)")
let bars: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
let highs = days.map(\.high)
let lo = highs.min()!, hi = highs.max()!
print(String(highs.map { bars[Int(($0 - lo) / (hi - lo) * 7)] }))
let wettest = days.max { $0.rainMM < $1.rainMM }!
print("wettest: \(months[wettest.month - 1]) \(wettest.day) with \(wettest.rainMM) mm; total \(days.map(\.rainMM).reduce(0, +)) mm")
let ranges = days.map { $0.high - $0.low }
print("largest daily range:", ranges.max()!, "frost days:", days.filter { $0.low < 0 }.count)
