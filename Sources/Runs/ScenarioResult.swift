import ViewTree

/// What playing a scenario came to: passed, or the first step that did not come out as
/// expected and how.
public struct ScenarioResult: Sendable {
    /// The scenario's name.
    public var name: String
    /// The file it was read from, when it was.
    public var file: String?
    /// How many steps the scenario has.
    public var stepCount: Int
    /// Why it failed; nil when it passed.
    public var failure: ScenarioFailure?
    /// How many expectations are not recorded yet (steps checked for errors only).
    public var unrecorded: Int
    /// How long playing it took, in seconds.
    public var seconds: Double

    /// Creates a result.
    public init(name: String, file: String?, stepCount: Int, failure: ScenarioFailure?, unrecorded: Int, seconds: Double) {
        self.name = name
        self.file = file
        self.stepCount = stepCount
        self.failure = failure
        self.unrecorded = unrecorded
        self.seconds = seconds
    }

    /// Whether every step came out as expected.
    public var passed: Bool { failure == nil }
}

/// How a scenario failed: at which step, and each way the step's outcome differs.
public struct ScenarioFailure: Error, Hashable, Sendable {
    /// One way a step did not come out as expected.
    public struct Problem: Hashable, Sendable {
        /// One line: `the IR differs: 1 changed`, `the state differs at 1 path`.
        public var summary: String
        /// How: the structural tree diff, the state diff by path, the error with its stack.
        public var details: String

        /// Creates a problem.
        public init(summary: String, details: String = "") {
            self.summary = summary
            self.details = details
        }
    }

    /// The step, counted from 1 (the load is step 1); 0 when the scenario could not be
    /// read or played at all.
    public var step: Int
    /// The step as a person reads it: `tap 0.0.0.2`.
    public var stepDescription: String
    /// What is wrong.
    public var problems: [Problem]
    /// Whether the scenario could not be played (its file is malformed, the program's files
    /// unreadable), as opposed to played and found different: JUnit's `error` rather than
    /// its `failure`.
    public var isError: Bool

    /// Creates a failure.
    public init(step: Int, stepDescription: String, problems: [Problem], isError: Bool = false) {
        self.step = step
        self.stepDescription = stepDescription
        self.problems = problems
        self.isError = isError
    }

    /// One line: `step 3 (tap 0.0.9): there is no node 0.0.9 in the tree`.
    public var summary: String {
        let what = problems.map(\.summary).joined(separator: "; ")
        return step == 0 ? what : "step \(step) (\(stepDescription)): \(what)"
    }
}
