// App: a persistent generic linked list as an indirect enum conforming to Sequence, with map, reverse and structural sharing.
indirect enum List<Element>: Sequence {
    case empty
    case cons(Element, List<Element>)
    init(_ items: [Element]) {
        self = items.reversed().reduce(List.empty) { .cons($1, $0) }
    }
    func prepending(_ x: Element) -> List { .cons(x, self) }
    var head: Element? {
        if case .cons(let h, _) = self { return h }
        return nil
    }
    var tail: List {
        if case .cons(_, let t) = self { return t }
        return .empty
    }
    struct Iterator: IteratorProtocol {
        var current: List
        mutating func next() -> Element? {
            guard case let .cons(h, t) = current else { return nil }
            current = t
            return h
        }
    }
    func makeIterator() -> Iterator { Iterator(current: self) }
    func reversedList() -> List { reduce(List.empty) { $0.prepending($1) } }
    func mapList<U>(_ f: (Element) -> U) -> List<U> { List<U>(map(f)) }
    var count: Int { reduce(0) { n, _ in n + 1 } }
}
extension List: CustomStringConvertible {
    var description: String { "(" + map { "\($0)" }.joined(separator: " ") + ")" }
}
let base = List([1, 2, 3])
let a = base.prepending(0)
let b = base.prepending(10)
print(base, a, b)
print(a.tail.head!, b.tail.count, a.count)
print(base.reversedList(), base.mapList { $0 * $0 }, base.mapList { "n\($0)" })
print(Array(a), a.filter { $0 % 2 == 1 }, a.contains(3), a.max()!)
print(List<String>.empty, List<Int>([]).head == nil, List(["x"]).tail.count)
var sum = 0
for x in List(Array(1...10)) { sum += x }
print(sum, List(Array(1...5)).reduce(1, *))
let words = List(["swift", "is", "fun"])
print(words.sorted(), words.map(\.count), words.first { $0.count == 2 }!)
