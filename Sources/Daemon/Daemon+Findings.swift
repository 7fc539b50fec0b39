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
        }
    }
}
