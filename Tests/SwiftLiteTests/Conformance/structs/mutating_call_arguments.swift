// Structs: a mutating call's arguments are evaluated before the call changes its receiver, so they may read it.
struct Counter {
    var value = 1
    var history: [Int] = []
    mutating func set(_ v: Int) { history.append(value); value = v }
    mutating func add(_ v: Int) -> Int { value += v; return value }
    mutating func bump() { set(value + 1) }
    mutating func double() { value = add(value) }
    mutating func log() { set(history.count * 100) }
}
var c = Counter()
c.bump()
c.double()
c.set(c.value + 10)
print(c.value, c.history)
c.log()
print(c.value, c.history)
struct Wrapper { var counter = Counter() }
var w = Wrapper()
w.counter.set(w.counter.value * 7)
print(w.counter.value)
var counters = [Counter(), Counter()]
counters[1].set(counters[1].value + counters[0].add(4))
print(counters[0].value, counters[1].value)
func make() -> Counter { var m = Counter(); m.set(m.value + m.add(2)); return m }
print(make().value)
enum Side: Int { case left = 1, right = 2 }
var sum = 0
for side: Side in [.left, .right, .right] { sum += side.rawValue }
for d: Double in [1, 2] { print(d) }
print(sum)
