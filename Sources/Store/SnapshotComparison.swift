import ViewTree

/// What changed from one stored snapshot to another: `workbench diff A B`.
public struct SnapshotComparison: Hashable, Sendable {
    /// The older side's id.
    public var fromID: Int64
    /// The newer side's id.
    public var toID: Int64
    /// The IR diff; `nil` when either side has no IR.
    public var ir: TreeDiff?
    /// Which sides have an IR: `(from, to)`.
    public var hasIR: (from: Bool, to: Bool)
    /// The differences between the states after each run.
    public var state: [StateChange]
    /// The source files that differ between the two programs.
    public var sources: [SourceChange]

    /// Compares two snapshots.
    public init(from old: StoredSnapshot, to new: StoredSnapshot) {
        fromID = old.id
        toID = new.id
        hasIR = (old.snapshot.ir != nil, new.snapshot.ir != nil)
        if let before = old.snapshot.ir, let after = new.snapshot.ir {
            ir = TreeDiff(from: before, to: after)
        }
        state = StateDiff.changes(from: old.snapshot.stateAfter, to: new.snapshot.stateAfter)
        sources = old.programHash == new.programHash ? [] : SourceChange.between(old.snapshot.program, new.snapshot.program)
    }

    public static func == (lhs: SnapshotComparison, rhs: SnapshotComparison) -> Bool {
        lhs.fromID == rhs.fromID && lhs.toID == rhs.toID && lhs.ir == rhs.ir && lhs.hasIR == rhs.hasIR
            && lhs.state == rhs.state && lhs.sources == rhs.sources
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(fromID)
        hasher.combine(toID)
        hasher.combine(ir)
        hasher.combine(state)
        hasher.combine(sources)
    }

    /// Three sections, IR, state and sources, each saying "no changes" when empty.
    public func rendered(style: TerminalStyle = .plain) -> String {
        var lines = [style.bold("snapshot #\(fromID) -> #\(toID)"), "", style.bold("IR:")]
        if let ir {
            lines.append(ir.isEmpty ? "  no changes" : indent(ir.rendered))
        } else {
            lines.append("  " + irPresence)
        }
        lines += ["", style.bold("state:")]
        lines.append(state.isEmpty ? "  no changes" : indent(state.map(\.rendered).joined(separator: "\n")))
        lines += ["", style.bold("sources:")]
        if sources.isEmpty {
            lines.append("  no changes")
        } else {
            lines += sources.map { "  " + $0.summary }
            for change in sources {
                lines.append("")
                lines.append(change.rendered(style: style))
            }
        }
        return lines.joined(separator: "\n")
    }

    private var irPresence: String {
        switch hasIR {
        case (false, false): return "neither run produced an IR"
        case (false, true): return "#\(fromID) produced no IR, #\(toID) did"
        default: return "#\(fromID) produced an IR, #\(toID) none"
        }
    }

    private func indent(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
    }

    /// `{"from", "to", "ir": TREE DIFF or null, "state": [...], "sources": [...]}`.
    public var jsonValue: JSONValue {
        .object([
            "from": .int(Int(fromID)), "to": .int(Int(toID)), "ir": ir?.jsonValue ?? .null,
            "state": .array(state.map(\.jsonValue)), "sources": .array(sources.map(\.jsonValue)),
        ])
    }
}
