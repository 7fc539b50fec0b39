// App: tennis scoring: points to games (deuce and advantage) to sets (tie-break at 6-6) with a running scoreboard.
enum Player: Int { case one = 0, two = 1 }
struct GameScore {
    var points = [0, 0]
    var winner: Player? {
        for p in [Player.one, .two] {
            let me = points[p.rawValue], other = points[1 - p.rawValue]
            if me >= 4 && me - other >= 2 { return p }
        }
        return nil
    }
    var call: String {
        let (a, b) = (points[0], points[1])
        if a >= 3 && b >= 3 {
            if a == b { return "deuce" }
            return "advantage \(a > b ? "one" : "two")"
        }
        let names = ["love", "15", "30", "40"]
        return a == b ? "\(names[a])-all" : "\(names[min(a, 3)])-\(names[min(b, 3)])"
    }
}
struct Match {
    var games = [0, 0]
    var sets: [(Int, Int)] = []
    var game = GameScore()
    var tieBreak = [0, 0]
    var inTieBreak: Bool { games == [6, 6] }
    mutating func point(_ p: Player) {
        if inTieBreak {
            tieBreak[p.rawValue] += 1
            if tieBreak[p.rawValue] >= 7 && tieBreak[p.rawValue] - tieBreak[1 - p.rawValue] >= 2 {
                games[p.rawValue] += 1
                finishSet()
            }
            return
        }
        game.points[p.rawValue] += 1
        if let w = game.winner {
            games[w.rawValue] += 1
            game = GameScore()
            if (games[w.rawValue] >= 6 && games[w.rawValue] - games[1 - w.rawValue] >= 2) || games[w.rawValue] == 7 { finishSet() }
        }
    }
    mutating func finishSet() {
        sets.append((games[0], games[1]))
        games = [0, 0]
        tieBreak = [0, 0]
    }
    var board: String {
        let done = sets.map { "\($0.0)-\($0.1)" }.joined(separator: " ")
        let current = inTieBreak ? "tie-break \(tieBreak[0])-\(tieBreak[1])" : "\(games[0])-\(games[1]) \(game.call)"
        return (done.isEmpty ? "" : done + " | ") + current
    }
}
var m = Match()
let rally: [Player] = [.one, .one, .two, .one, .two, .two, .one, .two, .two, .one, .one, .one]
for p in rally { m.point(p) }
print(m.board)
for _ in 0..<4 { m.point(.two) }
print(m.board)
for _ in 0..<4 * 5 { m.point(.one) }
print(m.board)
for g in 0..<11 { for _ in 0..<4 { m.point(g % 2 == 0 ? .two : .one) } }
print(m.board)
for p: Player in [.one, .two, .one, .two, .one, .one, .two, .two, .one, .one, .one] { m.point(p) }
print(m.board)
print(m.sets.count, m.sets.map { $0.0 > $0.1 ? "one" : "two" })
