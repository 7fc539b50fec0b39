// A literal where one of the program's types is expected makes a value through the
// type's literal initializer: strings, integers, floats, Booleans, nil, arrays and
// dictionaries, nested, and as an operand compared with a value of the type.
struct Tags: ExpressibleByArrayLiteral, Equatable, CustomStringConvertible {
    var items: [String]
    init(arrayLiteral elements: String...) { items = elements }
    var description: String { items.isEmpty ? "<none>" : items.joined(separator: ",") }
}

struct Name: ExpressibleByStringLiteral, Equatable {
    let value: String
    init(stringLiteral value: String) { self.value = value.capitalizedFirst }
}

extension String {
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}

struct Meters: ExpressibleByFloatLiteral, CustomStringConvertible {
    let value: Double
    init(floatLiteral value: Double) { self.value = value }
    var description: String { "\(value) m" }
}

struct Count: ExpressibleByIntegerLiteral, ExpressibleByNilLiteral, CustomStringConvertible {
    let value: Int?
    init(integerLiteral value: Int) { self.value = value }
    init(nilLiteral: ()) { value = nil }
    var description: String { value.map { "\($0)" } ?? "unknown" }
}

struct Flag: ExpressibleByBooleanLiteral {
    let on: Bool
    init(booleanLiteral value: Bool) { on = value }
}

struct Headers: ExpressibleByDictionaryLiteral {
    var pairs: [(String, String)]
    init(dictionaryLiteral elements: (String, String)...) { pairs = elements }
}

let tags: Tags = ["swift", "ui"]
let none: Tags = []
let name: Name = "ada"
let height: Meters = 1.5
let count: Count = 3
let unknown: Count = nil
let flag: Flag = true
let headers: Headers = ["Accept": "json", "Auth": "token"]
let empty: Headers = [:]
print(tags, none, name.value, height, count, unknown, flag.on)
print(headers.pairs.map { "\($0.0)=\($0.1)" }, empty.pairs.count)
print(tags == ["swift", "ui"], name == "Ada", ["a"] == tags)

func describe(_ tags: Tags, _ counts: [Count]) -> String { "\(tags) \(counts)" }
print(describe(["x"], [1, nil, 2]))
let grid: [String: Tags] = ["row": ["a", "b"]]
print(grid["row"]!.items.count)
