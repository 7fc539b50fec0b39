// App: a pomodoro timer view model with phases, ticks of one second, pause/resume, and a text display like a view shows.
enum Phase: Equatable {
    case work(round: Int)
    case shortBreak
    case longBreak
    var seconds: Int {
        switch self {
        case .work: return 25 * 60
        case .shortBreak: return 5 * 60
        case .longBreak: return 15 * 60
        }
    }
    var title: String {
        switch self {
        case .work(let round): return "Focus \(round)/4"
        case .shortBreak: return "Short break"
        case .longBreak: return "Long break"
        }
    }
}
final class PomodoroModel {
    private(set) var phase = Phase.work(round: 1)
    private(set) var remaining = Phase.work(round: 1).seconds
    private(set) var isRunning = false
    private(set) var completedRounds = 0
    var onPhaseChange: ((Phase) -> Void)?
    var display: String {
        let m = remaining / 60, s = remaining % 60
        return "\(phase.title) \(m < 10 ? "0" : "")\(m):\(s < 10 ? "0" : "")\(s)\(isRunning ? "" : " (paused)")"
    }
    func toggle() { isRunning.toggle() }
    func tick(_ seconds: Int = 1) {
        guard isRunning else { return }
        for _ in 0..<seconds {
            remaining -= 1
            if remaining == 0 { advance() }
        }
    }
    func skip() { advance() }
    private func advance() {
        switch phase {
        case .work(let round):
            completedRounds += 1
            phase = round == 4 ? .longBreak : .shortBreak
        case .shortBreak:
            phase = .work(round: completedRounds % 4 + 1)
        case .longBreak:
            phase = .work(round: 1)
        }
        remaining = phase.seconds
        onPhaseChange?(phase)
    }
}
let model = PomodoroModel()
var changes: [String] = []
model.onPhaseChange = { changes.append($0.title) }
print(model.display)
model.toggle()
model.tick(61)
print(model.display)
model.toggle()
model.tick(500)
print(model.display)
model.toggle()
model.tick(24 * 60 - 1)
print(model.display)
model.tick(5 * 60)
print(model.display)
for _ in 0..<6 { model.skip() }
print(model.display, model.completedRounds)
print(changes)
