// A state machine for a media player: events drive transitions, with guards and a history.
enum PlayerState: Equatable, CustomStringConvertible {
    case idle
    case loading(url: String)
    case playing(position: Int)
    case paused(position: Int)
    case failed(reason: String)

    var description: String {
        switch self {
        case .idle: return "idle"
        case .loading(let url): return "loading \(url)"
        case let .playing(position): return "playing@\(position)"
        case .paused(let position): return "paused@\(position)"
        case .failed(let reason): return "failed(\(reason))"
        }
    }
}

enum PlayerEvent {
    case load(String), loaded, tick(Int), pause, resume, stop, error(String)
}

struct Player {
    private(set) var state: PlayerState = .idle
    private(set) var history: [PlayerState] = []
    var onChange: ((PlayerState, PlayerState) -> Void)?

    mutating func send(_ event: PlayerEvent) {
        let old = state
        switch (state, event) {
        case (.idle, .load(let url)), (.failed, .load(let url)):
            state = url.hasPrefix("https://") ? .loading(url: url) : .failed(reason: "insecure")
        case (.loading, .loaded):
            state = .playing(position: 0)
        case (.playing(let p), .tick(let seconds)) where seconds > 0:
            state = .playing(position: p + seconds)
        case (.playing(let p), .pause):
            state = .paused(position: p)
        case (.paused(let p), .resume):
            state = .playing(position: p)
        case (_, .stop):
            state = .idle
        case (_, .error(let message)):
            state = .failed(reason: message)
        default:
            return
        }
        history.append(old)
        onChange?(old, state)
    }

    var isActive: Bool {
        if case .playing = state { return true }
        if case .paused = state { return true }
        return false
    }
}

var log: [String] = []
var player = Player()
player.onChange = { old, new in log.append("\(old) -> \(new)") }
let script: [PlayerEvent] = [
    .load("http://x"), .load("https://song"), .tick(3), .loaded, .tick(5), .tick(-1),
    .pause, .tick(2), .resume, .tick(4), .error("network"), .resume, .stop,
]
for event in script {
    player.send(event)
}
log.forEach { print($0) }
print(player.state, player.isActive, player.history.count)
print(player.history.filter { $0 != .idle }.count)
let positions = player.history.compactMap { state -> Int? in
    if case .playing(let p) = state { return p }
    return nil
}
print(positions, positions.max() ?? -1)
