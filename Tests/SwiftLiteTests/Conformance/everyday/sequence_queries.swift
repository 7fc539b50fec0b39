// Everyday: first(where:), last(where:), allSatisfy, contains(where:), firstIndex(where:), min(by:), zip, prefix(while:).
let numbers = [3, 8, 15, 4, 42, 7]
print(numbers.first(where: { $0 > 10 })!, numbers.first { $0 > 100 } == nil)
print(numbers.last(where: { $0 % 2 == 0 })!)
print(numbers.allSatisfy { $0 > 0 }, numbers.allSatisfy { $0 < 40 }, [Int]().allSatisfy { $0 > 0 })
print(numbers.contains(where: { $0 == 42 }), numbers.contains { $0 < 0 })
print(numbers.firstIndex(where: { $0 > 10 })!, numbers.lastIndex(where: { $0 < 5 })!)
print(numbers.min(by: { $0 % 10 < $1 % 10 })!, numbers.max(by: { $0 % 10 < $1 % 10 })!)
print(numbers.prefix(while: { $0 < 10 }), numbers.drop(while: { $0 < 10 }))
print(Array(zip(numbers, ["a", "b", "c"])).map { "\($1)\($0)" })
print(numbers.count(where: { $0 > 5 }))
let names = ["Zoe", "adam", "Bob"]
print(names.sorted(), names.sorted { $0.lowercased() < $1.lowercased() })
print(names.map { $0.count }.reduce(0, +))
print(numbers.enumerated().filter { $0.offset % 2 == 0 }.map(\.element))
print(numbers.split(whereSeparator: { $0 == 15 }).map(Array.init))
print(Array(numbers.reversed().prefix(2)), numbers.sorted().suffix(2))
