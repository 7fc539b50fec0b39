/// "Did you mean" for names: the closest candidate within a few edits, where swapping two
/// neighbouring letters counts as one edit (`cuont` → `count`).
enum Suggestions {
    static func closest<Names: Sequence>(to name: String, among candidates: Names) -> String? where Names.Element == String {
        let limit = max(1, min(3, name.count / 3))
        let target = Array(name.lowercased().unicodeScalars)
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != name && !candidate.hasPrefix("$") {
            let distance = editDistance(target, Array(candidate.lowercased().unicodeScalars), limit: limit)
            if distance <= limit, distance < (best?.distance ?? .max) || (distance == best?.distance && candidate < best!.name) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// The optimal string alignment distance: insertions, deletions, substitutions and
    /// transpositions of adjacent characters.
    private static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
