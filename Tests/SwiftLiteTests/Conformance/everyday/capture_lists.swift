// Everyday: capture lists copy a value when the closure is made; without one a closure sees later changes.
var n = 1
let seesChanges = { n }
let captured = { [n] in n }
n = 2
print(seesChanges(), captured())
var message = "before"
let both = { [message, n] in "\(message) \(n)" }
message = "after"
print(both())
let renamed = { [value = n * 10] in value + 1 }
n = 100
print(renamed())
class Counter {
    var count = 0
}
let counter = Counter()
let bump = { [counter] in counter.count += 1 }
bump()
bump()
print(counter.count)
final class Owner {
    var name = "owner"
    lazy var greet: () -> String = { [unowned self] in "hi from \(self.name)" }
    func makeWeak() -> () -> String {
        { [weak self] in self?.name ?? "gone" }
    }
}
let o = Owner()
print(o.greet())
let weakly = o.makeWeak()
o.name = "renamed"
print(weakly())
var closures: [() -> Int] = []
for i in 0..<3 {
    closures.append { [i] in i * i }
}
print(closures.map { $0() })
