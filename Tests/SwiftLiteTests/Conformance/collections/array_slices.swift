// Collections: an ArraySlice keeps its array's indices (subscripts, startIndex, indices, firstIndex), through slicing, dropFirst, split and its own mutations; Array(slice) starts again at 0.
let a = [10, 20, 30, 40, 50, 60]
var s = a[2..<5]
print(s, s.startIndex, s.endIndex, s.count, type(of: s))
print(s[3], s[3...], s[3...].startIndex, s[..<4], s[...3].endIndex)
s[3] = 99
print(s, a)
s.append(70)
print(s, s.indices)
let first = s.removeFirst()
print(first, s, s.startIndex)
s.swapAt(3, 4)
print(s, s.firstIndex(where: { $0 > 60 })!, s.lastIndex(of: 70) ?? -1)
print(s.prefix(upTo: 4), s.suffix(from: 4))
var total = 0
for x in a[1...3] { total += x }
print(total, a[1...3] == a[1...3], a[0..<2] == a[4...])
print(Array(a[4...]), Array(a[4...]).startIndex, [0] + a[5...], a[5...] + [1])
var b = [1, 2]
b += a[4...]
b.append(contentsOf: a[5...])
print(b)
print(a[1...].map { $0 * 2 }, a[1...].filter { $0 > 30 }, a[1...].sorted(by: >), a[1...].contains(20))
print(a.dropFirst(2).startIndex, a.suffix(2).startIndex, a.prefix(while: { $0 < 30 }).endIndex, a.drop(while: { $0 < 30 }).startIndex)
let parts = [1, 2, 0, 3, 4].split(separator: 0)
print(parts, parts[1].startIndex, parts[1][3])
let nested = [[1, 2], [3, 4, 5]]
print(nested.map { $0[1...] }, nested.flatMap { $0[1...] })
let chars = Array("hello")
print(String(chars[1...]), Set(a[4...]).sorted())
var counts = a[0..<3]
counts[1] += 5
print(counts, counts.reduce(0, +))
