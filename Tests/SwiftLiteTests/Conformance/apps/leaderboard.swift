// App: a game leaderboard: merge score submissions, keep each player's best, rank with ties (1, 2, 2, 4) and show movement.
struct Submission {
    let player: String
    let score: Int
    let round: Int
}
struct Row: CustomStringConvertible {
    let rank: Int
    let player: String
    let score: Int
    let movement: String
    var description: String {
        let name = player + String(repeating: " ", count: max(0, 8 - player.count))
        return "\(rank < 10 ? " " : "")\(rank). \(name)\(score) \(movement)"
    }
}
func bestScores(_ submissions: [Submission], upTo round: Int) -> [String: Int] {
    submissions.filter { $0.round <= round }.reduce(into: [:]) { best, s in
        best[s.player] = max(best[s.player] ?? Int.min, s.score)
    }
}
func ranks(_ scores: [String: Int]) -> [(String, Int, Int)] {
    let ordered = scores.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
    var result: [(String, Int, Int)] = []
    for (i, entry) in ordered.enumerated() {
        let rank = i > 0 && entry.value == ordered[i - 1].value ? result[i - 1].2 : i + 1
        result.append((entry.key, entry.value, rank))
    }
    return result
}
func table(_ submissions: [Submission], round: Int) -> [Row] {
    let previous = Dictionary(uniqueKeysWithValues: ranks(bestScores(submissions, upTo: round - 1)).map { ($0.0, $0.2) })
    return ranks(bestScores(submissions, upTo: round)).map { player, score, rank in
        let movement: String
        if let before = previous[player] {
            movement = before == rank ? "=" : before > rank ? "↑\(before - rank)" : "↓\(rank - before)"
        } else {
            movement = "new"
        }
        return Row(rank: rank, player: player, score: score, movement: movement)
    }
}
let submissions = [
    Submission(player: "ann", score: 120, round: 1), Submission(player: "bob", score: 90, round: 1),
    Submission(player: "cy", score: 120, round: 1), Submission(player: "dee", score: 60, round: 1),
    Submission(player: "bob", score: 150, round: 2), Submission(player: "dee", score: 55, round: 2),
    Submission(player: "eve", score: 90, round: 2), Submission(player: "cy", score: 100, round: 2),
    Submission(player: "dee", score: 130, round: 3), Submission(player: "ann", score: 150, round: 3),
]
for round in 1...3 {
    print("Round \(round)")
    table(submissions, round: round).forEach { print($0) }
}
let totals = submissions.reduce(into: [String: Int]()) { $0[$1.player, default: 0] += $1.score }
let mostActive = Dictionary(grouping: submissions, by: \.player).max { ($0.value.count, $1.key) < ($1.value.count, $0.key) }!
print("total points:", totals.values.reduce(0, +), "most active:", mostActive.key, mostActive.value.count)
