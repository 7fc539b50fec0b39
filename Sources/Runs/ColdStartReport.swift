import Store
import ViewTree

/// What the cold-start check found (`ColdStartCheck`): whether the inputs that built the
/// app's live (hot) state, replayed from a cold start on the current code, reach the same
/// state; if not, where they part and how the state and the tree differ.
public struct ColdStartReport: Sendable {
    /// The verdict.
    public enum Verdict: String, Sendable {
        /// A cold start reaches the hot state.
        case same
        /// It does not: the hot state is one the current code could not have made from
        /// these inputs (or a cold start fails on the way).
        case diverged
        /// The check stopped before the last input (`coldStart.maxInputs`,
        /// `coldStart.timeoutMs`) and found no difference so far.
        case incomplete
        /// The inputs that built the state are not known (it was taken up from the store).
        case unknown
    }

    /// Where a cold start first leaves the hot run.
    public struct Divergence: Sendable, Hashable {
        /// The input, counted from 1; 0 for the load.
        public var step: Int
        /// The input as people read it (`tap 0.0.0.2`, `load`).
        public var input: String
        /// How: `the state differs`, `it fails from a cold start: ...`.
        public var reason: String
        /// The state's differences there, hot -> cold, as lines (`~ count: 1 -> 2`).
        public var details: [String]

        /// Creates a divergence.
        public init(step: Int, input: String, reason: String, details: [String]) {
            self.step = step
            self.input = input
            self.reason = reason
            self.details = details
        }
    }

    /// An input a person made outside the app (`:set`, `:goto`, a REPL snippet), which
    /// the replay repeats but no code of the app could have made.
    public struct ByHand: Sendable, Hashable {
        /// The input, counted from 1.
        public var step: Int
        /// The input as people read it.
        public var input: String

        /// Creates one.
        public init(step: Int, input: String) {
            self.step = step
            self.input = input
        }
    }

    /// The verdict.
    public var verdict: Verdict
    /// How many inputs built the hot state (all of them, replayed or not).
    public var inputCount: Int
    /// How many the check replayed.
    public var replayed = 0
    /// Where the cold run first left the hot one, when it did and it could tell.
    public var firstDivergence: Divergence?
    /// The state's differences, hot -> cold, after the last input replayed.
    public var stateChanges: [StateChange] = []
    /// The tree's differences, hot -> cold (shown when the states differ).
    public var treeDiff: TreeDiff?
    /// The inputs made by hand.
    public var byHand: [ByHand] = []
    /// Why the check stopped before the last input; nil when it did not.
    public var stoppedEarly: String?
    /// Why the check could not be made (`unknown`).
    public var note: String?
    /// How long it took, in seconds.
    public var seconds: Double = 0
    /// The state after the load and after each input, from the cold start, when every
    /// input was replayed: what `:cold reset` gives the app.
    public var coldStates: [JSONValue]?

    /// Creates a report.
    public init(verdict: Verdict, inputCount: Int) {
        self.verdict = verdict
        self.inputCount = inputCount
    }

    /// The state a cold start reaches with every input, when it was replayed to the end.
    public var coldState: JSONValue? { coldStates?.last }
}
