// App: a vending machine as an enum-driven state machine: insert coins, select, dispense with change, cancel.
enum Coin: Int, CaseIterable {
    case quarter = 25, dime = 10, nickel = 5
}
enum State: Equatable {
    case idle
    case collecting(Int)
    case dispensing(item: String, change: Int)
    case soldOut(String)
}
enum Input {
    case coin(Coin)
    case select(String)
    case cancel
    case take
}
struct Machine {
    var prices = ["cola": 75, "chips": 50, "gum": 35]
    var stock = ["cola": 1, "chips": 5, "gum": 0]
    var state = State.idle
    var returned: [Int] = []
    mutating func handle(_ input: Input) {
        switch (state, input) {
        case (.idle, .coin(let c)):
            state = .collecting(c.rawValue)
        case (.collecting(let sum), .coin(let c)):
            state = .collecting(sum + c.rawValue)
        case (.collecting(let sum), .select(let item)):
            guard let price = prices[item] else { return }
            if stock[item, default: 0] == 0 {
                state = .soldOut(item)
                returned.append(sum)
            } else if sum >= price {
                stock[item]! -= 1
                state = .dispensing(item: item, change: sum - price)
            }
        case (.collecting(let sum), .cancel):
            returned.append(sum)
            state = .idle
        case (.dispensing, .take), (.soldOut, .take):
            state = .idle
        default:
            break
        }
    }
}
func coins(for amount: Int) -> [String] {
    var rest = amount
    var out: [String] = []
    for coin in Coin.allCases {
        while rest >= coin.rawValue {
            out.append("\(coin)")
            rest -= coin.rawValue
        }
    }
    return out
}
var machine = Machine()
let script: [Input] = [
    .select("cola"), .coin(.quarter), .coin(.quarter), .select("cola"), .coin(.quarter), .coin(.dime),
    .select("cola"), .take, .coin(.quarter), .coin(.quarter), .coin(.quarter), .select("cola"), .take,
    .coin(.dime), .select("gum"), .take, .coin(.nickel), .cancel,
]
for input in script {
    machine.handle(input)
    switch machine.state {
    case .idle: print("idle")
    case .collecting(let sum): print("credit \(sum)")
    case let .dispensing(item, change): print("dispense \(item), change \(change): \(coins(for: change))")
    case .soldOut(let item): print("\(item) sold out")
    }
}
print("returned:", machine.returned, "cola left:", machine.stock["cola"]!)
