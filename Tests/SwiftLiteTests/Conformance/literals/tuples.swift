// Tuple literals, labeled and unlabeled, and how they print.
let point = (x: 1, y: 2)
let pair = (1, "one")
let nested = (1, (2, 3))
print(point)
print(pair)
print(nested)
print((a: true, b: 2.5, c: "s"))
