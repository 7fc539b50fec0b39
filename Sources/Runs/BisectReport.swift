import Store
import ViewTree

/// How `bisect` reports where a crash came from, as text and as JSON.
public enum BisectReport {
    /// People's form:
    ///
    ///     crash #41 first fails with the program first stored in snapshot #37
    ///     (the last program that did not fail: snapshot #33; 4 programs tried)
    ///     the change that introduced it:
    ///       components.swift: 2 lines added, 1 removed
    ///       @@ -12,3 +12,4 @@ ...
    ///     the failure:
    ///       components.swift:14:9: error: index 3 is out of range ...
    public static func text(_ result: Replayer.BisectResult, crash: StoredSnapshot, style: TerminalStyle = .plain) -> String {
        var lines = ["crash #\(crash.id) first fails with the program first stored in snapshot #\(result.firstBad.firstSnapshotID)"]
        if let good = result.lastGood {
            lines.append("(the last program that did not fail: snapshot #\(good.firstSnapshotID); \(result.programsTried) program\(result.programsTried == 1 ? "" : "s") tried)")
            lines.append("the change that introduced it:")
            for change in result.changes { lines.append(indent(change.rendered(style: style))) }
        } else {
            lines.append("every stored program before it fails the same way (\(result.programsTried) tried): the failure is as old as the history")
        }
        lines.append("the failure:")
        if let failure = result.failure.failure {
            lines.append(indent(failure.rendered(style: style)))
        } else {
            for diagnostic in result.failure.diagnostics where diagnostic.severity == .error { lines.append(indent(diagnostic.rendered(style: style))) }
        }
        return lines.joined(separator: "\n")
    }

    /// Tools' form: `{crash, firstBad, lastGood, programsTried, changes, failure, diagnostics, text}`.
    public static func json(_ result: Replayer.BisectResult, crash: StoredSnapshot) -> JSONValue {
        [
            "crash": .int(Int(crash.id)),
            "firstBad": .int(Int(result.firstBad.firstSnapshotID)),
            "lastGood": result.lastGood.map { .int(Int($0.firstSnapshotID)) } ?? .null,
            "programsTried": .int(result.programsTried),
            "changes": .array(result.changes.map(\.jsonValue)),
            "failure": result.failure.failure?.jsonValue ?? .null,
            "diagnostics": .array(result.failure.diagnostics.map(\.jsonValue)),
            "text": .string(text(result, crash: crash)),
        ]
    }

    private static func indent(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
    }
}
