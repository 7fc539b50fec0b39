// App: an order workflow with allowed transitions checked by a table, an audit trail, and a summary per status.
enum Status: String, CaseIterable, Comparable {
    case draft, placed, paid, shipped, delivered, cancelled
    static func < (a: Status, b: Status) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
    var allowed: Set<Status> {
        switch self {
        case .draft: return [.placed, .cancelled]
        case .placed: return [.paid, .cancelled]
        case .paid: return [.shipped, .cancelled]
        case .shipped: return [.delivered]
        case .delivered, .cancelled: return []
        }
    }
}
struct Order {
    let id: Int
    var items: [String: Int]
    private(set) var status = Status.draft
    private(set) var trail: [String] = []
    init(id: Int, items: [String: Int]) {
        self.id = id
        self.items = items
    }
    @discardableResult
    mutating func move(to next: Status) -> Bool {
        guard status.allowed.contains(next) else {
            trail.append("rejected \(status.rawValue)->\(next.rawValue)")
            return false
        }
        trail.append("\(status.rawValue)->\(next.rawValue)")
        status = next
        return true
    }
    var isOpen: Bool { status < .delivered }
}
var orders = [
    Order(id: 1, items: ["book": 2]),
    Order(id: 2, items: ["pen": 10, "ink": 1]),
    Order(id: 3, items: ["lamp": 1]),
]
orders[0].move(to: .placed)
orders[0].move(to: .paid)
orders[0].move(to: .shipped)
orders[0].move(to: .delivered)
orders[1].move(to: .placed)
orders[1].move(to: .shipped)
orders[1].move(to: .cancelled)
orders[2].move(to: .placed)
print(orders[0].move(to: .cancelled))
for order in orders {
    print("#\(order.id) \(order.status.rawValue) open=\(order.isOpen) units=\(order.items.values.reduce(0, +))")
    print("   " + order.trail.joined(separator: ", "))
}
let counts = Dictionary(grouping: orders, by: \.status).mapValues(\.count)
for status in Status.allCases where counts[status] != nil {
    print(status.rawValue, counts[status]!)
}
print(Status.paid.allowed.sorted().map(\.rawValue))
