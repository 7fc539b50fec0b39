// Everyday: for case with enum patterns and optionals, for ... where, and labelled loops with filters.
enum Event {
    case tap(x: Int, y: Int)
    case key(String)
    case scroll(Int)
}
let events: [Event] = [.tap(x: 1, y: 2), .key("a"), .scroll(5), .tap(x: 9, y: 0), .key("b")]
for case let .tap(x, y) in events {
    print("tap at", x, y)
}
for case .key(let k) in events where k != "a" {
    print("key", k)
}
let maybes: [Int?] = [1, nil, 3, nil, 5]
for case let value? in maybes {
    print("value", value)
}
for case .some(let v) in maybes where v > 2 {
    print("big", v)
}
for n in 1...20 where n % 6 == 0 {
    print("multiple of 6:", n)
}
let words = ["apple", "kiwi", "banana", "fig"]
for (i, w) in words.enumerated() where w.count > 3 {
    print(i, w)
}
let pairs = [(1, "one"), (2, "two"), (3, "three")]
for case (let n, let name) in pairs where n != 2 {
    print(n, name)
}
for case let (n, name) in pairs where name.hasPrefix("t") {
    print(name, n)
}
let mixed: [Any] = [1, "two", 3, 4.0]
for case let s as String in mixed {
    print("string", s)
}
