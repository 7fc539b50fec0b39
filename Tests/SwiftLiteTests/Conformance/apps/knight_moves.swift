// App: chess knight moves: parse squares like "e4", BFS for the fewest moves between squares, and a reachability map.
struct Square: Hashable, CustomStringConvertible {
    let file: Int, rank: Int
    init?(file: Int, rank: Int) {
        guard (0..<8).contains(file), (0..<8).contains(rank) else { return nil }
        self.file = file
        self.rank = rank
    }
    init?(_ text: String) {
        let chars = Array(text)
        guard chars.count == 2, let f = "abcdefgh".firstIndex(of: chars[0]), let r = Int(String(chars[1])) else { return nil }
        self.init(file: "abcdefgh".distance(from: "abcdefgh".startIndex, to: f), rank: r - 1)
    }
    var description: String { String(Array("abcdefgh")[file]) + String(rank + 1) }
    var knightMoves: [Square] {
        [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)].compactMap { Square(file: file + $0.0, rank: rank + $0.1) }
    }
}
func shortest(from a: Square, to b: Square) -> [Square] {
    var previous: [Square: Square] = [:]
    var queue = [a]
    var seen: Set<Square> = [a]
    var i = 0
    while i < queue.count {
        let s = queue[i]
        i += 1
        if s == b { break }
        for n in s.knightMoves.sorted(by: { ($0.file, $0.rank) < ($1.file, $1.rank) }) where seen.insert(n).inserted {
            previous[n] = s
            queue.append(n)
        }
    }
    var path = [b]
    while let p = previous[path[0]] { path.insert(p, at: 0) }
    return path
}
for (from, to) in [("a1", "b3"), ("a1", "h8"), ("e4", "e5"), ("g1", "f3"), ("a1", "a1")] {
    let path = shortest(from: Square(from)!, to: Square(to)!)
    print("\(from) -> \(to): \(path.count - 1) moves \(path.map(\.description).joined(separator: " "))")
}
print(Square("i9") == nil, Square("e") == nil, Square("h8")!.knightMoves.map(\.description).sorted())
let origin = Square("d4")!
var distance: [Square: Int] = [origin: 0]
var frontier = [origin]
while !frontier.isEmpty {
    var next: [Square] = []
    for s in frontier { for n in s.knightMoves where distance[n] == nil { distance[n] = distance[s]! + 1; next.append(n) } }
    frontier = next
}
for rank in (0..<8).reversed() {
    print("\(rank + 1) " + (0..<8).map { String(distance[Square(file: $0, rank: rank)!]!) }.joined(separator: " "))
}
print("  a b c d e f g h", "max:", distance.values.max()!)
