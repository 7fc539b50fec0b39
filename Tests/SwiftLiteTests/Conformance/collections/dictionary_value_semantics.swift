// Dictionaries are values: a copy changes independently of the original.
var d = ["a": 1]
var e = d
e["a"] = 2
e["b"] = 3
print(d)
print(e["a"]!, e["b"]!, e.count)
var inner = ["list": [1]]
var innerCopy = inner
innerCopy["list"]!.append(2)
print(inner)
print(innerCopy)
