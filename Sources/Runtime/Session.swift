import SwiftLite
import ViewTree

/// A program's live session, as the daemon and the REPL drive it: the current files and
/// the state they share. (The last document that rendered is the workspace's to keep.)
///
/// `load` and `reload` run the program on the session's state; `dispatch` and
/// `setBinding` change the state through the program and render again. A failed run
/// changes nothing but `lastResult`: the state stays.
public final class Session {
    /// The runner (and its interpreter limits).
    public let runner: Runner
    /// The program's current files.
    public private(set) var files: [ProgramFile] = []
    /// The state, as of the last successful run.
    public private(set) var state: JSONValue
    /// The result of the last run, successful or not.
    public private(set) var lastResult: RunResult?

    /// Which of the program's documents the session renders.
    public let root: DocumentRoot

    /// Creates a session starting from `state`, rendering `root`; given `other`, it runs the
    /// programs `other`'s runner compiles, compiling each once for both.
    public init(limits: Limits = .standard, state: JSONValue = .object([:]), root: DocumentRoot = .app, sharingProgramsWith other: Session? = nil) {
        self.runner = Runner(limits: limits, sharingProgramsWith: other?.runner)
        self.state = state
        self.root = root
    }

    /// Sets the state the next run starts from, without running (a restart resuming the
    /// state it had).
    public func restoreState(_ saved: JSONValue) {
        state = saved
    }

    /// Runs the program's first load (top-level code and `body()`).
    @discardableResult
    public func load(_ files: [ProgramFile]) -> RunResult {
        self.files = files
        return run(.load)
    }

    /// Runs the changed program on the state the session had.
    @discardableResult
    public func reload(_ files: [ProgramFile]) -> RunResult {
        self.files = files
        return run(.reload)
    }

    /// Runs an action's handler with a payload, then renders.
    @discardableResult
    public func dispatch(_ action: String, payload: JSONValue = .null) -> RunResult {
        run(.action(name: action, payload: payload))
    }

    /// Writes a value through a binding's path, then renders.
    @discardableResult
    public func setBinding(_ path: String, to value: JSONValue) -> RunResult {
        run(.binding(path: path, value: value))
    }

    /// Replaces the state (for `--state`, `:set` and `:goto`) and renders.
    @discardableResult
    public func replaceState(_ newState: JSONValue) -> RunResult {
        let previous = state
        state = newState
        let result = run(.reload)
        if result.failed { state = previous }
        return result
    }

    /// Evaluates a snippet against the session's state (the REPL). When the snippet changes
    /// the state, the new state is rendered as a reload of the program.
    public func evaluate(_ source: String) -> (evaluation: Evaluation, render: RunResult?) {
        let evaluation = runner.evaluate(source, files: files, state: state)
        guard evaluation.failure == nil, evaluation.diagnostics.isEmpty,
            evaluation.stateAfter.canonicalText != state.canonicalText
        else { return (evaluation, nil) }
        return (evaluation, replaceState(evaluation.stateAfter))
    }

    /// A live run: its random and clock results are fresh, never replayed (a replay runs
    /// a stored snapshot through a `Runner` of its own).
    private func run(_ event: RunEvent) -> RunResult {
        let result = runner.run(RunInput(files: files, state: state, event: event, root: root))
        lastResult = result
        if !result.failed { state = result.stateAfter }
        return result
    }
}
