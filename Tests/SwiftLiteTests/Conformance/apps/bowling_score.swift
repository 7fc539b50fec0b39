// App: score ten-pin bowling games from roll lists: frames as an enum (strike, spare, open), bonuses and a score card.
enum Frame: CustomStringConvertible {
    case strike
    case spare(first: Int)
    case open(Int, Int)
    case tenth([Int])
    var description: String {
        switch self {
        case .strike: return "X"
        case .spare(let a): return "\(a)/"
        case let .open(a, b): return "\(a == 0 ? "-" : String(a))\(b == 0 ? "-" : String(b))"
        case .tenth(let rolls):
            var out = ""
            var i = 0
            while i < rolls.count {
                if rolls[i] == 10 { out += "X"; i += 1; continue }
                if i + 1 < rolls.count && rolls[i] + rolls[i + 1] == 10 {
                    out += "\(rolls[i])/"; i += 2
                } else {
                    out += String(rolls[i]); i += 1
                }
            }
            return out
        }
    }
}
func frames(_ rolls: [Int]) -> [Frame] {
    var result: [Frame] = []
    var i = 0
    while result.count < 9 && i < rolls.count {
        if rolls[i] == 10 {
            result.append(.strike); i += 1
        } else if rolls[i] + rolls[i + 1] == 10 {
            result.append(.spare(first: rolls[i])); i += 2
        } else {
            result.append(.open(rolls[i], rolls[i + 1])); i += 2
        }
    }
    result.append(.tenth(Array(rolls[i...])))
    return result
}
func score(_ rolls: [Int]) -> [Int] {
    var totals: [Int] = []
    var running = 0, i = 0
    for frame in 0..<10 {
        if frame == 9 {
            running += rolls[i...].reduce(0, +)
        } else if rolls[i] == 10 {
            running += 10 + rolls[i + 1] + rolls[i + 2]; i += 1
        } else if rolls[i] + rolls[i + 1] == 10 {
            running += 10 + rolls[i + 2]; i += 2
        } else {
            running += rolls[i] + rolls[i + 1]; i += 2
        }
        totals.append(running)
    }
    return totals
}
let games: [(String, [Int])] = [
    ("perfect", Array(repeating: 10, count: 12)),
    ("gutter", Array(repeating: 0, count: 20)),
    ("all spares", Array(repeating: 5, count: 21)),
    ("mixed", [10, 7, 3, 9, 0, 10, 0, 8, 8, 2, 0, 6, 10, 10, 10, 8, 1]),
]
for (name, rolls) in games {
    let card = frames(rolls).map(\.description).joined(separator: "|")
    print("\(name): \(card) -> \(score(rolls).last!)")
}
print(score(games[3].1))
