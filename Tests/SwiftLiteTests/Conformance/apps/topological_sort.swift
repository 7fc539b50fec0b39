// App: order build targets by their dependencies with Kahn's topological sort, detect cycles and compute build levels.
struct BuildGraph {
    private(set) var deps: [String: Set<String>] = [:]
    mutating func target(_ name: String, dependsOn: [String] = []) {
        deps[name, default: []].formUnion(dependsOn)
        for d in dependsOn where deps[d] == nil { deps[d] = [] }
    }
    func order() -> (order: [String], cycle: [String]) {
        var remaining = deps.mapValues { $0.count }
        var dependents: [String: [String]] = [:]
        for (t, ds) in deps { for d in ds { dependents[d, default: []].append(t) } }
        var ready = remaining.filter { $0.value == 0 }.map(\.key).sorted()
        var result: [String] = []
        while !ready.isEmpty {
            let t = ready.removeFirst()
            result.append(t)
            for next in (dependents[t] ?? []).sorted() {
                remaining[next]! -= 1
                if remaining[next] == 0 {
                    ready.append(next)
                    ready.sort()
                }
            }
        }
        let cycle = remaining.filter { $0.value > 0 }.map(\.key).sorted()
        return (result, cycle)
    }
    func levels() -> [[String]] {
        var level: [String: Int] = [:]
        func depth(_ t: String) -> Int {
            if let l = level[t] { return l }
            let l = (deps[t] ?? []).map { depth($0) + 1 }.max() ?? 0
            level[t] = l
            return l
        }
        deps.keys.forEach { _ = depth($0) }
        let maxLevel = level.values.max() ?? 0
        return (0...maxLevel).map { l in level.filter { $0.value == l }.map(\.key).sorted() }
    }
}
var graph = BuildGraph()
graph.target("app", dependsOn: ["ui", "network", "storage"])
graph.target("ui", dependsOn: ["core", "assets"])
graph.target("network", dependsOn: ["core"])
graph.target("storage", dependsOn: ["core", "sqlite"])
graph.target("tests", dependsOn: ["app", "mocks"])
graph.target("mocks", dependsOn: ["network"])
let (order, cycle) = graph.order()
print(order)
print(cycle.isEmpty ? "no cycle" : "cycle among \(cycle)")
for (i, level) in graph.levels().enumerated() { print("level \(i): \(level.joined(separator: " "))") }
graph.target("core", dependsOn: ["tests"])
let broken = graph.order()
print(broken.order, "cycle among", broken.cycle)
