// Strings are sequences of characters: count, first, last, iteration, Array(string).
let word = "héllo"
print(word.count)
print(word.first!, word.last!)
for character in "abc" { print(character) }
print(Array("abc"))
print(String(word.reversed()))
print("🇫🇷".count)
let vowels = word.filter { "aeioué".contains($0) }
print(vowels)
print(word.map { $0.uppercased() })
