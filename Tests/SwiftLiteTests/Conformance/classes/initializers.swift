// Classes: designated and convenience initializers, default property values and failable init.
class Account {
    let owner: String
    var balance: Int
    var history: [Int] = []
    init(owner: String, balance: Int) {
        self.owner = owner
        self.balance = balance
    }
    convenience init(owner: String) {
        self.init(owner: owner, balance: 0)
    }
    init?(record: String) {
        let parts = record.split(separator: ",")
        guard parts.count == 2, let amount = Int(parts[1]) else { return nil }
        owner = String(parts[0])
        balance = amount
    }
}
let x = Account(owner: "x", balance: 5)
let y = Account(owner: "y")
print(x.owner, x.balance, y.owner, y.balance, y.history.isEmpty)
if let z = Account(record: "zed,42") {
    print(z.owner, z.balance)
}
print(Account(record: "bad") == nil)

class Box {
    var items: [String]
    init(_ items: String...) {
        self.items = items
    }
}
print(Box("a", "b", "c").items, Box().items.count)
class Defaults {
    var a = 1
    var b = "two"
    var c: Double?
}
let d = Defaults()
print(d.a, d.b, d.c == nil)
