import Preview
import Runs
import ViewTree

extension Daemon {
    /// Announces what a check after a reload found (on the script thread): a protocol
    /// event for the subscribers, a line in the log, a notice in the preview.
    func announce(_ finding: ReloadChecks.Finding) {
        switch finding {
        case .scenarios(let results):
            let failed = results.contains { !$0.passed }
            let summary = ScenarioReport.summary(results)
            let failures = results.filter { !$0.passed }.map { ScenarioReport.line($0) }.joined(separator: "\n")
            var data = ScenarioReport.json(results).objectValue ?? [:]
            data["document"] = .string(AppDocument.name)
            data["summary"] = .string(summary)
            data["failures"] = .string(failures)
            server?.broadcast(ProtocolMessage.event("tested", .object(data)), to: \.isSubscribed)
            let style = log.style
            let headline = "scenarios after the reload: " + ScenarioReport.summary(results, style: style)
            let lines = [headline] + results.filter { !$0.passed }.map { ScenarioReport.line($0, style: style) }
            log.write(
                level: failed ? "error" : "info", event: "tested", message: lines.joined(separator: "\n"),
                fields: ["passed": data["passed"] ?? 0, "failed": data["failed"] ?? 0])
            feed?.notify(PreviewNotice(kind: "scenarios", level: failed ? .error : .ok, text: "scenarios: " + summary, detail: failures))
        case .coldStart(let report):
            var data = report.jsonValue.objectValue ?? [:]
            data["document"] = .string(AppDocument.name)
            data["text"] = .string(report.text())
            server?.broadcast(ProtocolMessage.event("coldChecked", .object(data)), to: \.isSubscribed)
            // The log says when a cold start differs or the check stopped early; that it
            // agrees, after every reload, would drown the reloads themselves.
            if report.verdict == .diverged || report.verdict == .incomplete {
                log.write(
                    level: report.verdict == .diverged ? "warning" : "info", event: "coldChecked", message: report.text(style: log.style),
                    fields: ["verdict": .string(report.verdict.rawValue), "inputs": .int(report.inputCount), "replayed": .int(report.replayed)])
            }
            feed?.notify(Self.notice(for: report))
        }
    }

    /// The preview's notice for a cold-start check: a warning when a cold start does not
    /// reach the hot state, nothing otherwise (the notice of the last check goes).
    public static func notice(for report: ColdStartReport) -> PreviewNotice {
        guard report.verdict == .diverged else { return PreviewNotice(kind: "coldStart", level: .ok, text: "") }
        let text = "This state differs from a cold start with the same \(report.inputCount) input\(report.inputCount == 1 ? "" : "s")"
            + (report.firstDivergence.map { $0.step == 0 ? " (from the load on)" : " (from input \($0.step), \($0.input))" } ?? "")
            + "; :cold reset in the REPL takes the cold state"
        return PreviewNotice(kind: "coldStart", level: .warning, text: text, detail: report.text())
    }
}
