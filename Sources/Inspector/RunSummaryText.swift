import ViewTree

/// The text of a run summary (docs/protocol.md), the reply of `:set`, `:tap`, `:dispatch`,
/// `:bind`, `:goto` and of a snippet that changed the state:
///
///     1 changed · snapshot #13 · 1.2 ms
///     ~ Text 0.0.1
///         props.text: "1" -> "2"
///
/// What the program printed comes first; a failed run shows its errors and says that the
/// state is as it was; a run the store could not keep says why last. The summary of a
/// document other than the one looked at names it (`1 changed in app`): a VML document
/// that read nothing the run changed is answered with the app's change, whose node ids
/// are the app's.
enum RunSummaryText {
    static func render(_ summary: JSONValue, style: TerminalStyle, shown: String? = nil) -> String {
        guard let members = summary.objectValue else { return summary.prettyText }
        var lines: [String] = []
        if let output = members["output"]?.stringValue, !output.isEmpty {
            lines.append(output.hasSuffix("\n") ? String(output.dropLast()) : output)
        }
        var other = ""
        if let shown, let document = members["document"]?.stringValue, document != shown { other = " in \(document)" }
        let snapshot = members["snapshot"]?.intValue.map { " · snapshot #\($0)" } ?? ""
        let time = members["milliseconds"]?.doubleValue.map { " · " + milliseconds($0) } ?? ""
        if members["ok"]?.boolValue == false {
            lines.append(style.error("failed") + other + snapshot + time + "; the state is as it was")
        } else {
            lines.append((members["summary"]?.stringValue ?? "rendered") + other + snapshot + time)
            if let diffJSON = members["diff"], let diff = try? TreeDiff(json: diffJSON), !diff.isEmpty {
                lines.append(diff.rendered)
            }
        }
        lines += ProblemText.render(diagnostics: members["diagnostics"], failure: members["failure"], style: style)
        if let problem = members["storeError"]?.stringValue { lines.append(style.error("not stored:") + " " + problem) }
        return lines.joined(separator: "\n")
    }

    /// `1.2 ms` under 10 ms, `15 ms` above, as the daemon's log writes durations.
    static func milliseconds(_ value: Double) -> String {
        let tenths = (value * 10).rounded() / 10
        return value < 10 ? "\(tenths) ms" : "\(Int(value.rounded())) ms"
    }
}
