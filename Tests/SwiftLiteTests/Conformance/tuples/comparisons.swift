// Tuples compare element by element.
print((1, 2) == (1, 2))
print((1, 2) != (1, 3))
print((1, "b") < (2, "a"))
print((1, "b") < (1, "a"))
print((3, 1) > (2, 9))
let sorted = [(2, "b"), (1, "z"), (2, "a")].sorted { $0 < $1 }
print(sorted.map { "\($0.0)\($0.1)" })
