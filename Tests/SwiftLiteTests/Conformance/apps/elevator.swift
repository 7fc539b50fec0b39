// App: an elevator controller serving floor requests with the SCAN strategy, stepping floor by floor with a log.
enum Direction { case up, down, idle }
final class Elevator {
    private(set) var floor: Int
    private(set) var direction = Direction.idle
    private(set) var requests = Set<Int>()
    private(set) var log: [String] = []
    private(set) var traveled = 0
    let floors: ClosedRange<Int>
    init(floors: ClosedRange<Int>, start: Int) {
        self.floors = floors
        floor = start
    }
    func request(_ f: Int) {
        guard floors.contains(f), f != floor || direction != .idle else { return }
        requests.insert(f)
    }
    func step() {
        if requests.contains(floor) {
            requests.remove(floor)
            log.append("open at \(floor)")
            return
        }
        switch direction {
        case .idle:
            guard let nearest = requests.min(by: { (abs($0 - floor), $0) < (abs($1 - floor), $1) }) else { return }
            direction = nearest > floor ? .up : .down
        case .up where !requests.contains(where: { $0 > floor }):
            direction = requests.isEmpty ? .idle : .down
        case .down where !requests.contains(where: { $0 < floor }):
            direction = requests.isEmpty ? .idle : .up
        default: break
        }
        switch direction {
        case .up: floor += 1; traveled += 1
        case .down: floor -= 1; traveled += 1
        case .idle: break
        }
    }
    func run(steps: Int, calls: [Int: [Int]]) {
        for t in 0..<steps {
            for f in calls[t] ?? [] { request(f) }
            step()
        }
    }
}
let elevator = Elevator(floors: 0...9, start: 3)
elevator.run(steps: 30, calls: [0: [7, 1], 2: [4], 5: [9, 0], 12: [5]])
print(elevator.log)
print("at floor \(elevator.floor), traveled \(elevator.traveled), pending \(elevator.requests.sorted())")
elevator.request(42)
elevator.request(2)
elevator.run(steps: 5, calls: [:])
print(elevator.log.last!, elevator.requests.isEmpty)
