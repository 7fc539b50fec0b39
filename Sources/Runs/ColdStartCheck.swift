import Runtime
import Store
import ViewTree

/// The cold-start check: hot reload keeps state that new code might never have produced
/// from a cold start. This replays the inputs that built the live (hot) state, from an
/// empty state, on the current code, and compares the state it reaches with the hot one
/// (docs/scenarios.md). Bounded by a time limit; cancellable between two runs.
///
/// Only the state decides: the same code renders the same tree from the same state, so a
/// tree that differs over equal states can only come from the clock or random numbers in
/// `body()`, which is no divergence. The tree diff is shown when the states differ.
///
/// Not thread-safe; run it on a thread with a script-sized stack.
public struct ColdStartCheck {
    /// The program, as it is now.
    public let files: [ProgramFile]
    /// The interpreter's limits for each run.
    public let limits: SwiftLiteLimits
    /// How long the check may take, in seconds, before it stops and says so.
    public let timeout: Double

    /// A check of `files`.
    public init(files: [ProgramFile], limits: SwiftLiteLimits, timeout: Double) {
        self.files = files
        self.limits = limits
        self.timeout = timeout
    }

    /// Replays `history` from a cold start and compares with `hotState` (the live state)
    /// and `hotTree` (the live tree). Nil when `isCancelled` said so between two runs.
    public func run(_ history: InputHistory, hotState: JSONValue, hotTree: Document?, isCancelled: () -> Bool = { false }) -> ColdStartReport? {
        let started = Runner.now()
        var report = replay(history, hotState: hotState, hotTree: hotTree, started: started, isCancelled: isCancelled)
        report?.seconds = Runner.now() - started
        return report
    }

    private func replay(_ history: InputHistory, hotState: JSONValue, hotTree: Document?, started: Double, isCancelled: () -> Bool) -> ColdStartReport? {
        var report = ColdStartReport(verdict: .same, inputCount: history.count)
        report.byHand = history.entries.enumerated().compactMap { index, entry in
            entry.input.isByHand ? ColdStartReport.ByHand(step: index + 1, input: entry.input.description) : nil
        }
        guard history.origin == .coldStart else {
            if case .unknown(let reason) = history.origin { report.note = reason }
            report.verdict = .unknown
            return report
        }

        // The load and each input, with the random and clock results the hot run drew;
        // fresh ones for a run they do not cover (the new code draws differently).
        var player = InputPlayer(files: files, limits: limits)
        var load = player.load(recorded: history.loadRecorded)
        if load.failed, !history.loadRecorded.isEmpty { load = player.load(recorded: nil) }
        if load.failed {
            report.verdict = .diverged
            report.firstDivergence = .init(step: 0, input: "load", reason: "the app does not start cold: \(Self.errorText(load))", details: [])
            return report
        }
        var coldStates = [player.state]
        for (index, entry) in history.entries.enumerated() {
            if isCancelled() { return nil }
            if Runner.now() - started > timeout {
                report.stoppedEarly = "stopped after \(Int(timeout * 1000)) ms (coldStart.timeoutMs)"
                break
            }
            let step = index + 1
            do throws(InputPlayer.InputError) {
                var result = try player.perform(entry.input, recorded: entry.recorded)
                if result.failed, !entry.recorded.isEmpty { result = try player.perform(entry.input, recorded: nil) }
                if result.failed {
                    report.verdict = .diverged
                    report.replayed = step - 1
                    report.firstDivergence = .init(step: step, input: entry.input.description, reason: "it fails from a cold start: \(Self.errorText(result))", details: [])
                    return report
                }
            } catch {
                // The hot app had this node on screen when it was tapped; the cold one does not.
                report.verdict = .diverged
                report.replayed = step - 1
                report.firstDivergence = .init(step: step, input: entry.input.description, reason: "it cannot be played from a cold start: \(error.message)", details: [])
                return report
            }
            coldStates.append(player.state)
        }
        report.replayed = coldStates.count - 1
        let hotStates = [history.loadState] + history.entries.prefix(report.replayed).map(\.stateAfter)
        if report.replayed == history.count {
            // Every input replayed: the live state is the one to compare with.
            report.coldStates = coldStates
            report.stateChanges = StateDiff.changes(from: hotState, to: player.state)
            guard !report.stateChanges.isEmpty else { return report }
            report.verdict = .diverged
            if let hotTree, let coldTree = player.tree {
                report.treeDiff = TreeDiff(from: ScenarioTree.normalized(hotTree), to: ScenarioTree.normalized(coldTree))
            }
            let paths = report.stateChanges.map(\.path)
            report.firstDivergence = Self.firstDivergence(
                hot: hotStates, cold: coldStates, history: history, finalHot: hotState, within: paths)
            return report
        }
        if report.stoppedEarly == nil {
            report.stoppedEarly = "the \(history.omitted) input\(history.omitted == 1 ? "" : "s") past coldStart.maxInputs (\(history.limit)) are not kept"
        }
        // Stopped early: compare where the replay got to.
        if let first = Self.firstDivergence(hot: hotStates, cold: coldStates, history: history, finalHot: hotState, within: nil) {
            report.verdict = .diverged
            report.firstDivergence = first
            report.stateChanges = Self.relevantChanges(from: hotStates.last!, to: coldStates.last!, finalHot: hotState, within: nil)
        } else {
            report.verdict = .incomplete
        }
        return report
    }

    /// The first step (0 for the load) after which the states part, counting only
    /// differences that matter: at a path that differs at the end (`within`), and not a
    /// path the hot state lacked then but has now (one a reload's `state.initial` added,
    /// as the cold start's load does).
    static func firstDivergence(
        hot: [JSONValue], cold: [JSONValue], history: InputHistory, finalHot: JSONValue, within paths: [String]?
    ) -> ColdStartReport.Divergence? {
        for step in 0..<min(hot.count, cold.count) {
            let changes = relevantChanges(from: hot[step], to: cold[step], finalHot: finalHot, within: paths)
            guard !changes.isEmpty else { continue }
            let input = step == 0 ? "load" : history.entries[step - 1].input.description
            return .init(step: step, input: input, reason: "the state differs", details: changes.map(\.rendered))
        }
        return nil
    }

    static func relevantChanges(from hot: JSONValue, to cold: JSONValue, finalHot: JSONValue, within paths: [String]?) -> [StateChange] {
        StateDiff.changes(from: hot, to: cold).filter { change in
            if change.before == nil, Self.value(at: change.path, in: finalHot) != nil { return false }
            guard let paths else { return true }
            return paths.contains { Self.related(change.path, $0) }
        }
    }

    /// Whether one path is the other or holds it (`todos` and `todos[0].done`).
    static func related(_ one: String, _ other: String) -> Bool {
        func holds(_ outer: String, _ inner: String) -> Bool {
            outer.isEmpty || inner == outer || inner.hasPrefix(outer + ".") || inner.hasPrefix(outer + "[")
        }
        return holds(one, other) || holds(other, one)
    }

    /// The value at a path of the state's syntax, or nil when it is absent.
    static func value(at path: String, in state: JSONValue) -> JSONValue? {
        guard !path.isEmpty else { return state }
        return (try? StatePath(parsing: path))?.value(in: state)
    }

    /// A failed run's error in one line.
    static func errorText(_ result: RunResult) -> String {
        ScenarioPlayer.errorText(result)?.summary ?? "it failed"
    }
}
