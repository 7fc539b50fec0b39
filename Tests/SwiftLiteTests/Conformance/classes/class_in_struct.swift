// Classes: a class instance held by structs is shared by their copies, while the structs' own values are not.
class Log {
    var lines: [String] = []
}
struct Service {
    var name: String
    let log: Log
    func write(_ s: String) { log.lines.append("\(name): \(s)") }
}
let log = Log()
var s1 = Service(name: "one", log: log)
var s2 = s1
s2.name = "two"
s1.write("hello")
s2.write("world")
print(log.lines)
print(s1.name, s2.name, s1.log === s2.log)
class Model {
    var items: [Int] = []
}
let model = Model()
var snapshot = model.items
model.items.append(1)
snapshot.append(99)
print(model.items, snapshot)
