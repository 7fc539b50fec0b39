// Enums: == on cases without associated values, synthesized Equatable with associated values, Comparable synthesis.
enum Status { case active, inactive }
print(Status.active == .active, Status.active != .inactive)
enum Token: Equatable {
    case number(Int)
    case word(String)
    case end
}
print(Token.number(1) == .number(1), Token.number(1) == .number(2), Token.word("a") == .end)
let tokens: [Token] = [.word("x"), .number(3), .end]
print(tokens.contains(.number(3)), tokens.firstIndex(of: .end)!)
enum Priority: Comparable {
    case low, medium, high
}
print(Priority.low < .high, Priority.high < .medium)
print([Priority.high, .low, .medium, .low].sorted().map { "\($0)" })
print([Priority.medium, .high, .low].max()!)
enum Grade: Int, Comparable {
    case c = 1, b, a
    static func < (lhs: Grade, rhs: Grade) -> Bool { lhs.rawValue < rhs.rawValue }
}
print([Grade.a, .c, .b].sorted().map(\.rawValue))
enum Version: Comparable {
    case beta(Int)
    case release(Int, Int)
}
print(Version.beta(9) < .release(1, 0), Version.release(1, 2) < .release(1, 10), Version.beta(2) < .beta(1))
