// Generics: extensions of generic types, constrained extensions (where Element: ...), and generic methods on them.
struct Stack<Element> {
    var items: [Element] = []
    mutating func push(_ x: Element) { items.append(x) }
}
extension Stack {
    var top: Element? { items.last }
    func mapped<U>(_ f: (Element) -> U) -> Stack<U> { Stack<U>(items: items.map(f)) }
}
extension Stack where Element: Numeric {
    var sum: Element { items.reduce(0, +) }
}
extension Stack where Element == String {
    var sentence: String { items.joined(separator: " ") }
}
var s = Stack<Int>()
s.push(2); s.push(5)
print(s.top!, s.sum, s.mapped { "n\($0)" }.sentence)
extension Array where Element: Comparable {
    func isSortedAscending() -> Bool {
        zip(self, dropFirst()).allSatisfy { $0 <= $1 }
    }
}
print([1, 2, 2, 5].isSortedAscending(), ["b", "a"].isSortedAscending())
extension Array where Element == Int {
    var average: Double { isEmpty ? 0 : Double(reduce(0, +)) / Double(count) }
}
print([1, 2, 3, 4].average)
extension Sequence where Element: Hashable {
    func frequencies() -> [Element: Int] {
        reduce(into: [:]) { $0[$1, default: 0] += 1 }
    }
}
let f = "mississippi".frequencies()
print(f.keys.sorted().map { "\($0)\(f[$0]!)" }.joined())
extension Optional where Wrapped == String {
    var orEmpty: String { self ?? "" }
}
let missing: String? = nil
print("[\(missing.orEmpty)]", "[\(Optional("x").orEmpty)]")
