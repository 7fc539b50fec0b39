import SwiftLite
import ViewTree

/// A program's live session, as the daemon and the REPL drive it: the current files, the
/// state they share, and the last document that rendered.
///
/// `load` and `reload` run the program on the session's state; `dispatch` and
/// `setBinding` change the state through the program and render again. A failed run
/// changes nothing but `lastResult`: the state and the last good document stay.
public final class Session {
    /// The runner (and its interpreter limits).
    public let runner: Runner
    /// The program's current files.
    public private(set) var files: [SourceFileText] = []
    /// The state, as of the last successful run.
    public private(set) var state: JSONValue
    /// The document of the last successful render.
    public private(set) var lastGoodDocument: Document?
    /// The result of the last run, successful or not.
    public private(set) var lastResult: RunResult?

    /// Creates a session starting from `state`.
    public init(limits: Limits = .standard, state: JSONValue = .object([:])) {
        self.runner = Runner(limits: limits)
        self.state = state
    }

    /// Runs the program's first load (top-level code and `body()`).
    @discardableResult
    public func load(_ files: [SourceFileText]) -> RunResult {
        self.files = files
        return run(.load, recorded: nil)
    }

    /// Runs the changed program on the state the session had.
    @discardableResult
    public func reload(_ files: [SourceFileText]) -> RunResult {
        self.files = files
        return run(.reload, recorded: nil)
    }

    /// Runs an action's handler with a payload, then renders.
    @discardableResult
    public func dispatch(_ action: String, payload: JSONValue = .null) -> RunResult {
        run(.action(name: action, payload: payload), recorded: nil)
    }

    /// Writes a value through a binding's path, then renders.
    @discardableResult
    public func setBinding(_ path: String, to value: JSONValue) -> RunResult {
        run(.binding(path: path, value: value), recorded: nil)
    }

    /// Replaces the state (for `--state`, `:set` and `:goto`) and renders.
    @discardableResult
    public func replaceState(_ newState: JSONValue) -> RunResult {
        let previous = state
        state = newState
        let result = run(.reload, recorded: nil)
        if result.failed { state = previous }
        return result
    }

    private func run(_ event: RunEvent, recorded: [JSONValue]?) -> RunResult {
        let result = runner.run(RunInput(files: files, state: state, event: event, recorded: recorded))
        lastResult = result
        if !result.failed {
            state = result.stateAfter
            if let document = result.document { lastGoodDocument = document }
        }
        return result
    }
}
