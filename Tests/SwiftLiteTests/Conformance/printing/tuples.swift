// Printing: tuples, labelled or not, nested, and with strings, optionals and collections inside.
print((1, 2))
print((x: 1, y: 2))
print((name: "Ann", 36))
print((1, (2, 3)), ((a: 1, b: 2), "c"))
print(("a", 1.5, true, Character("c")))
print((Optional(1), nil as Int?))
print(([1, 2], ["k": "v"]))
let pair = (first: "x", second: [0.5])
print(pair)
print("pair: \(pair)")
print(String(describing: (1, "one")))
let pairs = [(1, "one"), (2, "two")]
print(pairs)
print(pairs.map { $0.1 })
let dict = ["only": (1, 2)]
print(dict)
print(())
