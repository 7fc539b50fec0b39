import ViewTree

/// How one source file differs between two programs.
public struct SourceChange: Hashable, Sendable {
    /// What happened to the file.
    public enum Kind: String, Hashable, Sendable {
        /// Only in the new program.
        case added
        /// Only in the old program.
        case removed
        /// In both, with different text.
        case modified
    }

    /// The file's path.
    public var path: String
    /// What happened to it.
    public var kind: Kind
    /// The line diff from the old text (empty when added) to the new (empty when removed).
    public var diff: LineDiff

    /// Creates a change.
    public init(path: String, kind: Kind, diff: LineDiff) {
        self.path = path
        self.kind = kind
        self.diff = diff
    }

    /// The files that differ from `old` to `new`: those of the new program in its order,
    /// then those removed. Unchanged files are left out.
    public static func between(_ old: [ProgramFile], _ new: [ProgramFile]) -> [SourceChange] {
        var oldTexts: [String: String] = [:]
        for file in old { oldTexts[file.path] = file.text }
        let newPaths = Set(new.map(\.path))
        var changes: [SourceChange] = []
        for file in new {
            if let before = oldTexts[file.path] {
                if before != file.text {
                    changes.append(SourceChange(path: file.path, kind: .modified, diff: LineDiff(from: before, to: file.text)))
                }
            } else {
                changes.append(SourceChange(path: file.path, kind: .added, diff: LineDiff(from: "", to: file.text)))
            }
        }
        for file in old where !newPaths.contains(file.path) {
            changes.append(SourceChange(path: file.path, kind: .removed, diff: LineDiff(from: file.text, to: "")))
        }
        return changes
    }

    /// A unified diff: `--- a/PATH`, `+++ b/PATH`, then the hunks (`/dev/null` on the side
    /// where the file is absent).
    public func rendered(style: TerminalStyle = .plain) -> String {
        let oldName = kind == .added ? "/dev/null" : "a/" + path
        let newName = kind == .removed ? "/dev/null" : "b/" + path
        var lines = [style.bold("--- " + oldName), style.bold("+++ " + newName)]
        lines += diff.hunks.map { $0.rendered(style: style) }
        return lines.joined(separator: "\n")
    }

    /// One line: `M app.swift (+2 -1)`.
    public var summary: String {
        let letter: String
        switch kind {
        case .added: letter = "A"
        case .removed: letter = "D"
        case .modified: letter = "M"
        }
        let counts = diff.counts
        return "\(letter) \(path) (+\(counts.added) -\(counts.removed))"
    }

    /// `{"path", "change", "added", "removed", "diff"}`, the diff in unified form.
    public var jsonValue: JSONValue {
        let counts = diff.counts
        return .object([
            "path": .string(path), "change": .string(kind.rawValue), "added": .int(counts.added),
            "removed": .int(counts.removed), "diff": .string(rendered()),
        ])
    }
}
