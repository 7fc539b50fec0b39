// SwiftLite's dictionaries keep insertion order, in print, iteration, keys and values;
// Swift's order is unspecified and changes between runs.
var fruit = ["pear": 3, "apple": 5, "fig": 1]
print(fruit)
fruit["banana"] = 2
fruit["apple"] = 6
print(fruit.keys.map { $0 })
print(fruit.values.map { $0 })
for (name, count) in fruit {
    print(name, count)
}
fruit["pear"] = nil
fruit["pear"] = 9
print(fruit)
print(fruit.mapValues { $0 * 10 })
print(fruit.filter { $0.value > 2 })
