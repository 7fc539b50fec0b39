import ViewTree

/// The history as a table or as JSON: `workbench snapshots [--json]`.
public enum SnapshotListing {
    /// One row per snapshot under a header; a crash's row ends with its problem.
    ///
    ///     ID  TIME                      REASON  DOCUMENT  ACTION     DURATION
    ///     12  2025-11-21T12:14:03.123Z  action  app       increment  3.2 ms    crash: app.swift:12: index 5 is out of range
    public static func text(_ summaries: [SnapshotSummary], style: TerminalStyle = .plain) -> String {
        guard !summaries.isEmpty else { return "no snapshots" }
        let header = ["ID", "TIME", "REASON", "DOCUMENT", "ACTION", "DURATION"]
        let rows = summaries.map { summary in
            [
                String(summary.id), SnapshotReport.timestamp(summary.time), summary.reason.rawValue, summary.document,
                summary.action ?? "-", SnapshotReport.durationText(summary.duration),
            ]
        }
        var widths = header.map(\.count)
        for row in rows {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
        }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { index, cell in
                let padding = String(repeating: " ", count: widths[index] - cell.count)
                if index == 0 { return padding + cell }
                return index == cells.count - 1 ? cell : cell + padding
            }.joined(separator: "  ")
        }
        var lines = [style.bold(line(header))]
        for (summary, row) in zip(summaries, rows) {
            var text = line(row)
            if summary.isCrash {
                text += String(repeating: " ", count: widths[widths.count - 1] - row[row.count - 1].count + 2)
                text += style.error("crash") + (summary.problem.map { ": " + $0 } ?? "")
            }
            lines.append(text)
        }
        return lines.joined(separator: "\n")
    }

    /// An array of `{"id", "time", "reason", "document", "action", "isCrash", "problem",
    /// "durationMicroseconds"}`, `action` and `problem` null when absent.
    public static func json(_ summaries: [SnapshotSummary]) -> JSONValue {
        .array(
            summaries.map { summary in
                .object([
                    "id": .int(Int(summary.id)),
                    "time": .string(SnapshotReport.timestamp(summary.time)),
                    "reason": .string(summary.reason.rawValue),
                    "document": .string(summary.document),
                    "action": summary.action.map { .string($0) } ?? .null,
                    "isCrash": .bool(summary.isCrash),
                    "problem": summary.problem.map { .string($0) } ?? .null,
                    "durationMicroseconds": .int(Int(SnapshotColumns.nanoseconds(summary.duration) / 1000)),
                ])
            })
    }
}
