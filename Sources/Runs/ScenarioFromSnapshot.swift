import Store
import ViewTree

/// A scenario that reproduces a stored run: the app loaded on the state the run started
/// from, then the run's action or binding write. For a crash it is the regression test of
/// the fix: it fails (as the crash did) until the code is fixed, then passes, and
/// `workbench test --update` records what the fixed code produces. For a run that did not
/// fail, its last step expects the stored tree and state.
public enum ScenarioFromSnapshot {
    /// Why a snapshot cannot become a scenario.
    public struct Refusal: Error, Hashable, Sendable, CustomStringConvertible {
        /// What is wrong.
        public var message: String
        public var description: String { message }
    }

    /// The scenario for a stored snapshot, named `name` (by default `crash-ID`, or
    /// `snapshot-ID` for a run that did not fail), and the golden file holding the tree
    /// its last step expects (empty for a crash). `screen` is the tree on screen when the
    /// run started (`screen(before:in:)`): an anonymous action is then played as a tap on
    /// the node that has it, which keeps meaning the same button when the code moves.
    public static func scenario(_ stored: StoredSnapshot, name: String? = nil, screen: Document? = nil) throws(Refusal) -> (scenario: Scenario, golden: ScenarioGolden) {
        let snapshot = stored.snapshot
        guard snapshot.document == AppDocument.name else {
            throw Refusal(message: "snapshot #\(stored.id) is of the VML document \(snapshot.document); scenarios play the script app")
        }
        var steps = [ScenarioStep(input: nil)]
        switch snapshot.reason {
        case .load, .reload, .replay: break
        case .action:
            let action = snapshot.action ?? "", payload = snapshot.payload ?? .null
            let input = AppInput.tap(running: action, payload: payload, on: screen?.root) ?? .dispatch(action: action, payload: payload)
            steps.append(ScenarioStep(input: input))
        case .binding: steps.append(ScenarioStep(input: .bind(path: snapshot.action ?? "", value: snapshot.payload ?? .null)))
        }
        // The run's random and clock results go to the step that replays it: a crash that
        // needs a particular roll of the dice fails the same way again.
        if !snapshot.recordedResults.isEmpty { steps[steps.count - 1].recorded = snapshot.recordedResults }
        var golden = ScenarioGolden()
        if !snapshot.isCrash {
            if let ir = snapshot.ir {
                let tree = ScenarioTree.normalized(ir)
                let hash = ScenarioTree.hash(tree)
                golden.trees[hash] = tree
                steps[steps.count - 1].expect.ir = .hash(hash)
            }
            if let state = snapshot.stateAfter { steps[steps.count - 1].expect.state = .inline(state) }
        }
        var start = snapshot.stateBefore
        if start == .object([:]) { start = nil }
        let scenario = Scenario(name: name ?? "\(snapshot.isCrash ? "crash" : "snapshot")-\(stored.id)", state: start, steps: steps)
        return (scenario, golden)
    }

    /// The tree on screen when the app's run `id` started: the one the last successful run
    /// of the app before it rendered, looked for among the few snapshots before it.
    public static func screen(before id: Int64, in store: SnapshotStore, lookingBack: Int64 = 64) -> Document? {
        var candidate = id - 1
        while candidate >= max(1, id - lookingBack) {
            defer { candidate -= 1 }
            guard let stored = try? store.snapshot(id: candidate), stored.snapshot.document == AppDocument.name else { continue }
            if !stored.snapshot.isCrash, let ir = stored.snapshot.ir { return ir }
        }
        return nil
    }
}
