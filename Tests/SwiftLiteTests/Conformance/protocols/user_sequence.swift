// Protocols: a type of the program conforming to Sequence gets for-in and the standard sequence methods through its iterator.
struct Countdown: Sequence {
    let start: Int
    struct Iterator: IteratorProtocol {
        var current: Int
        mutating func next() -> Int? {
            guard current > 0 else { return nil }
            defer { current -= 1 }
            return current
        }
    }
    func makeIterator() -> Iterator { Iterator(current: start) }
    var total: Int { reduce(0, +) }
}
for n in Countdown(start: 3) { print("tick", n) }
let five = Countdown(start: 5)
print(five.map { $0 * 10 }, five.filter { $0 % 2 == 0 }, five.total)
print(Array(five), five.contains(4), five.max()!, five.sorted(), five.first { $0 < 3 }!)
print(five.reduce(into: [String]()) { $0.append("#\($0.count):\($1)") })
print(Countdown(start: 0).map { $0 }.isEmpty, five.enumerated().map { $0.offset + $0.element })
indirect enum Chain {
    case end
    case link(Int, Chain)
    var text: String {
        switch self {
        case .end: return "end"
        case .link(let value, let rest): return "\(value)>" + rest.text
        }
    }
}
let chain = Countdown(start: 3).reduce(Chain.end) { .link($1, $0) }
print(chain.text)
