import ViewTree

/// What the REPL's `:record NAME` collects while a person uses the app: the state the
/// recording started from and every input since, each with the random and clock results
/// its live run drew and, when it failed, its error. `:record stop` turns it into a
/// scenario whose expectations are recorded on the code as it is then
/// (`ScenarioPlayer.record`).
public struct ScenarioRecorder: Sendable {
    /// The scenario's name.
    public let name: String
    /// The file it will be written to.
    public let file: String
    /// The state the app had when the recording started; nil when it started cold.
    public let startState: JSONValue?
    /// The inputs so far, each a step without expectations (a failed one expects its error).
    public private(set) var steps: [ScenarioStep] = []

    /// A recording starting from `state` (nil: from a cold start).
    public init(name: String, file: String, startState: JSONValue?) {
        self.name = name
        self.file = file
        self.startState = startState
    }

    /// Adds an input the app ran. `failure` is the message of its error when it failed: the
    /// scenario then expects it to fail the same way, as the crash it was.
    public mutating func append(_ input: AppInput, recorded: [JSONValue], failure: String? = nil) {
        steps.append(ScenarioStep(input: input, expect: ScenarioExpectation(error: failure), recorded: recorded.isEmpty ? nil : recorded))
    }

    /// The scenario so far: the load, then the inputs.
    public var scenario: Scenario {
        Scenario(name: name, state: startState, steps: [ScenarioStep(input: nil)] + steps)
    }
}
