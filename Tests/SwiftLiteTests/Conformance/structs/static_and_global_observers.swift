// Structs: observers of static properties and of top-level variables (observed and computed), including stores inside their own observers and from closures.
var log: [String] = [] {
    didSet { print("log now has \(log.count)") }
}
var width = 3
var area: Int {
    get { width * width }
    set { width = newValue / width }
}
func record(_ s: String) { log.append(s) }
record("a")
log += ["b"]
print(area)
area = 30
print(width, area)
area += 6
print(width)
var counter = 0 {
    willSet(next) { print("to", next) }
    didSet { if counter > 2 { counter = 0 } }
}
for _ in 0..<4 { counter += 1 }
print(counter)
class Box {
    var v = 0 { didSet { if v < 0 { v = 0 }; print("box", oldValue, v) } }
    static var shared = 1 { didSet { print("shared", oldValue, shared) } }
}
let b = Box()
b.v = -5
b.v = 4
Box.shared += 1
let f = { counter = 10 }
f()
print(counter)
