// App: union-find with path compression and union by rank, used for Kruskal's minimum spanning tree and counting islands.
struct UnionFind {
    private var parent: [Int]
    private var rank: [Int]
    private(set) var sets: Int
    init(_ n: Int) {
        parent = Array(0..<n)
        rank = Array(repeating: 0, count: n)
        sets = n
    }
    mutating func find(_ x: Int) -> Int {
        if parent[x] != x { parent[x] = find(parent[x]) }
        return parent[x]
    }
    @discardableResult
    mutating func union(_ a: Int, _ b: Int) -> Bool {
        let ra = find(a), rb = find(b)
        guard ra != rb else { return false }
        if rank[ra] < rank[rb] { parent[ra] = rb } else if rank[ra] > rank[rb] { parent[rb] = ra } else {
            parent[rb] = ra
            rank[ra] += 1
        }
        sets -= 1
        return true
    }
}
let cities = ["A", "B", "C", "D", "E", "F"]
let edges = [(0, 1, 7), (0, 3, 5), (1, 2, 8), (1, 3, 9), (1, 4, 7), (2, 4, 5), (3, 4, 15), (3, 5, 6), (4, 5, 8), (2, 5, 11)]
var uf = UnionFind(cities.count)
var tree: [(Int, Int, Int)] = []
for edge in edges.sorted(by: { ($0.2, $0.0, $0.1) < ($1.2, $1.0, $1.1) }) where uf.union(edge.0, edge.1) {
    tree.append(edge)
}
for (a, b, w) in tree { print("\(cities[a])-\(cities[b]) \(w)") }
print("total weight:", tree.map(\.2).reduce(0, +), "edges:", tree.count, "sets:", uf.sets)
let map = [
    "11000",
    "11010",
    "00100",
    "00011",
    "10011",
].map { Array($0) }
let rows = map.count, cols = map[0].count
var islands = UnionFind(rows * cols)
var water = 0
for r in 0..<rows {
    for c in 0..<cols {
        if map[r][c] == "0" { water += 1; continue }
        if r + 1 < rows && map[r + 1][c] == "1" { islands.union(r * cols + c, (r + 1) * cols + c) }
        if c + 1 < cols && map[r][c + 1] == "1" { islands.union(r * cols + c, r * cols + c + 1) }
    }
}
print("islands:", islands.sets - water)
var groups: [Int: [String]] = [:]
for r in 0..<rows { for c in 0..<cols where map[r][c] == "1" { groups[islands.find(r * cols + c), default: []].append("\(r)\(c)") } }
print(groups.values.map { $0.sorted() }.sorted { $0[0] < $1[0] })
