// is tests the dynamic type.
let values: [Any] = [1, "a", 2.5, [1], ["k": 1], (1, 2)]
print(values.map { $0 is Int })
print(values.map { $0 is String })
print(values.map { $0 is Double })
print(values[3] is [Int], values[3] is [String])
print(values[4] is [String: Int])
let count = values.filter { $0 is Int || $0 is Double }.count
print(count)
