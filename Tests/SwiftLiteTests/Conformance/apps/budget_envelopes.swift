// App: envelope budgeting with classes: envelopes funded from income, spending that may borrow from a buffer, monthly rollover.
final class Envelope: CustomStringConvertible {
    let name: String
    let monthly: Int
    private(set) var balance = 0
    private(set) var spent = 0
    let rollsOver: Bool
    init(_ name: String, monthly: Int, rollsOver: Bool = true) {
        self.name = name
        self.monthly = monthly
        self.rollsOver = rollsOver
    }
    func fund(_ amount: Int) { balance += amount }
    func spend(_ amount: Int) -> Int {
        let covered = min(amount, balance)
        balance -= covered
        spent += covered
        return amount - covered
    }
    func closeMonth() -> Int {
        spent = 0
        guard !rollsOver else { return 0 }
        defer { balance = 0 }
        return balance
    }
    var description: String { "\(name): \(balance)/\(monthly)" }
}
final class Budget {
    var envelopes: [Envelope]
    var buffer = 0
    var overspent: [String] = []
    init(_ envelopes: [Envelope]) { self.envelopes = envelopes }
    func receive(income: Int) {
        var left = income
        for e in envelopes {
            let amount = min(left, e.monthly)
            e.fund(amount)
            left -= amount
        }
        buffer += left
    }
    func spend(_ amount: Int, from name: String) {
        guard let e = envelopes.first(where: { $0.name == name }) else { return }
        let missing = e.spend(amount)
        if missing > 0 {
            let borrowed = min(missing, buffer)
            buffer -= borrowed
            if missing > borrowed { overspent.append("\(name) short by \(missing - borrowed)") }
        }
    }
    func closeMonth() { buffer += envelopes.map { $0.closeMonth() }.reduce(0, +) }
}
let budget = Budget([Envelope("rent", monthly: 900), Envelope("food", monthly: 300), Envelope("fun", monthly: 100, rollsOver: false), Envelope("savings", monthly: 200)])
budget.receive(income: 1600)
budget.spend(900, from: "rent")
budget.spend(340, from: "food")
budget.spend(60, from: "fun")
print(budget.envelopes, budget.buffer)
budget.closeMonth()
print(budget.envelopes, budget.buffer)
budget.receive(income: 1300)
budget.spend(900, from: "rent")
budget.spend(250, from: "food")
budget.spend(180, from: "fun")
budget.spend(50, from: "travel")
print(budget.envelopes, budget.buffer, budget.overspent)
