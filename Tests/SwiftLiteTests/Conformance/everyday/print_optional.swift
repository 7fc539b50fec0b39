// Everyday: print(Optional(1)) and print(Int("1")) print Optional(1), as Swift does; nil prints nil.
print(Optional(1))
print(Int("1"))
print(Int("one"))
let n: Int? = 42
print(n)
print(n!, n ?? 0)
if let value = n { print(value) }
let words = ["1", "x", "3"]
print(words.map { Int($0) })
print(Double("2.5"))
print(["a": 1]["a"])
