// App: a trie of class nodes for autocomplete: insert words with frequencies, suggest the top completions for prefixes.
final class TrieNode {
    var children: [Character: TrieNode] = [:]
    var frequency = 0
}
final class Autocomplete {
    private let root = TrieNode()
    private(set) var wordCount = 0
    func insert(_ word: String, frequency: Int = 1) {
        var node = root
        for ch in word.lowercased() {
            if let next = node.children[ch] { node = next } else {
                let next = TrieNode()
                node.children[ch] = next
                node = next
            }
        }
        if node.frequency == 0 { wordCount += 1 }
        node.frequency += frequency
    }
    private func node(for prefix: String) -> TrieNode? {
        var node = root
        for ch in prefix.lowercased() {
            guard let next = node.children[ch] else { return nil }
            node = next
        }
        return node
    }
    func suggestions(_ prefix: String, limit: Int = 3) -> [String] {
        guard let start = node(for: prefix) else { return [] }
        var found: [(String, Int)] = []
        func collect(_ n: TrieNode, _ word: String) {
            if n.frequency > 0 { found.append((word, n.frequency)) }
            for (ch, child) in n.children { collect(child, word + String(ch)) }
        }
        collect(start, prefix.lowercased())
        return found.sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }.prefix(limit).map(\.0)
    }
    func contains(_ word: String) -> Bool { (node(for: word)?.frequency ?? 0) > 0 }
}
let ac = Autocomplete()
let corpus = """
swift swiftui swift struct string stride switch struct swift state stack stack stream
sort sorted sorted set setter settings session swift string
"""
for word in corpus.split(whereSeparator: { $0 == " " || $0 == "\n" }) { ac.insert(String(word)) }
ac.insert("Stateful", frequency: 2)
print("distinct words:", ac.wordCount)
for prefix in ["sw", "st", "str", "s", "set", "x", "SORT"] {
    print("\(prefix) -> \(ac.suggestions(prefix))")
}
print(ac.contains("stack"), ac.contains("sta"), ac.contains("STATEFUL"))
print(ac.suggestions("s", limit: 10).count)
