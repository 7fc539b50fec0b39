import Runs
import ViewTree

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A daemon event as `:watch` prints it, in the words of the daemon's log:
///
///     13:13:37 reloaded app (components.swift) · 2 changed · snapshot #3 · 3.1 ms
///     ~ Text 0.0.1
///         props.text: "Count: 1" -> "Count: 2"
///     13:13:41 failed app (app.swift) · snapshot #4; the last good tree stays
///     app.swift:12:9: error: expected ')' to close '(' opened at 12:13
enum ReloadEventText {
    ///
    /// `stored` is the `stored` event that followed a run's event: it gives the snapshot,
    /// or why there is none.
    static func render(_ event: JSONValue, storedAs stored: JSONValue? = nil, style: TerminalStyle) -> String {
        let text = renderRun(event, storedAs: stored, style: style)
        guard let problem = stored?.objectValue?["data"]?.objectValue?["error"]?.stringValue else { return text }
        return text + "\n" + style.error("not stored:") + " " + problem
    }

    private static func renderRun(_ event: JSONValue, storedAs stored: JSONValue?, style: TerminalStyle) -> String {
        let name = event.objectValue?["event"]?.stringValue ?? ""
        var data = event.objectValue?["data"]?.objectValue ?? [:]
        if let snapshot = stored?.objectValue?["data"]?.objectValue?["snapshot"] { data["snapshot"] = snapshot }
        let document = style.bold(data["document"]?.stringValue ?? "?")
        let files = (data["files"]?.arrayValue ?? []).compactMap(\.stringValue)
        let fileList = files.isEmpty ? "" : " (" + RunWording.fileList(files) + ")"
        let snapshot = data["snapshot"]?.intValue.map { " · snapshot #\($0)" } ?? ""
        let time = style.dim(clock())
        switch name {
        case "reloaded":
            let verb = RunWording.verb(reason: data["reason"]?.stringValue ?? "", detail: data["detail"]?.stringValue)
            let duration = data["milliseconds"]?.doubleValue.map { " · " + RunSummaryText.milliseconds($0) } ?? ""
            var lines = ["\(time) \(style.green(verb)) \(document)\(fileList) · \(data["summary"]?.stringValue ?? "")\(snapshot)\(duration)"]
            if let diffJSON = data["diff"], let diff = try? TreeDiff(json: diffJSON), !diff.isEmpty { lines.append(diff.rendered) }
            return lines.joined(separator: "\n")
        case "error":
            var lines = ["\(time) \(style.error("failed")) \(document)\(fileList)\(snapshot); the last good tree stays"]
            lines += ProblemText.render(diagnostics: data["diagnostics"], failure: data["failure"], style: style)
            return lines.joined(separator: "\n")
        case "removed":
            return "\(time) removed \(document)"
        case "coldChecked":
            // The cold-start check after a reload: its summary, and in full when it differs.
            let diverged = data["verdict"]?.stringValue == "diverged"
            let text = data["text"]?.stringValue ?? data["summary"]?.stringValue ?? ""
            return "\(time) " + (diverged ? text : data["summary"]?.stringValue ?? text)
        case "tested":
            // The scenarios played after a reload (`scenarios.onReload`): the summary, then
            // each failure as `workbench test` words it.
            let failed = (data["failed"]?.intValue ?? 0) > 0
            let summary = data["summary"]?.stringValue ?? ""
            var lines = ["\(time) scenarios after the reload: " + (failed ? style.error(summary) : style.green(summary))]
            if let failures = data["failures"]?.stringValue, !failures.isEmpty { lines.append(failures) }
            return lines.joined(separator: "\n")
        default:
            return "\(time) \(name) \(JSONValue.object(data).canonicalText)"
        }
    }

    /// The local time, `HH:MM:SS`.
    private static func clock() -> String {
        var now = time(nil)
        var parts = tm()
        localtime_r(&now, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))"
    }
}
