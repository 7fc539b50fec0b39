// App: a line-based diff between two texts using the longest common subsequence, printed as unified-style +/- lines.
enum Change: Equatable {
    case same(String)
    case added(String)
    case removed(String)
    var line: String {
        switch self {
        case .same(let s): return "  " + s
        case .added(let s): return "+ " + s
        case .removed(let s): return "- " + s
        }
    }
}
func diff(_ old: [String], _ new: [String]) -> [Change] {
    let n = old.count, m = new.count
    var lcs = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
    for i in stride(from: n - 1, through: 0, by: -1) {
        for j in stride(from: m - 1, through: 0, by: -1) {
            lcs[i][j] = old[i] == new[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
        }
    }
    var changes: [Change] = []
    var i = 0, j = 0
    while i < n || j < m {
        if i < n && j < m && old[i] == new[j] {
            changes.append(.same(old[i])); i += 1; j += 1
        } else if j < m && (i == n || lcs[i][j + 1] >= lcs[i + 1][j]) {
            changes.append(.added(new[j])); j += 1
        } else {
            changes.append(.removed(old[i])); i += 1
        }
    }
    return changes
}
let before = """
struct Point {
    var x: Int
    var y: Int
}
let p = Point(x: 1, y: 2)
print(p)
""".split(separator: "\n").map(String.init)
let after = """
struct Point: Equatable {
    var x: Int
    var y: Int
    var z = 0
}
let p = Point(x: 1, y: 2)
print(p == p)
""".split(separator: "\n").map(String.init)
let changes = diff(before, after)
changes.forEach { print($0.line) }
let added = changes.filter { if case .added = $0 { return true } else { return false } }.count
let removed = changes.filter { if case .removed = $0 { return true } else { return false } }.count
print("\(added) insertions(+), \(removed) deletions(-)")
print(diff(["a", "b", "c"], ["a", "b", "c"]).allSatisfy { if case .same = $0 { return true } else { return false } })
print(diff([], ["x"]).map(\.line), diff(["y"], []).map(\.line))
