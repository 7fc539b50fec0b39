import Runs
import Runtime
import ViewTree

/// The protocol's requests about the cold-start check (docs/protocol.md): `coldCheck`
/// (the REPL's `:cold`) checks the live state now; `coldReset` (`:cold reset`) gives the
/// app the state a cold start reaches with the same inputs. Runs on the script thread;
/// the check is bounded by `coldStart.timeoutMs`.
final class ColdStartRequests {
    /// The methods answered here.
    static let methods = ["coldCheck", "coldReset"]

    private let workspace: Workspace
    /// Told of every check made here, so that the daemon announces it as it does the
    /// checks after a reload (event, log, preview notice).
    var checked: ((ColdStartReport) -> Void)?

    init(workspace: Workspace) {
        self.workspace = workspace
    }

    /// The answer to `method`, or nil when it is not one of these.
    func answer(_ method: String, summary: (RunResult) -> JSONValue) throws -> JSONValue? {
        switch method {
        case "coldCheck":
            let report = check()
            checked?(report)
            return Self.json(report)
        case "coldReset":
            let report = check()
            var answer: [String: JSONValue]
            if let adopted = workspace.adoptColdState(report) {
                answer = [
                    "adopted": true, "render": summary(adopted),
                    "text": .string("the app took the state a cold start reaches with the same \(report.inputCount) input\(report.inputCount == 1 ? "" : "s")"),
                ]
            } else {
                let why = report.verdict == .unknown ? "the inputs that built the state are not known" : "the cold start did not replay every input"
                let restart = workspace.restartCold()
                answer = [
                    "adopted": false, "render": summary(restart),
                    "text": .string("the app restarted cold, on an empty state (\(why))"),
                ]
            }
            // The state is a cold one now: the check says so, and takes its notice away.
            checked?(check())
            return .object(answer)
        default:
            return nil
        }
    }

    /// The check of the live state, now.
    private func check() -> ColdStartReport {
        let configuration = workspace.configuration
        let check = ColdStartCheck(
            files: workspace.session.files, limits: workspace.session.runner.limits,
            timeout: Double(configuration.coldStart.timeoutMilliseconds) / 1000)
        // Never cancelled, so never nil.
        let report = check.run(workspace.history, hotState: workspace.session.state, hotTree: workspace.status(of: AppDocument.name)?.lastGood)!
        return report
    }

    /// A report as the protocol answers it: its JSON with its text.
    static func json(_ report: ColdStartReport) -> JSONValue {
        var answer = report.jsonValue.objectValue ?? [:]
        answer["text"] = .string(report.text())
        return .object(answer)
    }
}
