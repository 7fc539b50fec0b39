// Graph algorithms on a transit map: BFS for fewest stops, Dijkstra for shortest time.
struct Edge: Hashable {
    let to: String
    let minutes: Int
    let line: String
}

struct TransitMap {
    private(set) var adjacency: [String: [Edge]] = [:]

    mutating func connect(_ a: String, _ b: String, minutes: Int, line: String) {
        adjacency[a, default: []].append(Edge(to: b, minutes: minutes, line: line))
        adjacency[b, default: []].append(Edge(to: a, minutes: minutes, line: line))
    }

    var stations: [String] { adjacency.keys.sorted() }

    func fewestStops(from start: String, to goal: String) -> [String]? {
        var queue = [start]
        var previous: [String: String] = [:]
        var visited: Set<String> = [start]
        while !queue.isEmpty {
            let station = queue.removeFirst()
            if station == goal { break }
            for edge in (adjacency[station] ?? []).sorted(by: { $0.to < $1.to }) where !visited.contains(edge.to) {
                visited.insert(edge.to)
                previous[edge.to] = station
                queue.append(edge.to)
            }
        }
        guard visited.contains(goal) else { return nil }
        var path = [goal]
        while let step = previous[path[0]] { path.insert(step, at: 0) }
        return path
    }

    func fastest(from start: String, to goal: String) -> (minutes: Int, path: [String])? {
        var best: [String: Int] = [start: 0]
        var previous: [String: String] = [:]
        var done: Set<String> = []
        while let (station, time) = best.filter({ !done.contains($0.key) }).min(by: { ($0.value, $0.key) < ($1.value, $1.key) }) {
            if station == goal { break }
            done.insert(station)
            for edge in adjacency[station] ?? [] {
                let candidate = time + edge.minutes
                if candidate < best[edge.to, default: .max] {
                    best[edge.to] = candidate
                    previous[edge.to] = station
                }
            }
        }
        guard let total = best[goal] else { return nil }
        var path = [goal]
        while let step = previous[path.first!] { path.insert(step, at: 0) }
        return (total, path)
    }

    func lines(through station: String) -> Set<String> {
        Set((adjacency[station] ?? []).map(\.line))
    }
}

var map = TransitMap()
map.connect("Airport", "Central", minutes: 25, line: "Express")
map.connect("Airport", "Docks", minutes: 8, line: "Blue")
map.connect("Docks", "Market", minutes: 6, line: "Blue")
map.connect("Market", "Central", minutes: 5, line: "Blue")
map.connect("Central", "Park", minutes: 4, line: "Red")
map.connect("Market", "Park", minutes: 12, line: "Green")
map.connect("Zoo", "Lake", minutes: 3, line: "Yellow")

print(map.stations)
print(map.fewestStops(from: "Airport", to: "Park") ?? [])
if let route = map.fastest(from: "Airport", to: "Park") {
    print(route.minutes, route.path.joined(separator: " → "))
}
print(map.fewestStops(from: "Airport", to: "Zoo") == nil, map.fastest(from: "Lake", to: "Zoo")?.minutes ?? -1)
print(map.lines(through: "Market").sorted(), map.lines(through: "Nowhere").isEmpty)
let degrees = map.stations.map { ($0, map.adjacency[$0]!.count) }.filter { $0.1 > 2 }
print(degrees.map { "\($0.0):\($0.1)" })
let totalTrack = map.adjacency.values.flatMap { $0 }.reduce(0) { $0 + $1.minutes } / 2
print("track minutes:", totalTrack)
