import ViewTree

/// One difference between two states, at a JSON path.
public struct StateChange: Hashable, Sendable {
    /// The path in the state's own syntax: `todos[0].done`, `count`; empty for the whole
    /// state. A key that is not a plain name is quoted: `labels["a.b"]`.
    public var path: String
    /// The value before; `nil` when the path did not exist.
    public var before: JSONValue?
    /// The value after; `nil` when the path no longer exists.
    public var after: JSONValue?

    /// Creates a change.
    public init(path: String, before: JSONValue?, after: JSONValue?) {
        self.path = path
        self.before = before
        self.after = after
    }

    /// `~ todos[0].done: false -> true`, `+ nextID: 4`, `- draft: ""`.
    public var rendered: String {
        let shownPath = path.isEmpty ? "(state)" : path
        switch (before, after) {
        case (nil, let after?): return "+ \(shownPath): \(after.canonicalText)"
        case (let before?, nil): return "- \(shownPath): \(before.canonicalText)"
        case (let before?, let after?): return "~ \(shownPath): \(before.canonicalText) -> \(after.canonicalText)"
        case (nil, nil): return "~ \(shownPath)"
        }
    }

    /// `{"path", "before", "after"}`, `before` or `after` absent when the path was absent.
    public var jsonValue: JSONValue {
        var members: [String: JSONValue] = ["path": .string(path)]
        if let before { members["before"] = before }
        if let after { members["after"] = after }
        return .object(members)
    }
}

/// The differences between two states, by path: objects compared key by key, arrays index
/// by index, anything else as a whole. Equal means equal canonical bytes.
public enum StateDiff {
    /// The changes from `old` to `new`, in path order; empty when they are the same.
    public static func changes(from old: JSONValue?, to new: JSONValue?) -> [StateChange] {
        var changes: [StateChange] = []
        compare(old, new, path: "", into: &changes)
        return changes
    }

    private static func compare(_ old: JSONValue?, _ new: JSONValue?, path: String, into changes: inout [StateChange]) {
        switch (old, new) {
        case (nil, nil):
            return
        case (.object(let before)?, .object(let after)?):
            for key in JSONBytes.sortedKeys(Set(before.keys).union(after.keys)) {
                compare(before[key], after[key], path: member(key, of: path), into: &changes)
            }
        case (.array(let before)?, .array(let after)?):
            for index in 0..<max(before.count, after.count) {
                // Spelled out: a bare `nil` here would be JSONValue's nil literal, `.null`.
                let oldElement: JSONValue? = index < before.count ? .some(before[index]) : .none
                let newElement: JSONValue? = index < after.count ? .some(after[index]) : .none
                compare(oldElement, newElement, path: "\(path)[\(index)]", into: &changes)
            }
        case (let before?, let after?) where before.isExactlyEqual(to: after):
            return
        default:
            changes.append(StateChange(path: path, before: old, after: new))
        }
    }

    private static func member(_ key: String, of path: String) -> String {
        let plain = !key.isEmpty && key.unicodeScalars.allSatisfy { $0 == "_" || ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) }
            && !("0"..."9").contains(key.unicodeScalars.first!)
        if plain { return path.isEmpty ? key : path + "." + key }
        return path + "[" + JSONValue.string(key).canonicalText + "]"
    }
}
