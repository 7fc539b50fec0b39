import ViewTree

/// The inputs that built the app's live state, from the cold start that created it: what
/// the cold-start check replays on new code (`ColdStartCheck`). Each input keeps the
/// random and clock results its live run drew and the state it left, so that the check can
/// say which input first led somewhere else.
///
/// Bounded: past `limit` inputs, later ones are counted but not kept (the check then
/// replays the kept ones and says that it stopped early).
public struct InputHistory: Sendable {
    /// Where the live state came from.
    public enum Origin: Hashable, Sendable {
        /// A cold start: the app's first successful run on an empty state, in this daemon.
        case coldStart
        /// A state the app took up without its inputs: the store's, when `serve` started,
        /// or nothing run yet. The reason says which.
        case unknown(String)
    }

    /// One input and what it left.
    public struct Entry: Sendable {
        /// The input.
        public var input: AppInput
        /// The results of the non-deterministic built-ins its run drew.
        public var recorded: [JSONValue]
        /// The state after it.
        public var stateAfter: JSONValue

        /// Creates an entry.
        public init(input: AppInput, recorded: [JSONValue], stateAfter: JSONValue) {
            self.input = input
            self.recorded = recorded
            self.stateAfter = stateAfter
        }
    }

    /// Where the state came from.
    public private(set) var origin: Origin
    /// The random and clock results of the cold start's load.
    public private(set) var loadRecorded: [JSONValue] = []
    /// The state the cold start's load left.
    public private(set) var loadState: JSONValue = .object([:])
    /// The inputs kept, oldest first.
    public private(set) var entries: [Entry] = []
    /// How many inputs came after the kept ones and were only counted.
    public private(set) var omitted = 0
    /// The most inputs kept (`coldStart.maxInputs`).
    public let limit: Int

    /// An empty history: nothing has run yet.
    public init(limit: Int) {
        self.limit = max(0, limit)
        origin = .unknown("the app has not run yet")
    }

    /// How many inputs built the state, kept or not.
    public var count: Int { entries.count + omitted }

    /// The app started cold: its load ran on an empty state, drew `recorded`, left `state`.
    public mutating func startCold(recorded: [JSONValue], state: JSONValue) {
        origin = .coldStart
        loadRecorded = recorded
        loadState = state
        entries = []
        omitted = 0
    }

    /// The app took up a state whose inputs are not known (`reason` says how).
    public mutating func forget(_ reason: String) {
        origin = .unknown(reason)
        loadRecorded = []
        loadState = .object([:])
        entries = []
        omitted = 0
    }

    /// An input ran and left `state`.
    public mutating func append(_ input: AppInput, recorded: [JSONValue], state: JSONValue) {
        guard origin == .coldStart else { return }
        if entries.count < limit {
            entries.append(Entry(input: input, recorded: recorded, stateAfter: state))
        } else {
            omitted += 1
        }
    }

    /// The same inputs with the states a cold start reached after each (`:cold reset`
    /// adopting the cold run): `load` after the load, then one per kept input.
    public mutating func adopt(load: JSONValue, states: [JSONValue]) {
        guard states.count == entries.count else { return }
        loadState = load
        for index in entries.indices { entries[index].stateAfter = states[index] }
    }
}
