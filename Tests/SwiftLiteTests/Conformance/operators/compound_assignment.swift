// Compound assignment operators on variables, elements and tuple members.
var x = 10
x += 5
x -= 3
x *= 2
x /= 4
print(x)
x %= 4
print(x)
var d = 1.5
d *= 2
d -= 0.5
d /= 5
print(d)
var items = [1, 2, 3]
items[1] += 40
items[2] *= 3
print(items)
var point = (x: 1, y: 2)
point.x += 10
point.1 -= 1
print(point)
var text = "a"
text += "b"
print(text)
