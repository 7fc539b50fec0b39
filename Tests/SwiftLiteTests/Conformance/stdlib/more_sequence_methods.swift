// allSatisfy, first(where:), prefix, suffix, dropFirst, dropLast, zip.
let values = [2, 4, 6, 7]
print(values.allSatisfy { $0 % 2 == 0 })
print(values.allSatisfy { $0 > 0 })
print(Array(values.prefix(2)), Array(values.suffix(2)))
print(Array(values.dropFirst()), Array(values.dropLast(2)))
for (a, b) in zip([1, 2, 3], ["x", "y"]) {
    print(a, b)
}
print(values.first(where: { $0 > 4 })!)
print(values.lastIndex(of: 6)!)
