// Everyday: a precomposed "é" prints precomposed even after an equal decomposed literal "e\u{301}" appeared earlier.
let decomposed = "e\u{301}"
let precomposed = "é"
print(decomposed == precomposed)
print(precomposed)
print(decomposed)
print(precomposed.count, decomposed.count)
let word = "café"
print(word)
let other = "cafe\u{301}"
print(other)
print(word == other, [other].contains(word))
print([word, other])
print("\(precomposed)|\(decomposed)")
let menu = ["cafe\u{301}": 1]
print(menu["café"] ?? 0)
print(["résumé", "re\u{301}sume\u{301}"].map { $0.count })
print("résumé")
