// A JSON value model built from literals, with a subscript path, pretty printing and a
// typed decoder, the shape of a network layer's test fixtures.
enum JSON: Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSON])
    case object([String: JSON])

    subscript(key: String) -> JSON {
        if case .object(let fields) = self { return fields[key] ?? .null }
        return .null
    }

    subscript(index: Int) -> JSON {
        if case .array(let items) = self, items.indices.contains(index) { return items[index] }
        return .null
    }

    var stringValue: String? { if case .string(let s) = self { return s }; return nil }
    var intValue: Int? { if case .number(let n) = self { return Int(n) }; return nil }

    func rendered(indent: Int = 0) -> String {
        let pad = String(repeating: "  ", count: indent)
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return n == n.rounded() ? String(Int(n)) : String(n)
        case .string(let s): return "\"\(s)\""
        case .array(let items):
            if items.isEmpty { return "[]" }
            return "[" + items.map { $0.rendered(indent: indent) }.joined(separator: ", ") + "]"
        case .object(let fields):
            let lines = fields.keys.sorted().map { "\(pad)  \"\($0)\": \(fields[$0]!.rendered(indent: indent + 1))" }
            return "{\n" + lines.joined(separator: ",\n") + "\n\(pad)}"
        }
    }
}

extension JSON: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral, ExpressibleByFloatLiteral
{
    init(stringLiteral value: String) { self = .string(value) }
    init(integerLiteral value: Int) { self = .number(Double(value)) }
    init(floatLiteral value: Double) { self = .number(value) }
    init(booleanLiteral value: Bool) { self = .bool(value) }
    init(arrayLiteral elements: JSON...) { self = .array(elements) }
    init(dictionaryLiteral elements: (String, JSON)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
    init(nilLiteral: ()) { self = .null }
}

struct User {
    let name: String
    let age: Int
    let tags: [String]

    init?(json: JSON) {
        guard let name = json["name"].stringValue, let age = json["age"].intValue else { return nil }
        self.name = name
        self.age = age
        if case .array(let items) = json["tags"] { tags = items.compactMap(\.stringValue) } else { tags = [] }
    }
}

let payload: JSON = [
    "users": [
        ["name": "Ada", "age": 36, "tags": ["math", "engines"]],
        ["name": "Alan", "age": 41.5, "admin": true],
        ["name": nil, "age": 3],
    ],
    "page": 1,
    "next": nil,
]
print(payload["users"][0]["name"], payload["users"][1]["age"], payload["missing"][3])
print(payload["page"] == 1, payload["next"] == .null, payload["users"][0]["tags"] == ["math", "engines"])
if case .array(let raw) = payload["users"] {
    let users = raw.compactMap(User.init(json:))
    for user in users { print(user.name, user.age, user.tags) }
}
print(payload["users"][1].rendered())
let small: JSON = ["ok": true, "ratio": 0.25, "list": []]
print(small.rendered())
