// App: event sourcing: an account's state rebuilt by folding an event log, with snapshots, projections and a replay.
enum Event {
    case opened(owner: String)
    case deposited(Int)
    case withdrew(Int)
    case renamed(String)
    case closed
}
struct AccountState: Equatable {
    var owner = ""
    var balance = 0
    var isOpen = false
    var version = 0
    func applying(_ e: Event) -> AccountState {
        var s = self
        s.version += 1
        switch e {
        case .opened(let owner): s.owner = owner; s.isOpen = true
        case .deposited(let n): s.balance += n
        case .withdrew(let n): s.balance -= n
        case .renamed(let name): s.owner = name
        case .closed: s.isOpen = false
        }
        return s
    }
}
struct EventStore {
    private(set) var events: [Event] = []
    private(set) var snapshots: [Int: AccountState] = [:]
    let snapshotEvery = 3
    mutating func append(_ e: Event) -> Bool {
        let current = state()
        switch e {
        case .withdrew(let n) where n > current.balance: return false
        case .deposited, .withdrew, .renamed, .closed: if !current.isOpen { return false }
        default: break
        }
        events.append(e)
        if events.count % snapshotEvery == 0 { snapshots[events.count] = state() }
        return true
    }
    func state(at version: Int? = nil) -> AccountState {
        let target = version ?? events.count
        let start = snapshots.keys.filter { $0 <= target }.max()
        let base = start.map { snapshots[$0]! } ?? AccountState()
        return events[(start ?? 0)..<target].reduce(base) { $0.applying($1) }
    }
}
var store = EventStore()
let commands: [Event] = [.opened(owner: "ann"), .deposited(100), .withdrew(30), .withdrew(500), .renamed("Ann B."), .deposited(45), .closed, .deposited(1)]
print(commands.map { store.append($0) })
let final = store.state()
print(final.owner, final.balance, final.isOpen, final.version)
print(store.snapshots.keys.sorted())
for v in [0, 2, 4, 6] {
    let s = store.state(at: v)
    print("v\(v): \(s.owner.isEmpty ? "-" : s.owner) \(s.balance)")
}
let fromScratch = store.events.reduce(AccountState()) { $0.applying($1) }
print(fromScratch == final)
let deposits = store.events.compactMap { if case .deposited(let n) = $0 { return n } else { return nil } }
print("deposits:", deposits, "total in:", deposits.reduce(0, +))
