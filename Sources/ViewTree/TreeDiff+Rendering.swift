// The two forms of a diff that leave the process: a compact text for people (the
// daemon's log, the REPL's :watch and :diff) and JSON for tools (the socket protocol).

extension TreeDiff {
    /// One line: `2 added, 1 removed, 1 moved, 3 changed`, or `no changes`.
    public var summary: String {
        if isEmpty { return "no changes" }
        var parts: [String] = []
        if !added.isEmpty { parts.append("\(added.count) added") }
        if !removed.isEmpty { parts.append("\(removed.count) removed") }
        if !moved.isEmpty { parts.append("\(moved.count) moved") }
        if !changed.isEmpty { parts.append("\(changed.count) changed") }
        return parts.joined(separator: ", ")
    }

    /// One line per added, removed, moved or changed node, and one indented line per
    /// changed aspect:
    ///
    ///     + Text 0.3 at 0[3]
    ///     - Image 0.2.1 at 0.2[1] (3 nodes)
    ///     > HStack 0.1.@5 moved 0.1[2] -> 0.1[0]
    ///     ~ Text 0.0
    ///         props.text: "Count: 1" -> "Count: 2"
    public var rendered: String {
        var lines: [String] = []
        for subtree in added {
            lines.append("+ \(subtree.type) \(subtree.id) at \(subtree.placement)" + Self.sizeNote(subtree.size))
        }
        for subtree in removed {
            lines.append("- \(subtree.type) \(subtree.id) at \(subtree.placement)" + Self.sizeNote(subtree.size))
        }
        for move in moved {
            lines.append("> \(move.type) \(move.id) moved \(move.from) -> \(move.to)")
        }
        for node in changed {
            lines.append("~ \(node.type) \(node.id)")
            for change in node.changes {
                let before = change.before?.description ?? "(absent)"
                let after = change.after?.description ?? "(absent)"
                lines.append("    \(change.field): \(before) -> \(after)")
            }
        }
        return lines.joined(separator: "\n")
    }

    private static func sizeNote(_ size: Int) -> String {
        size > 1 ? " (\(size) nodes)" : ""
    }

    /// The diff as JSON:
    /// `{"added": [{id, type, at, size}], "removed": [...], "moved": [{id, type, from, to}],
    /// "changed": [{id, type, changes: [{field, before, after}]}]}` where a placement is
    /// `{parent, slot, index}` (parent `null` for the root, slot absent for children) and
    /// an absent `before`/`after` means the aspect was absent.
    public var jsonValue: JSONValue {
        .object([
            "added": .array(added.map(Self.subtreeJSON)),
            "removed": .array(removed.map(Self.subtreeJSON)),
            "moved": .array(
                moved.map { move in
                    .object([
                        "id": .string(move.id), "type": .string(move.type),
                        "from": move.from.jsonValue, "to": move.to.jsonValue,
                    ])
                }),
            "changed": .array(
                changed.map { node in
                    .object([
                        "id": .string(node.id), "type": .string(node.type),
                        "changes": .array(
                            node.changes.map { change in
                                var members: [String: JSONValue] = ["field": .string(change.field)]
                                if let before = change.before { members["before"] = before.jsonValue }
                                if let after = change.after { members["after"] = after.jsonValue }
                                return .object(members)
                            }),
                    ])
                }),
        ])
    }

    private static func subtreeJSON(_ subtree: Subtree) -> JSONValue {
        .object([
            "id": .string(subtree.id), "type": .string(subtree.type),
            "at": subtree.placement.jsonValue, "size": .int(subtree.size),
        ])
    }
}

extension Placement {
    /// `{parent, slot, index}`; `slot` absent for children, `parent` null for the root.
    public var jsonValue: JSONValue {
        var members: [String: JSONValue] = ["parent": parent.map { .string($0) } ?? .null, "index": .int(index)]
        if let slot { members["slot"] = .string(slot) }
        return .object(members)
    }
}
