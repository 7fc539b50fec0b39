// App: an undirected graph as an adjacency dictionary, with BFS shortest paths, DFS order and connected components.
struct Graph {
    private(set) var edges: [String: [String]] = [:]
    mutating func connect(_ a: String, _ b: String) {
        edges[a, default: []].append(b)
        edges[b, default: []].append(a)
    }
    mutating func addNode(_ n: String) { edges[n, default: []] += [] }
    func neighbors(_ n: String) -> [String] { (edges[n] ?? []).sorted() }
    var nodes: [String] { edges.keys.sorted() }
    func bfsPath(from start: String, to goal: String) -> [String]? {
        var queue = [start]
        var previous: [String: String] = [:]
        var seen: Set<String> = [start]
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            if node == goal {
                var path = [goal]
                while let p = previous[path[0]] { path.insert(p, at: 0) }
                return path
            }
            for next in neighbors(node) where !seen.contains(next) {
                seen.insert(next)
                previous[next] = node
                queue.append(next)
            }
        }
        return nil
    }
    func dfs(from start: String) -> [String] {
        var order: [String] = []
        var seen = Set<String>()
        func visit(_ n: String) {
            guard seen.insert(n).inserted else { return }
            order.append(n)
            for next in neighbors(n) { visit(next) }
        }
        visit(start)
        return order
    }
    func components() -> [[String]] {
        var seen = Set<String>()
        var result: [[String]] = []
        for node in nodes where !seen.contains(node) {
            let part = dfs(from: node)
            seen.formUnion(part)
            result.append(part.sorted())
        }
        return result
    }
}
var g = Graph()
for (a, b) in [("A", "B"), ("A", "C"), ("B", "D"), ("C", "D"), ("D", "E"), ("F", "G")] {
    g.connect(a, b)
}
g.addNode("H")
print(g.nodes)
print(g.bfsPath(from: "A", to: "E")!)
print(g.bfsPath(from: "E", to: "A")!.joined(separator: " -> "))
print(g.bfsPath(from: "A", to: "G") == nil)
print(g.dfs(from: "A"))
print(g.components())
print(g.components().map(\.count).max()!)
