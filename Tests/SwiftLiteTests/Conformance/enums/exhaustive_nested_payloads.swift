// Enums: a switch is exhaustive when several patterns cover a case's associated values together (every case of an enum inside, true and false inside).
enum Light { case red, yellow, green }
enum Signal {
    case light(Light)
    case blinking(Bool)
    case off
    case pair(Light, Bool)
}
func describe(_ signal: Signal) -> String {
    switch signal {
    case .light(.red): return "stop"
    case .light(.yellow): return "slow"
    case .light(.green): return "go"
    case .blinking(true): return "blinking"
    case .blinking(false): return "steady"
    case .off: return "off"
    case .pair(let light, true): return "pair on \(light)"
    case .pair(_, false): return "pair off"
    }
}
let signals: [Signal] = [.light(.red), .light(.green), .blinking(true), .blinking(false), .off, .pair(.yellow, true), .pair(.red, false)]
for signal in signals { print(describe(signal)) }
