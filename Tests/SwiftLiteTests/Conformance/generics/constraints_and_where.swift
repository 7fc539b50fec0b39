// Generics: constraints on type parameters, where clauses, and protocol-constrained generic types.
protocol Scored { var score: Int { get } }
struct Player: Scored { let name: String; let score: Int }
struct Team: Scored { let score: Int }
func best<T: Scored>(_ items: [T]) -> T? {
    items.max { $0.score < $1.score }
}
print(best([Player(name: "a", score: 3), Player(name: "b", score: 8)])!.name)
print(best([Team(score: 1)])!.score)
func total<S: Sequence>(_ items: S) -> Int where S.Element: Scored {
    items.reduce(0) { $0 + $1.score }
}
print(total([Team(score: 4), Team(score: 5)]))
func allEqual<T>(_ items: [T]) -> Bool where T: Equatable {
    guard let first = items.first else { return true }
    return items.allSatisfy { $0 == first }
}
print(allEqual([1, 1, 1]), allEqual(["a", "b"]), allEqual([Double]()))
struct SortedList<Element: Comparable> {
    private(set) var items: [Element] = []
    mutating func insert(_ x: Element) {
        var i = 0
        while i < items.count && items[i] < x { i += 1 }
        items.insert(x, at: i)
    }
}
var list = SortedList<Int>()
for x in [5, 1, 4, 2] { list.insert(x) }
print(list.items)
var names = SortedList<String>()
names.insert("m"); names.insert("a"); names.insert("z")
print(names.items)
func merge<K: Hashable, V>(_ a: [K: V], _ b: [K: V], prefer: (V, V) -> V) -> [K: V] {
    var out = a
    for (k, v) in b { out[k] = out[k].map { prefer($0, v) } ?? v }
    return out
}
let merged = merge(["x": 1, "y": 2], ["y": 10, "z": 3], prefer: +)
print(merged.keys.sorted(), merged["y"]!)
