import Foundation
import ViewTree

/// A stored snapshot for people and tools: `workbench show ID [--json]`.
public enum SnapshotReport {
    /// The header, the program, the action, the IR as an outline, the states, and the
    /// diagnostics or the failure with its trace, each frame with its source lines taken
    /// from the stored program.
    public static func text(_ stored: StoredSnapshot, style: TerminalStyle = .plain) -> String {
        let snapshot = stored.snapshot
        var header = "snapshot #\(stored.id) · \(snapshot.reason.rawValue)"
        if let action = snapshot.action { header += " \(action)" }
        header += " · \(snapshot.document) · \(timestamp(snapshot.time)) · \(durationText(snapshot.duration))"
        var lines = [style.bold(header) + (snapshot.isCrash ? " · " + style.error("crash") : "")]
        let paths = snapshot.program.map(\.path).joined(separator: ", ")
        lines.append(style.dim("program \(stored.programHash.hex): \(snapshot.program.count) file\(snapshot.program.count == 1 ? "" : "s") (\(paths))"))
        if let payload = snapshot.payload { lines.append("payload: \(payload.canonicalText)") }
        if !snapshot.recordedResults.isEmpty {
            lines.append("recorded results: \(JSONValue.array(snapshot.recordedResults).canonicalText)")
        }

        if let failure = snapshot.failure {
            lines += ["", style.bold("error:"), failure.rendered(style: style)]
            let frames = frameSources(failure, program: snapshot.program, style: style)
            if !frames.isEmpty { lines += ["", style.bold("source of each frame:"), frames] }
        }
        if !snapshot.diagnostics.isEmpty {
            lines += ["", style.bold("diagnostics:")]
            lines += snapshot.diagnostics.map { $0.rendered(style: style) }
        }

        lines += ["", style.bold("IR:")]
        if let ir = snapshot.ir {
            lines.append(TreeOutline(style: style).render(ir.root))
        } else {
            lines.append("(none)")
        }
        lines += ["", style.bold("state before:"), snapshot.stateBefore?.prettyText ?? "(none)"]
        lines += ["", style.bold("state after:"), snapshot.stateAfter?.prettyText ?? "(none)"]
        return lines.joined(separator: "\n")
    }

    /// Each frame, `function at file:line:column`, followed by the lines around it in the
    /// stored program's text.
    static func frameSources(_ failure: RuntimeFailure, program: [ProgramFile], style: TerminalStyle) -> String {
        var texts: [String: String] = [:]
        for file in program { texts[file.path] = file.text }
        var blocks: [String] = []
        for frame in failure.frames {
            var block = frame.description
            if let text = texts[frame.file] {
                let context = SourceExcerpt.context(of: text, around: frame.line, radius: 2, style: style)
                if !context.isEmpty { block += "\n" + context }
            } else {
                block += "\n" + style.dim("  (\(frame.file) is not in the stored program)")
            }
            blocks.append(block)
        }
        return blocks.joined(separator: "\n\n")
    }

    /// Every field (`Snapshot.jsonValue`) with the id and the program's hash:
    /// `{"id", "program": {"hash", "files"}, ...}`.
    public static func json(_ stored: StoredSnapshot) -> JSONValue {
        guard case .object(var members) = stored.snapshot.jsonValue else { return .null }
        members["id"] = .int(Int(stored.id))
        members["program"] = .object(["hash": .string(stored.programHash.hex), "files": members["program"] ?? .array([])])
        return .object(members)
    }

    /// ISO 8601 in UTC with milliseconds: `2025-11-21T12:14:03.123Z`.
    static func timestamp(_ time: Date) -> String {
        time.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))
    }

    /// `850 µs`, `3.2 ms`, `1.25 s`.
    static func durationText(_ duration: Duration) -> String {
        let microseconds = Double(SnapshotColumns.nanoseconds(duration)) / 1000
        if microseconds < 1000 { return "\(Int(microseconds.rounded())) µs" }
        if microseconds < 1_000_000 { return String(format: "%.1f ms", microseconds / 1000) }
        return String(format: "%.2f s", microseconds / 1_000_000)
    }
}
