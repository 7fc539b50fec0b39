// keys, values and sorting a dictionary's entries (Swift's order is unspecified, so sort).
let scores = ["b": 2, "a": 1, "c": 3]
print(scores.keys.sorted())
print(scores.values.sorted())
for key in scores.keys.sorted() {
    print(key, scores[key]!)
}
for (key, value) in scores.sorted(by: { $0.key < $1.key }) {
    print("\(key)=\(value)")
}
print(scores.values.reduce(0, +))
print(scores.count, scores.isEmpty)
let best = scores.max(by: { $0.value < $1.value })!
print(best.key, best.value)
