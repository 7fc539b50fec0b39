// App: a mustache-like template renderer: {{name}} variables with filters, {{#list}} sections and missing-value reports.
enum Value {
    case text(String)
    case number(Int)
    case list([[String: Value]])
    case flag(Bool)
}
func find(_ pattern: String, in chars: [Character], from start: Int) -> Int? {
    let p = Array(pattern)
    guard chars.count >= p.count else { return nil }
    var i = start
    while i + p.count <= chars.count {
        if Array(chars[i..<(i + p.count)]) == p { return i }
        i += 1
    }
    return nil
}
struct Renderer {
    var missing: [String] = []
    mutating func render(_ template: String, _ context: [String: Value]) -> String {
        let chars = Array(template)
        var out = ""
        var i = 0
        while let open = find("{{", in: chars, from: i) {
            out += String(chars[i..<open])
            guard let close = find("}}", in: chars, from: open + 2) else {
                i = open
                break
            }
            let tag = String(chars[(open + 2)..<close]).filter { $0 != " " }
            i = close + 2
            if tag.hasPrefix("#") {
                let name = String(tag.dropFirst())
                guard let end = find("{{/\(name)}}", in: chars, from: i) else { continue }
                let inner = String(chars[i..<end])
                i = end + name.count + 5
                switch context[name] {
                case .list(let items)?: out += items.map { render(inner, context.merging($0) { $1 }) }.joined()
                case .flag(true)?: out += render(inner, context)
                default: break
                }
                continue
            }
            let parts = tag.split(separator: "|").map(String.init)
            var value: String
            switch context[parts[0]] {
            case .text(let s)?: value = s
            case .number(let n)?: value = String(n)
            case .flag(let b)?: value = String(b)
            case .list(let l)?: value = "\(l.count) items"
            case nil:
                missing.append(parts[0])
                value = ""
            }
            for filter in parts.dropFirst() {
                switch filter {
                case "upper": value = value.uppercased()
                case "lower": value = value.lowercased()
                case "title": value = value.prefix(1).uppercased() + value.dropFirst()
                default: missing.append("filter " + filter)
                }
            }
            out += value
        }
        return out + String(chars[i...])
    }
}
var renderer = Renderer()
let template = """
Hello {{ name|title }}! You have {{count}} new messages{{#vip}} (VIP){{/vip}}.
{{#messages}}- {{from|upper}}: {{subject}}
{{/messages}}Bye, {{team}} {{signature|bold}}
"""
let context: [String: Value] = [
    "name": .text("ada"), "count": .number(2), "vip": .flag(true), "team": .text("the team"),
    "messages": .list([["from": .text("bob"), "subject": .text("Lunch?")], ["from": .text("cy"), "subject": .text("Review")]]),
]
print(renderer.render(template, context))
print("missing:", renderer.missing)
var plain = Renderer()
print(plain.render("{{#vip}}hidden{{/vip}}[{{nothing}}] {{messages}}", ["vip": .flag(false), "messages": .list([])]))
print(plain.missing)
