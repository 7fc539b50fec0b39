/// "Did you mean" suggestions for misspelled names: configuration keys, element types,
/// modifier names.
public enum Spelling {
    /// The known name closest to `name`, when one is close enough to be a likely typo:
    /// an edit distance of at most a third of the name's length (at least 1, at most 3),
    /// or the same name in another case.
    public static func suggestion<Names: Sequence>(for name: String, among known: Names) -> String?
    where Names.Element == String {
        let lowered = name.lowercased()
        let limit = max(1, min(3, name.count / 3))
        var best: (name: String, distance: Int)?
        for candidate in known {
            if candidate == name { continue }
            if candidate.lowercased() == lowered { return candidate }
            let distance = editDistance(Array(name.unicodeScalars), Array(candidate.unicodeScalars), limit: limit)
            if distance <= limit, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// Levenshtein distance with adjacent transpositions counted as one edit; stops early
    /// and returns `limit + 1` once the distance must exceed `limit`.
    public static func editDistance<Element: Equatable>(_ a: [Element], _ b: [Element], limit: Int = .max) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return limit + 1 }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
