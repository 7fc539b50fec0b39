import Foundation
import Runtime
import Store
import ViewTree

/// Re-runs stored snapshots: `workbench replay`, `workbench bisect` and the daemon's
/// `replay`/`bisect` requests.
///
/// A script snapshot runs its stored program on its stored state, event and recorded
/// results; a VML snapshot converts its stored file again, with its stored data files
/// and state. Either way the result is compared byte for byte with what was stored.
public struct Replayer {
    private let runner: Runner

    /// A replayer running scripts with these limits.
    public init(runner: Runner) {
        self.runner = runner
    }

    /// What running the snapshot again produces now.
    public func rerun(_ snapshot: Snapshot, freshNondeterminism: Bool = false) -> ReplayOutcome {
        if snapshot.document != AppDocument.name, let first = snapshot.program.first, SourceKind(path: first.path) == .vml {
            return ReplayOutcome(VMLRun(program: snapshot.program, state: snapshot.stateBefore))
        }
        let result = runner.run(
            RunInput(
                files: snapshot.program,
                state: snapshot.stateBefore ?? .object([:]), event: Replayer.event(of: snapshot),
                recorded: freshNondeterminism ? nil : snapshot.recordedResults, root: DocumentRoot(document: snapshot.document)))
        return ReplayOutcome(result)
    }

    /// Replays a snapshot and compares: reproduced, or the mismatches.
    public func replay(_ snapshot: Snapshot) -> ReplayVerdict {
        ReplayVerdict(stored: snapshot.outcome, replayed: rerun(snapshot))
    }

    /// Replays a stored snapshot and compares.
    public func replay(_ stored: StoredSnapshot) -> ReplayVerdict {
        replay(stored.snapshot)
    }

    /// The event a snapshot recorded.
    public static func event(of snapshot: Snapshot) -> RunEvent {
        switch snapshot.reason {
        case .load, .replay: return .load
        case .reload: return .reload
        case .action: return .action(name: snapshot.action ?? "", payload: snapshot.payload ?? .null)
        case .binding: return .binding(path: snapshot.action ?? "", value: snapshot.payload ?? .null)
        }
    }
}
