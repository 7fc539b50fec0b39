// Everyday: reduce(into:), Dictionary(grouping:by:), Dictionary(uniqueKeysWithValues:), merging, compactMapValues, mapValues.
let words = ["apple", "avocado", "banana", "blueberry", "cherry", "apple"]
let counts = words.reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
print(counts.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
let lengths = words.reduce(into: [Int]()) { $0.append($1.count) }
print(lengths)
let grouped = Dictionary(grouping: words, by: { $0.first! })
for key in grouped.keys.sorted() {
    print(key, grouped[key]!)
}
let byLength = Dictionary(grouping: [1, 2, 3, 4, 5, 6], by: { $0 % 3 })
print(byLength.keys.sorted().map { byLength[$0]! })
let squares = Dictionary(uniqueKeysWithValues: (1...4).map { ($0, $0 * $0) })
print(squares.keys.sorted().map { squares[$0]! })
let pairs = zip(["a", "b", "c"], [1, 2, 3])
let table = Dictionary(uniqueKeysWithValues: pairs)
print(table["b"]!, table.count)
let base = ["x": 1, "y": 2]
let merged = base.merging(["y": 20, "z": 30]) { current, new in current + new }
print(merged.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" })
let keepOld = base.merging(["x": 99]) { old, _ in old }
print(keepOld["x"]!)
var mutable = base
mutable.merge(["w": 0]) { $1 }
print(mutable.keys.sorted())
let raw = ["a": "1", "b": "x", "c": "3"]
let parsed = raw.compactMapValues { Int($0) }
print(parsed.keys.sorted(), parsed.values.sorted())
let doubled = parsed.mapValues { $0 * 2 }
print(doubled.values.sorted())
let withDupes = Dictionary([("k", 1), ("k", 2), ("j", 3)], uniquingKeysWith: +)
print(withDupes["k"]!, withDupes["j"]!)
print(counts.filter { $0.value > 1 }.keys.sorted())
