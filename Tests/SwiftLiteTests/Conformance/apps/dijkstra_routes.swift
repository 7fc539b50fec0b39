// App: shortest routes between cities with Dijkstra's algorithm over weighted edges, printing each route and its cost.
struct Edge {
    let to: String
    let km: Int
}
struct RoadMap {
    var roads: [String: [Edge]] = [:]
    mutating func road(_ a: String, _ b: String, _ km: Int) {
        roads[a, default: []].append(Edge(to: b, km: km))
        roads[b, default: []].append(Edge(to: a, km: km))
    }
    func shortest(from start: String) -> (dist: [String: Int], prev: [String: String]) {
        var dist = [start: 0]
        var prev: [String: String] = [:]
        var done = Set<String>()
        while true {
            let candidates = dist.filter { !done.contains($0.key) }
            guard let (city, d) = candidates.min(by: { ($0.value, $0.key) < ($1.value, $1.key) }) else { break }
            done.insert(city)
            for edge in roads[city] ?? [] {
                let nd = d + edge.km
                if nd < dist[edge.to] ?? Int.max {
                    dist[edge.to] = nd
                    prev[edge.to] = city
                }
            }
        }
        return (dist, prev)
    }
    func route(_ from: String, _ to: String) -> (path: [String], km: Int)? {
        let (dist, prev) = shortest(from: from)
        guard let km = dist[to] else { return nil }
        var path = [to]
        while let p = prev[path.last!] { path.append(p) }
        return (path.reversed(), km)
    }
}
var map = RoadMap()
map.road("Amsterdam", "Utrecht", 45)
map.road("Utrecht", "Arnhem", 65)
map.road("Amsterdam", "Zwolle", 110)
map.road("Zwolle", "Arnhem", 70)
map.road("Arnhem", "Nijmegen", 20)
map.road("Utrecht", "Nijmegen", 90)
map.road("Groningen", "Zwolle", 105)
map.roads["Island"] = []
for (a, b) in [("Amsterdam", "Nijmegen"), ("Groningen", "Utrecht"), ("Nijmegen", "Amsterdam"), ("Amsterdam", "Island")] {
    if let r = map.route(a, b) {
        print("\(a) to \(b): \(r.km) km via \(r.path.joined(separator: ", "))")
    } else {
        print("\(a) to \(b): no route")
    }
}
let all = map.shortest(from: "Utrecht").dist
for city in all.keys.sorted(by: { (all[$0]!, $0) < (all[$1]!, $1) }) {
    print(city, all[city]!)
}
