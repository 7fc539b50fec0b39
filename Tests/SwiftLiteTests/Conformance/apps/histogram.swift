// App: bucket measurements into a histogram and draw it as horizontal and vertical text bar charts with a legend.
struct Histogram {
    let lower: Int, width: Int, buckets: Int
    private(set) var counts: [Int]
    private(set) var outliers = 0
    init(lower: Int, width: Int, buckets: Int) {
        self.lower = lower
        self.width = width
        self.buckets = buckets
        counts = Array(repeating: 0, count: buckets)
    }
    mutating func add(_ value: Int) {
        let index = (value - lower) / width
        if value < lower || index >= buckets { outliers += 1 } else { counts[index] += 1 }
    }
    func label(_ i: Int) -> String {
        let from = lower + i * width
        let text = "\(from)-\(from + width - 1)"
        return String(repeating: " ", count: 7 - text.count) + text
    }
    func horizontal(scale: Int = 1) -> [String] {
        counts.indices.map { "\(label($0)) |\(String(repeating: "#", count: counts[$0] / scale)) \(counts[$0])" }
    }
    func vertical() -> [String] {
        let top = counts.max() ?? 0
        var lines = stride(from: top, to: 0, by: -1).map { level in
            counts.map { $0 >= level ? " █ " : "   " }.joined()
        }
        lines.append(counts.indices.map { i in " \(i) " }.joined())
        return lines
    }
}
var seed = 42
func next() -> Int {
    seed = (seed * 75 + 74) % 65537
    return seed
}
var ages = Histogram(lower: 0, width: 10, buckets: 8)
var values: [Int] = []
for _ in 0..<60 {
    let v = (next() % 50 + next() % 50) * 9 / 10
    values.append(v)
    ages.add(v)
}
ages.add(-3)
ages.add(120)
ages.horizontal().forEach { print($0) }
print("outliers:", ages.outliers, "total:", ages.counts.reduce(0, +))
ages.vertical().forEach { print($0) }
let mean = Double(values.reduce(0, +)) / Double(values.count)
let sorted = values.sorted()
print("mean \(mean), median \((sorted[29] + sorted[30]) / 2), range \(sorted.first!)...\(sorted.last!)")
