// App: an observable store with subscriptions held as closures, tokens to cancel them, and derived values recomputed on change.
final class Observable<Value> {
    private var observers: [Int: (Value, Value) -> Void] = [:]
    private var nextToken = 0
    var value: Value {
        didSet {
            for token in observers.keys.sorted() { observers[token]!(oldValue, value) }
        }
    }
    init(_ value: Value) { self.value = value }
    @discardableResult
    func observe(_ handler: @escaping (Value, Value) -> Void) -> Int {
        nextToken += 1
        observers[nextToken] = handler
        return nextToken
    }
    func cancel(_ token: Int) { observers[token] = nil }
    var observerCount: Int { observers.count }
}
struct CartItem {
    let name: String
    let price: Int
}
let cart = Observable<[CartItem]>([])
var log: [String] = []
var badge = 0
var total = 0
cart.observe { _, new in badge = new.count }
let totalToken = cart.observe { _, new in total = new.reduce(0) { $0 + $1.price } }
cart.observe { old, new in
    if new.count > old.count { log.append("added \(new.last!.name)") }
    else if new.count < old.count { log.append("removed \(old.count - new.count)") }
}
cart.value.append(CartItem(name: "book", price: 12))
cart.value.append(CartItem(name: "pen", price: 2))
print(badge, total, log)
cart.cancel(totalToken)
cart.value.append(CartItem(name: "lamp", price: 30))
print(badge, total, cart.observerCount)
cart.value.removeAll { $0.price < 20 }
print(badge, cart.value.map(\.name), log)
let temperature = Observable(20.0)
var alerts: [String] = []
temperature.observe { old, new in
    if (old < 30) != (new < 30) { alerts.append(new >= 30 ? "too hot at \(new)" : "back to normal at \(new)") }
}
for t in [25.0, 31.5, 33, 29, 28, 35] { temperature.value = t }
print(alerts)
