// Tuples compare element by element, the first difference deciding.
print((1, "b") < (1, "c"), (2, 0) < (1, 9), (1, 1) < (1, 1), (1, 1) <= (1, 1), (0, 5) > (0, 4))
print([("b", 1), ("a", 2), ("a", 1)].sorted { $0 < $1 })
