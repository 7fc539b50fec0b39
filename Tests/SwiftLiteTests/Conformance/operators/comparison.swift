// Comparison operators on numbers, strings, arrays and tuples.
print(1 < 2, 2 <= 2, 3 > 4, 4 >= 4, 5 == 5, 5 != 5)
print(1.5 < 2.5, 2.0 == 2.0)
print(1 == 1.0)
print([1, 2] == [1, 2], [1, 2] != [2, 1])
print(["a": 1] == ["a": 1])
print((1, 2) == (1, 2), (1, 2) < (1, 3), (2, "a") > (1, "z"))
print("a" < "b")
