// Ranges: half-open and closed, contains, count, bounds, isEmpty, as sequences.
let r = 0..<5
let c = 1...3
print(r.count, c.count)
print(r.contains(4), r.contains(5), c.contains(3))
print(r.lowerBound, r.upperBound, c.upperBound)
print((0..<0).isEmpty, c.isEmpty)
print(c.map { $0 * 10 })
print(Array(r))
let n = 3
for i in 0..<n { print(i, terminator: " ") }
print()
print((1...4).reduce(0, +))
