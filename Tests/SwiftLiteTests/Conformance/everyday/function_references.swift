// Everyday: initializers and instance methods used as function values (map(Type.init), forEach(model.method)).
enum Level: Int { case low = 1, mid, high }
print([3, 1, 9].compactMap(Level.init(rawValue:)).map(\.rawValue))
print([2, 5].compactMap(Level.init).map(\.rawValue))
struct Stamp {
    let day: Int
    let label: String
    init(day: Int, label: String) { self.day = day; self.label = label }
    init?(_ text: String) {
        guard let day = Int(text) else { return nil }
        self.init(day: day, label: "d\(day)")
    }
    init(day: Int) { self.init(day: day, label: "#\(day)") }
    func shifted(by days: Int) -> Int { day + days }
}
print(["4", "x", "12"].compactMap(Stamp.init).map(\.label))
print([7, 8].map(Stamp.init(day:)).map(\.label))
let stamp = Stamp(day: 10)
print([1, 2, 3].map(stamp.shifted))
class Tally {
    var total = 0
    var log: [String] = []
    func add(_ n: Int) { total += n; log.append("+\(n)") }
    func add(_ n: Int, times: Int) { total += n * times }
    func note(_ s: String) { log.append(s) }
}
final class Loud: Tally {
    override func note(_ s: String) { log.append(s.uppercased()) }
}
let tally = Loud()
[1, 2, 3].forEach(tally.add)
["a", "b"].forEach(tally.note)
let adder: (Int) -> Void = tally.add
adder(10)
print(tally.total, tally.log)
