// Class hierarchy for accounts: overrides, super calls, computed and lazy properties,
// static counters, identity, and a ledger of transactions as an enum.
enum Transaction: CustomStringConvertible {
    case deposit(Int), withdrawal(Int), fee(Int), interest(Int)
    var amount: Int {
        switch self {
        case .deposit(let a), .interest(let a): return a
        case .withdrawal(let a), .fee(let a): return -a
        }
    }
    var description: String {
        let sign = amount >= 0 ? "+" : "-"
        return "\(sign)\(abs(amount))"
    }
}

class Account: CustomStringConvertible {
    static private(set) var opened = 0
    let number: Int
    let owner: String
    private(set) var ledger: [Transaction] = []
    lazy var label: String = "\(kind) #\(number)"

    init(owner: String) {
        Account.opened += 1
        number = 1000 + Account.opened
        self.owner = owner
    }

    var kind: String { "Account" }
    var balance: Int { ledger.reduce(0) { $0 + $1.amount } }
    var description: String { "\(label) \(owner): \(balance)" }

    func record(_ t: Transaction) { ledger.append(t) }

    func deposit(_ amount: Int) { record(.deposit(amount)) }

    @discardableResult
    func withdraw(_ amount: Int) -> Bool {
        guard amount <= balance else { return false }
        record(.withdrawal(amount))
        return true
    }

    func endOfMonth() {}
}

class Checking: Account {
    let monthlyFee: Int
    init(owner: String, fee: Int) {
        monthlyFee = fee
        super.init(owner: owner)
    }
    override var kind: String { "Checking" }
    override func endOfMonth() {
        super.endOfMonth()
        if balance < 500 { record(.fee(monthlyFee)) }
    }
}

final class Savings: Account {
    var ratePercent = 2
    override var kind: String { "Savings" }
    override func withdraw(_ amount: Int) -> Bool {
        let withdrawalsThisMonth = ledger.filter { if case .withdrawal = $0 { return true }; return false }.count
        guard withdrawalsThisMonth < 2 else { return false }
        return super.withdraw(amount)
    }
    override func endOfMonth() {
        record(.interest(balance * ratePercent / 100))
    }
}

let accounts: [Account] = [Checking(owner: "Ada", fee: 5), Savings(owner: "Ada"), Account(owner: "Bo")]
accounts[0].deposit(300)
accounts[1].deposit(1000)
accounts[2].deposit(50)
print(accounts[0].withdraw(400), accounts[0].withdraw(100))
print(accounts[1].withdraw(10), accounts[1].withdraw(10), accounts[1].withdraw(10))
accounts.forEach { $0.endOfMonth() }
for account in accounts { print(account, account.ledger) }
print(Account.opened, accounts.map(\.number))
let byOwner = Dictionary(grouping: accounts, by: \.owner).mapValues { $0.reduce(0) { $0 + $1.balance } }
print(byOwner.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" })
let same = accounts[1]
same.deposit(1)
print(same === accounts[1], accounts[1].balance, accounts.filter { $0 is Savings }.count)
if let savings = accounts[1] as? Savings { savings.ratePercent = 10; savings.endOfMonth(); print(savings.balance) }
