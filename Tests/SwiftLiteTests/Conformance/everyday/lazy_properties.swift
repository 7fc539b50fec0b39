// Everyday: lazy properties compute their value once, on first read (a struct's through a mutating getter), may use self, and can be set; a mutating get and a property holding a closure called as owner.f().
var evaluations = 0
struct Report {
    var rows: [Int]
    lazy var total: Int = {
        evaluations += 1
        return rows.reduce(0, +)
    }()
    lazy var label = "rows: \(rows.count)"
    mutating func summary() -> String { "\(label) total \(total)" }
}
var r = Report(rows: [1, 2, 3])
print(evaluations)
print(r.total, r.total, evaluations)
print(r.summary(), evaluations)
var copies = [Report(rows: [4]), Report(rows: [5, 6], total: 100)]
print(copies[0].total, copies[1].total, evaluations)
copies[0].rows.append(10)
print(copies[0].total)
r.total = 7
print(r.total)
final class Cache {
    var hits = 0
    lazy var squares: [Int] = (0..<4).map { $0 * $0 + hits }
    lazy var describe: () -> String = { [unowned self] in "hits \(self.hits)" }
}
let cache = Cache()
cache.hits = 1
print(cache.squares, cache.describe())
cache.hits = 5
print(cache.squares, cache.describe())
struct Ticket {
    var issued = 0
    var next: Int {
        mutating get {
            issued += 1
            return issued
        }
    }
    var format: (Int) -> String = { "#\($0)" }
}
var ticket = Ticket()
print(ticket.next, ticket.next, ticket.format(ticket.next), ticket.issued)
struct Gauge {
    lazy var level = 1 {
        didSet { print("level set from \(oldValue) to \(level)") }
    }
}
var gauge = Gauge()
gauge.level = 3
print(gauge.level)
