import Runtime
import Store
import ViewTree

/// Plays scenarios headless on a program (the project's current code) and checks each
/// step against its expectations; or plays them to record what each step produces now
/// (`workbench test --update`, the REPL's `:record stop`).
///
/// Every scenario gets a runner of its own: nothing of one scenario's runs reaches
/// another's. Not thread-safe; run it on a thread with a script-sized stack.
public struct ScenarioPlayer {
    /// The program the scenarios run on.
    public let files: [ProgramFile]
    /// The interpreter's limits for each run.
    public let limits: SwiftLiteLimits

    /// A player for `files`.
    public init(files: [ProgramFile], limits: SwiftLiteLimits) {
        self.files = files
        self.limits = limits
    }

    /// Plays a scenario and checks it. `golden` reads the golden file, asked only when a
    /// step's tree or state, named by hash, differs (to show the diff).
    public func check(_ scenario: Scenario, file: String? = nil, golden: () throws(ScenarioFileError) -> ScenarioGolden = { ScenarioGolden() }) -> ScenarioResult {
        let started = Runner.now()
        var player = InputPlayer(files: files, state: scenario.state ?? .object([:]), limits: limits)
        var failure: ScenarioFailure?
        var loadedGolden: ScenarioGolden?
        steps: for (index, step) in scenario.steps.enumerated() {
            let result: RunResult
            do throws(InputPlayer.InputError) {
                if let input = step.input {
                    result = try player.perform(input, recorded: step.recorded)
                } else {
                    result = player.load(recorded: step.recorded)
                }
            } catch {
                failure = ScenarioFailure(step: index + 1, stepDescription: step.description, problems: [.init(summary: error.message)])
                break steps
            }
            var problems = Self.errorProblems(result, expected: step.expect.error)
            if problems.isEmpty, step.expect.error == nil {
                func lookUp() -> ScenarioGolden {
                    if let loadedGolden { return loadedGolden }
                    let read: ScenarioGolden
                    do throws(ScenarioFileError) { read = try golden() } catch {
                        problems.append(.init(summary: "the golden file cannot be read", details: error.description))
                        read = ScenarioGolden()
                    }
                    loadedGolden = read
                    return read
                }
                if let expected = step.expect.ir, let problem = Self.compare(tree: player.tree, with: expected, golden: lookUp) {
                    problems.append(problem)
                }
                if let expected = step.expect.state, let problem = Self.compare(state: player.state, with: expected, golden: lookUp) {
                    problems.append(problem)
                }
            }
            if !problems.isEmpty {
                failure = ScenarioFailure(step: index + 1, stepDescription: step.description, problems: problems)
                break
            }
        }
        return ScenarioResult(
            name: scenario.name, file: file, stepCount: scenario.steps.count, failure: failure,
            unrecorded: scenario.unrecordedExpectations, seconds: Runner.now() - started)
    }

    /// Plays a scenario with fresh random and clock results and returns it with every
    /// step's expectations replaced by what the step produces now (trees by hash, in the
    /// golden returned; states inline), or the failure that stops it: a step that fails
    /// (unless it expects to) or names a node the tree does not have.
    ///
    /// `keepingRecorded` gives each step the results it holds instead (a session just
    /// recorded: the dice it rolled live), and fresh ones only to a step that fails with
    /// them where it should not (the code now draws them differently).
    public func record(_ scenario: Scenario, keepingRecorded: Bool = false) -> Result<(scenario: Scenario, golden: ScenarioGolden), ScenarioFailure> {
        var player = InputPlayer(files: files, state: scenario.state ?? .object([:]), limits: limits)
        var updated = scenario
        var golden = ScenarioGolden()
        for (index, step) in scenario.steps.enumerated() {
            var result: RunResult
            do throws(InputPlayer.InputError) {
                let given = keepingRecorded ? step.recorded : nil
                func play(_ recorded: [JSONValue]?) throws(InputPlayer.InputError) -> RunResult {
                    if let input = step.input { return try player.perform(input, recorded: recorded) }
                    return player.load(recorded: recorded)
                }
                result = try play(given)
                if given != nil, result.failed, step.expect.error == nil { result = try play(nil) }
            } catch {
                return .failure(ScenarioFailure(step: index + 1, stepDescription: step.description, problems: [.init(summary: error.message)]))
            }
            let problems = Self.errorProblems(result, expected: step.expect.error)
            guard problems.isEmpty else {
                return .failure(ScenarioFailure(step: index + 1, stepDescription: step.description, problems: problems))
            }
            updated.steps[index].recorded = result.recorded.isEmpty ? nil : result.recorded
            guard step.expect.error == nil else { continue }
            if let tree = player.tree {
                let normalized = ScenarioTree.normalized(tree)
                let hash = ScenarioTree.hash(canonical: IRJSONEncoder.encode(normalized))
                golden.trees[hash] = normalized
                updated.steps[index].expect.ir = .hash(hash)
            }
            updated.steps[index].expect.state = .inline(player.state)
        }
        return .success((updated, golden))
    }

    /// The problems with a run's error: it failed and should not have, or should have
    /// failed with other words.
    static func errorProblems(_ result: RunResult, expected: String?) -> [ScenarioFailure.Problem] {
        let error = errorText(result)
        switch (expected, error) {
        case (nil, nil): return []
        case (nil, let error?): return [.init(summary: "the step failed: \(error.summary)", details: error.details)]
        case (let expected?, nil): return [.init(summary: "the step succeeded; it should fail with an error containing \"\(expected)\"")]
        case (let expected?, let error?):
            guard !error.details.contains(expected) else { return [] }
            return [.init(summary: "the step failed with another error than one containing \"\(expected)\"", details: error.details)]
        }
    }

    /// A failed run's error: its message, and in full (source line, stack).
    static func errorText(_ result: RunResult) -> (summary: String, details: String)? {
        if let failure = result.failure { return (failure.message, failure.rendered()) }
        let errors = result.diagnostics.filter { $0.severity == .error }
        guard let first = errors.first else { return nil }
        return ("\(first.locationText): \(first.message)", errors.map { $0.rendered() }.joined(separator: "\n"))
    }

    static func compare(tree: Document?, with expected: ScenarioExpectation.Expected<Document>, golden: () -> ScenarioGolden) -> ScenarioFailure.Problem? {
        guard let tree else { return .init(summary: "the step rendered no tree; one was expected") }
        let actual = ScenarioTree.normalized(tree)
        let actualBytes = IRJSONEncoder.encode(actual)
        let wanted: Document
        switch expected {
        case .inline(let document):
            wanted = ScenarioTree.normalized(document)
            if IRJSONEncoder.encode(wanted) == actualBytes { return nil }
        case .hash(let hash):
            if ScenarioTree.hash(canonical: actualBytes) == hash { return nil }
            guard let found = golden().trees[hash] else {
                return .init(
                    summary: "the IR differs from the expected tree \(hash), which the golden file does not hold (no diff to show; workbench test --update records the current tree)")
            }
            wanted = found
        }
        let diff = TreeDiff(from: wanted, to: actual)
        guard !diff.isEmpty else { return .init(summary: "the IR differs in its version or capabilities") }
        return .init(summary: "the IR differs: \(diff.summary)", details: diff.rendered)
    }

    static func compare(state: JSONValue, with expected: ScenarioExpectation.Expected<JSONValue>, golden: () -> ScenarioGolden) -> ScenarioFailure.Problem? {
        let actualBytes = CanonicalJSONWriter().bytes(state)
        let wanted: JSONValue
        switch expected {
        case .inline(let value):
            if CanonicalJSONWriter().bytes(value) == actualBytes { return nil }
            wanted = value
        case .hash(let hash):
            if ScenarioTree.hash(canonical: actualBytes) == hash { return nil }
            guard let found = golden().states[hash] else {
                return .init(summary: "the state differs from the expected state \(hash), which the golden file does not hold")
            }
            wanted = found
        }
        let changes = StateDiff.changes(from: wanted, to: state)
        return .init(
            summary: "the state differs at \(changes.count) path\(changes.count == 1 ? "" : "s")",
            details: changes.map(\.rendered).joined(separator: "\n"))
    }
}
