// An implicit member takes its type from a dictionary's values in `d[key, default: .x]`,
// and from the expected result of `reduce(.x) { ... }`.
enum Level: Int, Comparable {
    case low = 1, medium, high
    static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
}

var shortest: [String: Int] = ["a": 3]
print(shortest["a", default: .max] < 5, shortest["b", default: .max] == Int.max)
shortest["b", default: .max] = 7
var levels: [String: Level] = [:]
print(levels["x", default: .medium], levels["x", default: .low] < .high)
levels["y", default: .low] = .high
print(shortest["b"] ?? 0, levels["y"] == .high)

enum Outcome: Equatable {
    case pending
    case done(Int)
}

func total(_ values: [Int]) -> Outcome {
    values.reduce(.pending) { outcome, value in
        switch outcome {
        case .pending: return .done(value)
        case .done(let sum): return .done(sum + value)
        }
    }
}
print(total([]) == .pending, total([1, 2, 3]) == .done(6))
let highest: Level = [Level.low, .high, .medium].reduce(.low) { max($0, $1) }
print(highest)
