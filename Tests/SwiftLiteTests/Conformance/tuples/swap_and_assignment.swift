// Assigning to a tuple of variables, such as swapping two values.
var a = 1
var b = 2
(a, b) = (b, a)
print(a, b)
var x = 0
var y = 0
(x, y) = (5, 6)
print(x, y)
var items = [1, 2, 3]
(items[0], items[2]) = (items[2], items[0])
print(items)
