// App: a traffic light state machine with timed phases, a pedestrian request and a fault mode, driven tick by tick.
enum Phase: String, CaseIterable {
    case red, redAmber, green, amber, flashing
    var duration: Int {
        switch self {
        case .red: return 4
        case .redAmber: return 1
        case .green: return 3
        case .amber: return 1
        case .flashing: return 1
        }
    }
    var next: Phase {
        switch self {
        case .red: return .redAmber
        case .redAmber: return .green
        case .green: return .amber
        case .amber: return .red
        case .flashing: return .flashing
        }
    }
}
struct TrafficLight {
    private(set) var phase = Phase.red
    private(set) var elapsed = 0
    var pedestrianWaiting = false
    private(set) var history: [String] = []
    mutating func tick() {
        elapsed += 1
        if phase == .green && pedestrianWaiting && elapsed >= 1 {
            change(to: .amber)
            pedestrianWaiting = false
        } else if elapsed >= phase.duration {
            change(to: phase.next)
        }
    }
    mutating func fault() { change(to: .flashing) }
    mutating func reset() { change(to: .red) }
    private mutating func change(to newPhase: Phase) {
        history.append("\(phase.rawValue)->\(newPhase.rawValue)")
        phase = newPhase
        elapsed = 0
    }
}
var light = TrafficLight()
var timeline: [String] = []
for t in 0..<14 {
    if t == 6 { light.pedestrianWaiting = true }
    light.tick()
    timeline.append(light.phase.rawValue)
}
print(timeline.joined(separator: " "))
print(light.history.count, light.history.prefix(3))
light.fault()
light.tick()
light.tick()
print(light.phase, light.history.last!)
light.reset()
print(light.phase, light.elapsed)
let total = Phase.allCases.filter { $0 != .flashing }.map(\.duration).reduce(0, +)
print("cycle length:", total)
