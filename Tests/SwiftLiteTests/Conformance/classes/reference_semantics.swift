// Classes: two variables share one instance; changes through one are seen through the other, also in arrays and closures.
class Counter {
    var count = 0
    func increment() { count += 1 }
}
let a = Counter()
let b = a
b.increment()
b.increment()
print(a.count, b.count)

let counters = [a, Counter(), a]
counters[0].increment()
print(counters.map(\.count))

func bump(_ c: Counter) {
    c.count += 10
}
bump(a)
print(a.count)

let clicks = Counter()
let onTap = { clicks.increment() }
onTap()
onTap()
print(clicks.count)

class Node {
    var value: Int
    var next: Node?
    init(value: Int, next: Node? = nil) {
        self.value = value
        self.next = next
    }
}
let third = Node(value: 3)
let list = Node(value: 1, next: Node(value: 2, next: third))
third.value = 30
var cursor: Node? = list
var values: [Int] = []
while let node = cursor {
    values.append(node.value)
    cursor = node.next
}
print(values)

var dict = ["k": Counter()]
let held = dict["k"]!
held.increment()
print(dict["k"]!.count)
dict["k"]!.count = 7
print(held.count)
