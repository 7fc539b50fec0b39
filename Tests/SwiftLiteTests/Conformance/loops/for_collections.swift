// for over arrays, strings and a dictionary (sorted, since Swift's order is unspecified).
for fruit in ["apple", "banana"] {
    print(fruit)
}
for character in "hey" {
    print(character)
}
let stock = ["pears": 3, "apples": 5]
for (name, count) in stock.sorted(by: { $0.key < $1.key }) {
    print(name, count)
}
for entry in ["only": 1] {
    print(entry.key, entry.value)
}
for (key, value) in ["single": true] {
    print(key, value)
}
var total = 0
for value in stock.values { total += value }
print(total)
