// Generics: a labeled tuple as a generic argument gives its labels to the tuples passed where the parameter is used, and an array literal passed as [T] is typed as Swift types it alone.
struct Queue<Element> {
    private var items: [Element] = []
    mutating func push(_ item: Element) { items.append(item) }
    var first: Element? { items.first }
    var all: [Element] { items }
}
var jobs = Queue<(priority: Int, name: String)>()
jobs.push((2, "build"))
jobs.push((priority: 5, name: "test"))
print(jobs.first!.priority, jobs.first!.name, jobs.all.map(\.name))
var pending = [(priority: Int, item: String)]()
pending.append((1, "a"))
var pairs = Array<(a: Int, b: Int)>()
pairs.append((3, 4))
print(pending, pending[0].item, pairs[0].b)
let typed: Queue<(x: Int, y: Int)> = Queue()
print(typed.all.count)
func identity<T>(_ values: [T]) -> [T] { values }
func largest<T: Comparable>(_ values: [T]) -> T { values.max()! }
print(identity([2.5, -1, 0.5]), largest([1, 2.5]))
struct Scheduler {
    var queue = Queue<(at: Int, name: String)>()
    var other: Queue<(a: Int, b: Int)> = Queue()
    mutating func add() { queue.push((1, "x")); self.other.push((2, 3)) }
}
func fill(_ q: inout Queue<(k: Int, v: Int)>) { q.push((5, 6)) }
var scheduler = Scheduler()
scheduler.add()
scheduler.queue.push((4, "y"))
var filled = Queue<(k: Int, v: Int)>()
fill(&filled)
print(scheduler.queue.all.map(\.name), scheduler.other.first!.b, filled.first!.v)
func named<T>(_ pair: (name: String, value: T)) -> String { "\(pair.name)=\(pair.value)" }
func orDefault<T>(_ value: T?, _ fallback: T) -> T { value ?? fallback }
print(named(("a", 1)), orDefault(.none, 5), orDefault(2, 5))
