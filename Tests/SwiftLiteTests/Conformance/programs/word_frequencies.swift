// A small program: count words, sort by frequency then alphabetically, print a report.
let text = """
    the quick brown fox jumps over the lazy dog
    the dog sleeps and the fox runs
    """
var counts: [String: Int] = [:]
for line in text.split(separator: "\n") {
    for word in line.split(separator: " ") {
        counts[String(word), default: 0] += 1
    }
}
let ranked = counts.sorted { a, b in
    a.value != b.value ? a.value > b.value : a.key < b.key
}
for (word, count) in ranked.prefix(4) {
    print("\(word): \(count)")
}
print("distinct words: \(counts.count)")
