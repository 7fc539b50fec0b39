/// A line-by-line comparison of two texts, for readable test failures: common lines
/// prefixed with two spaces, missing ones with `-`, unexpected ones with `+`.
enum LineDiff {
    static func describe(expected: String, actual: String) -> String {
        let old = lines(of: expected)
        let new = lines(of: actual)
        // Longest common subsequence, by dynamic programming (the texts are short).
        var common = [[Int]](repeating: [Int](repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                common[i][j] = old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var result: [String] = []
        var i = 0
        var j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                result.append("  " + old[i])
                i += 1
                j += 1
            } else if j < new.count, i == old.count || common[i][j + 1] >= common[i + 1][j] {
                result.append("+ " + new[j])
                j += 1
            } else {
                result.append("- " + old[i])
                i += 1
            }
        }
        return result.joined(separator: "\n")
    }

    /// The lines, with a visible marker when the text does not end with a newline.
    private static func lines(of text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" {
            lines.removeLast()
        } else {
            lines[lines.count - 1] += "⏎ (no newline at the end)"
        }
        return lines
    }
}
