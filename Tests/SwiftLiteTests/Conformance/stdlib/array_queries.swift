// count, isEmpty, first, last, contains, firstIndex(of:), min, max on arrays.
let values = [4, 8, 15, 16, 23, 42]
print(values.count, values.isEmpty)
print(values.first!, values.last!)
print(values.contains(15), values.contains(7))
print(values.firstIndex(of: 16)!, values.firstIndex(of: 99) == nil)
print(values.min()!, values.max()!)
let empty: [Int] = []
print(empty.first == nil, empty.last == nil, empty.min() == nil, empty.isEmpty)
print(["b", "a", "c"].max()!)
print(values.contains { $0 > 40 })
print(values.first { $0 > 10 }!)
print(values.firstIndex { $0 > 10 }!)
