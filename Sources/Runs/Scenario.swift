import ViewTree

/// A scenario test: the app started from a state (or from nothing, a cold start), then
/// steps (taps, actions, binding writes, state set by hand), each with what the tree and
/// the state must be after it. `workbench test` plays it headless on the current code; the
/// REPL's `:record` and `workbench scenario from-snapshot` write one (docs/scenarios.md).
public struct Scenario: Hashable, Sendable {
    /// The version of the file format this workbench writes and reads.
    public static let formatVersion = 1

    /// The scenario's name (the file's, without `.json`, unless the file says otherwise).
    public var name: String
    /// The state the app starts from; nil for a cold start (an empty state).
    public var state: JSONValue?
    /// The steps, the load first.
    public var steps: [ScenarioStep]

    /// Creates a scenario.
    public init(name: String, state: JSONValue?, steps: [ScenarioStep]) {
        self.name = name
        self.state = state
        self.steps = steps
    }

    /// How many expectations are not recorded yet (a step checked for errors only).
    public var unrecordedExpectations: Int {
        steps.reduce(0) { count, step in
            count + (step.expect.error == nil ? (step.expect.ir == nil ? 1 : 0) + (step.expect.state == nil ? 1 : 0) : 0)
        }
    }
}

/// One step of a scenario: the load, or an input, and what must come of it.
public struct ScenarioStep: Hashable, Sendable {
    /// The input; nil for the load (always the first step, and only it).
    public var input: AppInput?
    /// What the tree, the state and the error must be after it.
    public var expect: ScenarioExpectation
    /// The results of the non-deterministic built-ins (random numbers, the clock) to give
    /// the run, in order; nil to draw fresh ones.
    public var recorded: [JSONValue]?
    /// Where the step is in its file (line, column), for messages.
    public var position: TextPosition?

    /// Creates a step.
    public init(input: AppInput?, expect: ScenarioExpectation = ScenarioExpectation(), recorded: [JSONValue]? = nil, position: TextPosition? = nil) {
        self.input = input
        self.expect = expect
        self.recorded = recorded
        self.position = position
    }

    /// `load`, or the input's description (`tap 0.0.0.2`).
    public var description: String { input?.description ?? "load" }
}

/// What a step must produce. An absent expectation is not checked; the run must always
/// succeed unless `error` says how it fails.
public struct ScenarioExpectation: Hashable, Sendable {
    /// An expected value given in the file itself, or by its hash (the value is then in
    /// the golden file beside the scenario, to show a diff against).
    public enum Expected<Value: Hashable & Sendable>: Hashable, Sendable {
        /// The value itself.
        case inline(Value)
        /// The hash of its canonical JSON (see `ScenarioTree.hash`).
        case hash(String)
    }

    /// The tree after the step, in the scenario's form (`ScenarioTree`).
    public var ir: Expected<Document>?
    /// The state after the step.
    public var state: Expected<JSONValue>?
    /// Text the step's error must contain; nil: the step must not fail.
    public var error: String?

    /// Creates an expectation.
    public init(ir: Expected<Document>? = nil, state: Expected<JSONValue>? = nil, error: String? = nil) {
        self.ir = ir
        self.state = state
        self.error = error
    }
}
