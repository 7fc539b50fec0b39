// reversed(), joined(separator:), joined() and enumerated().
let words = ["one", "two", "three"]
print(Array(words.reversed()))
print(words.joined(separator: ", "))
print(words.joined())
print(String("stressed".reversed()))
for (i, word) in words.reversed().enumerated() {
    print(i, word)
}
print(Array(words.enumerated()).count)
