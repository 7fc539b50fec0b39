import ViewTree

/// A line diff of two texts in unified form, by Myers' algorithm: what `workbench diff`
/// and `workbench bisect` show of a source file that changed.
public struct LineDiff: Hashable, Sendable {
    /// One line of a hunk.
    public enum Line: Hashable, Sendable {
        /// In both texts.
        case context(String)
        /// Only in the old text.
        case removed(String)
        /// Only in the new text.
        case added(String)
    }

    /// A run of changes with the context around them.
    public struct Hunk: Hashable, Sendable {
        /// The first line of the hunk in the old text, from 1 (the line before it when the
        /// hunk removes nothing, as `diff -u` does).
        public var oldStart: Int
        /// How many old lines it spans.
        public var oldCount: Int
        /// The first line in the new text, from 1.
        public var newStart: Int
        /// How many new lines it spans.
        public var newCount: Int
        /// Its lines.
        public var lines: [Line]

        /// `@@ -12,7 +12,8 @@` and the lines, prefixed with ` `, `-` and `+`.
        public func rendered(style: TerminalStyle = .plain) -> String {
            var output = [style.note("@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@")]
            for line in lines {
                switch line {
                case .context(let text): output.append(" " + text)
                case .removed(let text): output.append(style.error("-" + text))
                case .added(let text): output.append(style.green("+" + text))
                }
            }
            return output.joined(separator: "\n")
        }
    }

    /// The hunks; empty when the texts have the same lines.
    public var hunks: [Hunk]

    /// Beyond this many differing lines the diff stops looking for the shortest edit and
    /// replaces the differing middle wholesale, which keeps time and memory bounded.
    public static let maximumEditDistance = 4000

    /// The diff of two texts, with `context` unchanged lines around each change.
    public init(from old: String, to new: String, context: Int = 3) {
        let oldLines = Self.lines(old)
        let newLines = Self.lines(new)
        let operations = Self.operations(oldLines, newLines)
        hunks = Self.group(operations, old: oldLines, new: newLines, context: context)
    }

    /// Lines added and removed.
    public var counts: (added: Int, removed: Int) {
        var added = 0
        var removed = 0
        for hunk in hunks {
            for line in hunk.lines {
                if case .added = line { added += 1 }
                if case .removed = line { removed += 1 }
            }
        }
        return (added, removed)
    }

    private static func lines(_ text: String) -> [Substring] {
        if text.isEmpty { return [] }
        var lines = text.sourceLines
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    private enum Operation { case keep, delete, insert }

    /// The edit script: for each step, keep an old line, delete one, or insert a new one.
    private static func operations(_ old: [Substring], _ new: [Substring]) -> [Operation] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        let a = Array(old[prefix..<(old.count - suffix)])
        let b = Array(new[prefix..<(new.count - suffix)])
        var middle = myers(a, b)
            ?? Array(repeating: Operation.delete, count: a.count) + Array(repeating: .insert, count: b.count)
        middle.insert(contentsOf: Array(repeating: Operation.keep, count: prefix), at: 0)
        middle.append(contentsOf: Array(repeating: Operation.keep, count: suffix))
        return middle
    }

    /// Myers' O((N+M)D) shortest edit script, or `nil` when D exceeds the maximum.
    private static func myers(_ a: [Substring], _ b: [Substring]) -> [Operation]? {
        let n = a.count
        let m = b.count
        if n == 0 { return Array(repeating: .insert, count: m) }
        if m == 0 { return Array(repeating: .delete, count: n) }
        let limit = min(n + m, maximumEditDistance)
        let offset = limit + 1
        var frontier = [Int](repeating: 0, count: 2 * limit + 3)
        var trace: [[Int]] = []
        for distance in 0...limit {
            trace.append(frontier)
            for diagonal in stride(from: -distance, through: distance, by: 2) {
                var x: Int
                if diagonal == -distance || (diagonal != distance && frontier[offset + diagonal - 1] < frontier[offset + diagonal + 1]) {
                    x = frontier[offset + diagonal + 1]
                } else {
                    x = frontier[offset + diagonal - 1] + 1
                }
                var y = x - diagonal
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                frontier[offset + diagonal] = x
                if x >= n, y >= m {
                    return backtrack(trace: trace, final: frontier, distance: distance, n: n, m: m, offset: offset)
                }
            }
        }
        return nil
    }

    private static func backtrack(trace: [[Int]], final: [Int], distance: Int, n: Int, m: Int, offset: Int) -> [Operation] {
        var operations: [Operation] = []
        var x = n
        var y = m
        for step in stride(from: distance, to: 0, by: -1) {
            let frontier = trace[step]
            let diagonal = x - y
            let previousDiagonal: Int
            if diagonal == -step || (diagonal != step && frontier[offset + diagonal - 1] < frontier[offset + diagonal + 1]) {
                previousDiagonal = diagonal + 1
            } else {
                previousDiagonal = diagonal - 1
            }
            let previousX = frontier[offset + previousDiagonal]
            let previousY = previousX - previousDiagonal
            while x > previousX, y > previousY {
                operations.append(.keep)
                x -= 1
                y -= 1
            }
            operations.append(previousDiagonal == diagonal + 1 ? .insert : .delete)
            x = previousX
            y = previousY
        }
        while x > 0, y > 0 {
            operations.append(.keep)
            x -= 1
            y -= 1
        }
        return operations.reversed()
    }

    private static func group(_ operations: [Operation], old: [Substring], new: [Substring], context: Int) -> [Hunk] {
        // Walk the script once, noting for each step its old and new line numbers.
        struct Step {
            var operation: Operation
            var oldIndex: Int
            var newIndex: Int
        }
        var steps: [Step] = []
        steps.reserveCapacity(operations.count)
        var oldIndex = 0
        var newIndex = 0
        for operation in operations {
            steps.append(Step(operation: operation, oldIndex: oldIndex, newIndex: newIndex))
            switch operation {
            case .keep: oldIndex += 1; newIndex += 1
            case .delete: oldIndex += 1
            case .insert: newIndex += 1
            }
        }
        let changed = steps.indices.filter { steps[$0].operation != .keep }
        guard !changed.isEmpty else { return [] }

        var ranges: [ClosedRange<Int>] = []
        for index in changed {
            let low = max(0, index - context)
            let high = min(steps.count - 1, index + context)
            if let last = ranges.last, low <= last.upperBound + 1 {
                ranges[ranges.count - 1] = last.lowerBound...max(last.upperBound, high)
            } else {
                ranges.append(low...high)
            }
        }
        return ranges.map { range in
            var lines: [Line] = []
            var oldCount = 0
            var newCount = 0
            for step in steps[range] {
                switch step.operation {
                case .keep:
                    lines.append(.context(String(old[step.oldIndex])))
                    oldCount += 1
                    newCount += 1
                case .delete:
                    lines.append(.removed(String(old[step.oldIndex])))
                    oldCount += 1
                case .insert:
                    lines.append(.added(String(new[step.newIndex])))
                    newCount += 1
                }
            }
            let first = steps[range.lowerBound]
            return Hunk(
                oldStart: oldCount == 0 ? first.oldIndex : first.oldIndex + 1, oldCount: oldCount,
                newStart: newCount == 0 ? first.newIndex : first.newIndex + 1, newCount: newCount, lines: lines)
        }
    }
}
