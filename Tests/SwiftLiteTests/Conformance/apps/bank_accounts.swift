// App: a bank with a class hierarchy of accounts (savings with interest, checking with overdraft) and a transaction log.
class Account: CustomStringConvertible {
    let number: String
    private(set) var balance: Int
    private(set) var log: [String] = []
    init(number: String, opening: Int) {
        self.number = number
        balance = opening
        record("open \(opening)")
    }
    var kind: String { "account" }
    var limit: Int { 0 }
    func record(_ entry: String) { log.append(entry) }
    func deposit(_ amount: Int) {
        precondition(amount > 0)
        balance += amount
        record("deposit \(amount)")
    }
    func withdraw(_ amount: Int) -> Bool {
        guard balance - amount >= -limit else {
            record("refused \(amount)")
            return false
        }
        balance -= amount
        record("withdraw \(amount)")
        return true
    }
    func monthEnd() {}
    var description: String { "\(kind) \(number): \(balance)" }
}
final class Savings: Account {
    let ratePercent: Int
    init(number: String, opening: Int, ratePercent: Int) {
        self.ratePercent = ratePercent
        super.init(number: number, opening: opening)
    }
    override var kind: String { "savings" }
    override func monthEnd() {
        let interest = balance * ratePercent / 100
        if interest > 0 { deposit(interest) }
    }
}
final class Checking: Account {
    override var kind: String { "checking" }
    override var limit: Int { 100 }
    override func monthEnd() {
        if balance < 0 { _ = withdraw(5) }
    }
}
struct Bank {
    var accounts: [Account] = []
    func find(_ number: String) -> Account? { accounts.first { $0.number == number } }
    func transfer(_ amount: Int, from: String, to: String) -> Bool {
        guard let source = find(from), let target = find(to), source !== target else { return false }
        guard source.withdraw(amount) else { return false }
        target.deposit(amount)
        return true
    }
    var total: Int { accounts.reduce(0) { $0 + $1.balance } }
}
var bank = Bank()
bank.accounts.append(Savings(number: "S-1", opening: 1000, ratePercent: 2))
bank.accounts.append(Checking(number: "C-1", opening: 50))
print(bank.transfer(120, from: "C-1", to: "S-1"))
print(bank.transfer(100, from: "C-1", to: "S-1"))
print(bank.transfer(10, from: "S-1", to: "S-1"), bank.transfer(10, from: "X", to: "S-1"))
for account in bank.accounts { account.monthEnd() }
for account in bank.accounts {
    print(account)
    print("  " + account.log.joined(separator: "; "))
}
print("total", bank.total)
