// Strings and tuples are values too.
var s = "abc"
var t = s
t += "def"
print(s, t)
var p = (x: 1, y: 2)
var q = p
q.x = 10
print(p, q)
var holder = (name: "n", items: [1])
var other = holder
other.items.append(2)
print(holder.items, other.items)
