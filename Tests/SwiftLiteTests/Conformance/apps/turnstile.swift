// App: a coin-operated turnstile as a table-driven state machine with actions, an alarm state and statistics.
enum State: String { case locked, unlocked, alarm }
enum Event: String { case coin, push, reset, kick }
enum Action: String { case unlock, lock, thank, soundAlarm, silence, none }
struct Transition: Hashable {
    let state: State
    let event: Event
}
struct Turnstile {
    private(set) var state = State.locked
    private(set) var coins = 0
    private(set) var passages = 0
    private(set) var alarms = 0
    let table: [Transition: (State, Action)] = [
        Transition(state: .locked, event: .coin): (.unlocked, .unlock),
        Transition(state: .locked, event: .push): (.locked, .none),
        Transition(state: .locked, event: .kick): (.alarm, .soundAlarm),
        Transition(state: .unlocked, event: .coin): (.unlocked, .thank),
        Transition(state: .unlocked, event: .push): (.locked, .lock),
        Transition(state: .alarm, event: .reset): (.locked, .silence),
    ]
    mutating func handle(_ event: Event) -> Action {
        guard let (next, action) = table[Transition(state: state, event: event)] else { return .none }
        switch action {
        case .unlock, .thank: coins += 1
        case .lock: passages += 1
        case .soundAlarm: alarms += 1
        default: break
        }
        state = next
        return action
    }
}
var gate = Turnstile()
let events: [Event] = [.push, .coin, .coin, .push, .push, .kick, .coin, .push, .reset, .coin, .push]
var trace: [String] = []
for e in events {
    let before = gate.state
    let action = gate.handle(e)
    trace.append("\(before.rawValue) --\(e.rawValue)/\(action.rawValue)--> \(gate.state.rawValue)")
}
trace.forEach { print($0) }
print("coins \(gate.coins), passages \(gate.passages), alarms \(gate.alarms)")
let revenue = gate.coins * 50
print("revenue: \(revenue / 100).\(revenue % 100)")
let ignored = zip(events, trace).filter { $0.1.contains("/none") }.map { $0.0.rawValue }
print("ignored events:", ignored)
print(gate.table.count, gate.table.keys.filter { $0.state == .locked }.count)
