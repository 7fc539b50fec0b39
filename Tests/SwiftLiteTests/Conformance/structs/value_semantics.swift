// Structs: copies are independent, arrays and dictionaries of structs are mutated in place through subscripts.
struct Item {
    var name: String
    var qty: Int
}
var a = Item(name: "apple", qty: 1)
var b = a
b.qty = 10
print(a.qty, b.qty)

var list = [Item(name: "x", qty: 1), Item(name: "y", qty: 2)]
let snapshot = list
list[0].qty += 5
list[1].name = "why"
print(list.map { "\($0.name):\($0.qty)" })
print(snapshot.map { "\($0.name):\($0.qty)" })

for i in list.indices {
    list[i].qty *= 2
}
print(list.map(\.qty))

for var item in list {
    item.qty = 0
}
print(list.map(\.qty))

var byName = ["x": Item(name: "x", qty: 1)]
byName["x"]?.qty += 100
print(byName["x"]!.qty)

struct Team {
    var members: [Item]
}
var t1 = Team(members: [Item(name: "m", qty: 0)])
var t2 = t1
t2.members[0].qty = 42
t2.members.append(Item(name: "n", qty: 1))
print(t1.members.count, t1.members[0].qty, t2.members.count, t2.members[0].qty)

func bump(_ item: Item) -> Item {
    var copy = item
    copy.qty += 1
    return copy
}
let original = Item(name: "o", qty: 1)
let bumped = bump(original)
print(original.qty, bumped.qty)
