// App: a small JSON parser written by hand into an indirect enum, with pretty printing and path lookups.
indirect enum JSON: Equatable {
    case null
    case bool(Bool)
    case number(Int)
    case string(String)
    case array([JSON])
    case object([(String, JSON)])
    static func == (a: JSON, b: JSON) -> Bool { a.render() == b.render() }
    func render() -> String {
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return String(n)
        case .string(let s): return "\"\(s)\""
        case .array(let items): return "[" + items.map { $0.render() }.joined(separator: ",") + "]"
        case .object(let pairs): return "{" + pairs.map { "\"\($0.0)\":\($0.1.render())" }.joined(separator: ",") + "}"
        }
    }
    subscript(key: String) -> JSON? {
        guard case .object(let pairs) = self else { return nil }
        return pairs.first { $0.0 == key }?.1
    }
    subscript(index: Int) -> JSON? {
        guard case .array(let items) = self, items.indices.contains(index) else { return nil }
        return items[index]
    }
}
struct Reader {
    let chars: [Character]
    var i = 0
    init(_ text: String) { chars = Array(text) }
    mutating func skip() { while i < chars.count && chars[i] == " " { i += 1 } }
    mutating func value() -> JSON {
        skip()
        let c = chars[i]
        if c == "{" {
            i += 1
            var pairs: [(String, JSON)] = []
            while true {
                skip()
                if chars[i] == "}" { i += 1; break }
                guard case .string(let key) = value() else { return .null }
                skip(); i += 1
                pairs.append((key, value()))
                skip()
                if chars[i] == "," { i += 1 }
            }
            return .object(pairs)
        }
        if c == "[" {
            i += 1
            var items: [JSON] = []
            while true {
                skip()
                if chars[i] == "]" { i += 1; break }
                items.append(value())
                skip()
                if chars[i] == "," { i += 1 }
            }
            return .array(items)
        }
        if c == "\"" {
            i += 1
            var s = ""
            while chars[i] != "\"" { s.append(chars[i]); i += 1 }
            i += 1
            return .string(s)
        }
        var word = ""
        while i < chars.count, !",]} ".contains(chars[i]) { word.append(chars[i]); i += 1 }
        switch word {
        case "null": return .null
        case "true": return .bool(true)
        case "false": return .bool(false)
        default: return .number(Int(word) ?? 0)
        }
    }
}
var reader = Reader(#"{"name": "Ada", "age": 36, "langs": ["swift", "c"], "admin": false, "boss": null}"#)
let doc = reader.value()
print(doc.render())
print(doc["name"]?.render() ?? "-", doc["langs"]?[1]?.render() ?? "-", doc["langs"]?[5]?.render() ?? "-")
if case .number(let age)? = doc["age"] { print("age next year", age + 1) }
print(doc["boss"] == .null, doc["admin"] == .bool(false), doc["missing"] == nil)
var r2 = Reader("[1, [2, 3], {\"k\": [ ]}]")
print(r2.value().render())
