// A small program: an account made of closures over shared state, with validation.
func makeAccount(balance initial: Int) -> (deposit: (Int) -> Bool, withdraw: (Int) -> Bool, balance: () -> Int) {
    var balance = initial
    func deposit(_ amount: Int) -> Bool {
        guard amount > 0 else { return false }
        balance += amount
        return true
    }
    func withdraw(_ amount: Int) -> Bool {
        guard amount > 0, amount <= balance else { return false }
        balance -= amount
        return true
    }
    return (deposit, withdraw, { balance })
}
let account = makeAccount(balance: 100)
print(account.deposit(50), account.withdraw(500), account.withdraw(30), account.deposit(-1))
print(account.balance())
