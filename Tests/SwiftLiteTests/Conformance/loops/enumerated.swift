// for (i, x) in a.enumerated(), and enumerated() elsewhere.
let letters = ["a", "b", "c"]
for (index, letter) in letters.enumerated() {
    print(index, letter)
}
for (i, character) in "xy".enumerated() {
    print(i, character)
}
for pair in letters.enumerated() {
    print(pair.offset, pair.element)
}
print(letters.enumerated().map { "\($0.offset):\($0.element)" })
let indexed = letters.enumerated().filter { $0.offset != 1 }.map { $0.element }
print(indexed)
