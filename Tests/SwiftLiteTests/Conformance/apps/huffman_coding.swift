// App: Huffman coding with an indirect enum tree: build from frequencies, derive codes, encode and decode a message.
indirect enum HuffTree {
    case leaf(Character, Int)
    case node(HuffTree, HuffTree, Int)
    var weight: Int {
        switch self {
        case .leaf(_, let w), .node(_, _, let w): return w
        }
    }
    var smallest: Character {
        switch self {
        case .leaf(let c, _): return c
        case let .node(l, r, _): return min(l.smallest, r.smallest)
        }
    }
}
func build(_ text: String) -> HuffTree {
    let freq = text.reduce(into: [Character: Int]()) { $0[$1, default: 0] += 1 }
    var queue = freq.map { HuffTree.leaf($0.key, $0.value) }
    func order(_ a: HuffTree, _ b: HuffTree) -> Bool { (a.weight, a.smallest) < (b.weight, b.smallest) }
    while queue.count > 1 {
        queue.sort(by: order)
        let a = queue.removeFirst(), b = queue.removeFirst()
        queue.append(.node(a, b, a.weight + b.weight))
    }
    return queue[0]
}
func codes(_ tree: HuffTree, prefix: String = "") -> [Character: String] {
    switch tree {
    case .leaf(let c, _): return [c: prefix.isEmpty ? "0" : prefix]
    case let .node(l, r, _):
        return codes(l, prefix: prefix + "0").merging(codes(r, prefix: prefix + "1")) { a, _ in a }
    }
}
func decode(_ bits: String, _ tree: HuffTree) -> String {
    var out = ""
    var node = tree
    for bit in bits {
        guard case let .node(l, r, _) = node else { break }
        node = bit == "0" ? l : r
        if case .leaf(let c, _) = node {
            out.append(c)
            node = tree
        }
    }
    return out
}
let message = "abracadabra alakazam"
let tree = build(message)
let table = codes(tree)
for ch in table.keys.sorted() { print("'\(ch)' \(table[ch]!)") }
let encoded = message.map { table[$0]! }.joined()
print(encoded)
print("bits: \(encoded.count) vs \(message.count * 8) uncompressed")
print(decode(encoded, tree) == message, decode(encoded, tree))
let prefixFree = table.values.allSatisfy { code in !table.values.contains { $0 != code && $0.hasPrefix(code) } }
print("prefix-free:", prefixFree, "weight:", tree.weight)
