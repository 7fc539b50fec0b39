// App: a generic in-memory repository over Identifiable entities with queries, sorting by key path, and change tracking.
protocol Entity: Identifiable where ID == Int {
    var id: Int { get set }
}
struct Repository<T: Entity> {
    private(set) var items: [Int: T] = [:]
    private(set) var changes: [String] = []
    private var nextID = 1
    @discardableResult
    mutating func insert(_ item: T) -> Int {
        var copy = item
        copy.id = nextID
        items[nextID] = copy
        changes.append("insert \(nextID)")
        nextID += 1
        return copy.id
    }
    mutating func update(_ id: Int, _ change: (inout T) -> Void) -> Bool {
        guard var item = items[id] else { return false }
        change(&item)
        items[id] = item
        changes.append("update \(id)")
        return true
    }
    mutating func delete(_ id: Int) -> T? {
        let removed = items.removeValue(forKey: id)
        if removed != nil { changes.append("delete \(id)") }
        return removed
    }
    func all<V: Comparable>(sortedBy path: KeyPath<T, V>, descending: Bool = false) -> [T] {
        items.values.sorted { descending ? $0[keyPath: path] > $1[keyPath: path] : $0[keyPath: path] < $1[keyPath: path] }
    }
    func filter(_ isIncluded: (T) -> Bool) -> [T] { items.values.filter(isIncluded).sorted { $0.id < $1.id } }
    var count: Int { items.count }
}
struct Customer: Entity {
    var id = 0
    var name: String
    var city: String
    var spent: Int
}
struct Ticket: Entity {
    var id = 0
    var title: String
    var open = true
}
var customers = Repository<Customer>()
for (name, city, spent) in [("Ana", "Lima", 120), ("Bo", "Oslo", 40), ("Cy", "Lima", 300), ("Di", "Rome", 75)] {
    customers.insert(Customer(name: name, city: city, spent: spent))
}
print(customers.all(sortedBy: \.spent, descending: true).map(\.name))
print(customers.all(sortedBy: \.name).map { "\($0.id):\($0.city)" })
print(customers.update(2) { $0.spent += 500; $0.city = "Lima" }, customers.update(9) { $0.spent = 0 })
print(customers.filter { $0.city == "Lima" }.map(\.name))
print(customers.delete(1)?.name ?? "-", customers.delete(1)?.name ?? "-", customers.count)
print(customers.changes)
var tickets = Repository<Ticket>()
let first = tickets.insert(Ticket(title: "Crash on launch"))
tickets.insert(Ticket(title: "Typo"))
_ = tickets.update(first) { $0.open = false }
print(tickets.filter(\.open).map(\.title), tickets.all(sortedBy: \.title).map(\.id))
