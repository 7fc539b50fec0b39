// Printing: what a call of a function-typed variable, property, element or result returns prints as its type says (`Optional(3)` for an `Int?`).
let positive: (Int) -> Int? = { $0 > 0 ? $0 : nil }
print(positive(3))
print(positive(-1))
print(positive(4) ?? 0)

let half = { (x: Int) -> Int? in x % 2 == 0 ? x / 2 : nil }
print(half(8), half(7))

struct Lookup {
    var find: (String) -> String? = { $0 == "a" ? "A" : nil }
    let count: (String) -> Int = { $0.count }
}
let lookup = Lookup()
print(lookup.find("a"))
print(lookup.find("b"))
print(lookup.count("abc"))

let ops: [String: (Int) -> Int] = ["double": { $0 * 2 }, "square": { $0 * $0 }]
print(ops["double"]?(2))
print(ops["square"]?(5))
print(ops["cube"]?(2))

func parser(for prefix: String) -> (String) -> String? {
    { $0.hasPrefix(prefix) ? String($0.dropFirst(prefix.count)) : nil }
}
print(parser(for: "#")("#tag"))
let hashtag = parser(for: "#")
print(hashtag("plain"), hashtag("#swift"))

let steps: [(Int) -> Int?] = [{ $0 + 1 }, { _ in nil }]
print(steps[0](5))
print(steps[1](5))
for step in steps {
    print(step(10))
}

var callback: ((Int) -> String?)? = { "got \($0)" }
print(callback?(1))
callback = nil
print(callback?(1))
print("\(positive(2))")
