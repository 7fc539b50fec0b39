// Structs: willSet and didSet, with newValue and oldValue, custom names, and no observer calls during init.
struct Thermostat {
    var target: Int = 20 {
        willSet {
            print("will set target from \(target) to \(newValue)")
        }
        didSet {
            print("did set target from \(oldValue) to \(target)")
            if target > 30 { target = 30 }
        }
    }
    var log: [String] = []
    var mode = "auto" {
        willSet(next) { log.append("-> \(next)") }
        didSet(previous) { log.append("<- \(previous)") }
    }
}
var t = Thermostat()
t.target = 22
t.target += 1
t.target = 40
print(t.target)
t.mode = "heat"
t.mode = "cool"
print(t.log)

struct Tracked {
    var value: Int {
        didSet { changes += 1 }
    }
    var changes = 0
    init(value: Int) {
        self.value = value
    }
}
var tr = Tracked(value: 1)
tr.value = 2
tr.value = 3
print(tr.value, tr.changes)

var items = [Tracked(value: 0), Tracked(value: 0)]
items[0].value = 5
items[0].value += 1
print(items[0].changes, items[1].changes)

var total = 0 {
    didSet { print("total is now \(total), was \(oldValue)") }
}
total = 5
total += 10
