// for ... where filters iterations.
for n in 1...10 where n % 3 == 0 {
    print(n)
}
let words = ["apple", "kiwi", "banana", "fig"]
for word in words where word.count > 3 {
    print(word)
}
for (i, word) in words.enumerated() where i % 2 == 1 {
    print(i, word)
}
