// Everyday: one-sided ranges (a[1...], a[..<n], a[...n]) and ArraySlice keeping the original array's indices.
let a = [10, 20, 30, 40, 50]
print(a[1...], a[..<2], a[...2], a[3...])
let slice = a[2...]
print(slice.startIndex, slice.endIndex, slice.count)
print(slice[2], slice.first!, slice[slice.startIndex])
print(slice.firstIndex(of: 40)!)
print(Array(slice), Array(slice).firstIndex(of: 40)!)
print(slice.indices.map { $0 })
for (i, v) in slice.enumerated() { print(i, v) }
for i in slice.indices { print("index", i, slice[i]) }
let mid = a[1..<4]
print(mid.reduce(0, +), mid.map { $0 / 10 }, mid.last!)
print(a.prefix(2), a.suffix(2), a.dropFirst(3), a.dropLast(4))
var copy = a
copy[1...2] = [0, 0]
print(copy)
copy.replaceSubrange(..<1, with: [7, 7])
print(copy)
let s = "hello world"
let space = s.firstIndex(of: " ")!
print(s[..<space], s[s.index(after: space)...])
let range = 2...
print(range.contains(100), range.contains(1))
let upTo = ..<5
print(upTo.contains(4), upTo.contains(5))
print([1, 2, 3, 4].filter { (2...).contains($0) })
