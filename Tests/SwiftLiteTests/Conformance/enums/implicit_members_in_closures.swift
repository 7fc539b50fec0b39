// Enums: implicit members returned by a map closure passed where [T] is expected, and arrays built from reduce(into:) and map.
indirect enum Node {
    case leaf(String)
    case group(String, [Node])
    static func item(_ name: String) -> Node { .leaf(name.uppercased()) }
    static func list(_ name: String, _ children: [Node] = []) -> Node { .group(name, children) }
    var size: Int {
        switch self {
        case .leaf: return 1
        case .group(_, let children): return 1 + children.map(\.size).reduce(0, +)
        }
    }
    var text: String {
        switch self {
        case .leaf(let name): return name
        case .group(let name, let children): return name + "(" + children.map(\.text).joined(separator: " ") + ")"
        }
    }
}
let tree = Node.list("root", [1, 2, 3].map { .item("n\($0)") })
print(tree.size, tree.text)
let nested = Node.list("a", ["x", "y"].map { name in .list(name, [.item(name)]) })
print(nested.text)
let counts = "banana".reduce(into: [Character: Int]()) { $0[$1, default: 0] += 1 }
var nodes = counts.map { Node.leaf("\($0.key)\($0.value)") }
let first = nodes.removeFirst()
nodes.append(.group("g", [first]))
print(nodes.map(\.size).sorted(), nodes.count)
