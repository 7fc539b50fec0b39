// Everyday: a string's utf8 bytes and unicodeScalars (values, properties, count) beside its Character count.
let word = "héllo"
print(word.count, word.utf8.count, word.unicodeScalars.count)
print(Array(word.utf8))
print(word.unicodeScalars.map { $0.value })
print("A".unicodeScalars.first!.value, "a".utf8.first!)
let emoji = "👍🏽"
print(emoji.count, emoji.unicodeScalars.count, emoji.utf8.count)
print(emoji.unicodeScalars.map { String($0.value, radix: 16) })
let hex = "Hi!".utf8.map { String($0, radix: 16) }.joined(separator: " ")
print(hex)
var checksum = 0
for byte in "abc".utf8 { checksum += Int(byte) }
print(checksum)
let scalars = "a1 B".unicodeScalars
print(scalars.filter { $0.properties.isAlphabetic }.count)
print(String(decoding: [72, 105], as: UTF8.self))
let caesar = String("abz".unicodeScalars.map { Character(UnicodeScalar(($0.value - 97 + 1) % 26 + 97)!) })
print(caesar)
print(Character("x").asciiValue!, Character("é").asciiValue == nil)
print("abc".utf8.contains(98), "😀".utf16.count)
