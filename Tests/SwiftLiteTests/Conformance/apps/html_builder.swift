// App: build an HTML document as an indirect enum tree with attributes, escape text, render indented, and count nodes.
indirect enum Node {
    case element(String, attributes: [(String, String)], children: [Node])
    case text(String)
    static func tag(_ name: String, _ attributes: [(String, String)] = [], _ children: [Node] = []) -> Node {
        .element(name, attributes: attributes, children: children)
    }
}
func escape(_ s: String) -> String {
    var out = ""
    for ch in s {
        switch ch {
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "&": out += "&amp;"
        case "\"": out += "&quot;"
        default: out.append(ch)
        }
    }
    return out
}
func render(_ node: Node, indent: Int = 0) -> [String] {
    let pad = String(repeating: "  ", count: indent)
    switch node {
    case .text(let s):
        return [pad + escape(s)]
    case let .element(name, attributes, children):
        let attrs = attributes.map { " \($0.0)=\"\(escape($0.1))\"" }.joined()
        if children.isEmpty { return ["\(pad)<\(name)\(attrs)/>"] }
        if children.count == 1, case .text(let s) = children[0] { return ["\(pad)<\(name)\(attrs)>\(escape(s))</\(name)>"] }
        return ["\(pad)<\(name)\(attrs)>"] + children.flatMap { render($0, indent: indent + 1) } + ["\(pad)</\(name)>"]
    }
}
func count(_ node: Node) -> (elements: Int, texts: Int) {
    switch node {
    case .text: return (0, 1)
    case let .element(_, _, children):
        return children.map(count).reduce((1, 0)) { ($0.0 + $1.elements, $0.1 + $1.texts) }
    }
}
struct Product { let name: String; let price: Int; let tags: [String] }
let products = [Product(name: "Tea & Biscuits", price: 450, tags: ["food"]), Product(name: "<Mug>", price: 899, tags: [])]
let page = Node.tag("html", [], [
    .tag("head", [], [.tag("title", [], [.text("Shop")])]),
    .tag("body", [("class", "dark")], [
        .tag("h1", [], [.text("Products (\(products.count))")]),
        .tag("ul", [], products.map { p in
            .tag("li", [("data-price", String(p.price))], [
                .text(p.name),
                p.tags.isEmpty ? .tag("br") : .tag("span", [("class", "tag")], [.text(p.tags.joined(separator: ","))]),
            ])
        }),
        .tag("p", [("title", "say \"hi\"")], [.text("1 < 2")]),
    ]),
])
render(page).forEach { print($0) }
let c = count(page)
print("elements: \(c.elements), text nodes: \(c.texts)")
