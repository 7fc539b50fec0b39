import Foundation
import Runtime
import Store
import ViewTree

// What a run of the runtime becomes in the store: the snapshot written, and the outcome a
// replay compares with the stored one. `workbench run --record`, the daemon, replay and
// the benchmarks all store runs through these, so a stored run reads the same whoever ran it.
extension ReplayOutcome {
    /// What a run produced, as the store compares it.
    public init(_ result: RunResult) {
        self.init(ir: result.document, stateAfter: result.stateAfter, diagnostics: result.diagnostics + result.warnings, failure: result.failure)
    }
}

extension Snapshot {
    /// The snapshot of a script run.
    public init(_ result: RunResult, files: [ProgramFile], time: Date = Date()) {
        let reason: Reason
        var action: String?
        var payload: JSONValue?
        switch result.event {
        case .load: reason = .load
        case .reload: reason = .reload
        case .action(let name, let value):
            reason = .action
            action = name
            payload = value
        case .binding(let path, let value):
            reason = .binding
            action = path
            payload = value
        }
        self.init(
            time: time, reason: reason, document: result.documentName, program: files,
            stateBefore: result.stateBefore, stateAfter: result.stateAfter, action: action, payload: payload,
            recordedResults: result.recorded, ir: result.document, diagnostics: result.diagnostics + result.warnings,
            failure: result.failure, duration: .microseconds(Int64(result.duration * 1_000_000)))
    }
}
