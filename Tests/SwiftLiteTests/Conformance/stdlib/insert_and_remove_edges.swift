// insert(_:at:) at both ends, remove(at:) of the last index, removeLast on one element.
var items = ["b"]
items.insert("a", at: 0)
items.insert("c", at: items.count)
print(items)
print(items.remove(at: items.count - 1), items)
var single = [1]
print(single.removeLast(), single.isEmpty)
var text = "abc"
text.removeLast()
print(text)
text.append("!")
print(text)
var flags = [true]
flags[0].toggle()
print(flags)
