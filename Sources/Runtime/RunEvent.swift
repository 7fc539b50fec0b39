import ViewTree

/// What a run was started for.
public enum RunEvent: Hashable, Sendable {
    /// The first run of a program.
    case load
    /// A run after the program's files changed, on the state it had.
    case reload
    /// An action dispatched with a payload.
    case action(name: String, payload: JSONValue)
    /// A control wrote through its binding.
    case binding(path: String, value: JSONValue)

    /// Whether the run is something done to the app's state (an action, a binding's
    /// write), whose changes its `onChange` handlers answer; a load or a reload makes the
    /// state rather than changing it.
    public var changesState: Bool {
        switch self {
        case .action, .binding: return true
        case .load, .reload: return false
        }
    }

    /// The stored name of the event: `load`, `reload`, `action`, `binding`.
    public var reason: String {
        switch self {
        case .load: return "load"
        case .reload: return "reload"
        case .action: return "action"
        case .binding: return "binding"
        }
    }
}

/// Everything a run depends on. A run is a function of these: the same input gives the
/// same document, state and error, byte for byte.
public struct RunInput: Sendable {
    /// The program's files, in the order their top-level code runs.
    public var files: [ProgramFile]
    /// The state before the run.
    public var state: JSONValue
    /// Why it runs.
    public var event: RunEvent
    /// The results of the non-deterministic built-ins to replay; nil to record fresh ones.
    public var recorded: [JSONValue]?
    /// Which of the program's documents it renders.
    public var root: DocumentRoot

    /// Creates an input.
    public init(
        files: [ProgramFile], state: JSONValue = .object([:]), event: RunEvent = .load, recorded: [JSONValue]? = nil, root: DocumentRoot = .automatic
    ) {
        self.files = files
        self.state = state
        self.event = event
        self.recorded = recorded
        self.root = root
    }
}

/// What a run produced.
public struct RunResult: Sendable {
    /// How the run ended.
    public enum Outcome: Sendable {
        /// It ran; the document is nil for a program without `body()`.
        case rendered(Document?)
        /// It did not compile: nothing ran, the state is unchanged.
        case compileFailed([Diagnostic])
        /// It failed while running: the state is as it was before.
        case failed(RuntimeFailure)
    }

    /// Why it ran.
    public var event: RunEvent
    /// How it ended.
    public var outcome: Outcome
    /// The state before.
    public var stateBefore: JSONValue
    /// The state after (the same as before when the run failed).
    public var stateAfter: JSONValue
    /// The results of the non-deterministic built-ins, in the order the run used them.
    public var recorded: [JSONValue]
    /// Warnings (unknown modifiers, strings in view content, duplicate ids...).
    public var warnings: [Diagnostic]
    /// What the program printed.
    public var output: String
    /// How long the run took, in seconds.
    public var duration: Double
    /// The actions the program registered (named ones, then anonymous ones by position).
    public var actions: [String] = []
    /// The document it rendered: `app` or a preview's name (what `.automatic` chose).
    public var documentName = AppDocumentName.value

    /// The document, when the run rendered one.
    public var document: Document? {
        if case .rendered(let document) = outcome { return document }
        return nil
    }

    /// Whether the run failed (to compile or to run).
    public var failed: Bool {
        if case .rendered = outcome { return false }
        return true
    }

    /// The compile diagnostics, when it did not compile.
    public var diagnostics: [Diagnostic] {
        if case .compileFailed(let diagnostics) = outcome { return diagnostics }
        return []
    }

    /// The runtime failure, when it failed while running.
    public var failure: RuntimeFailure? {
        if case .failed(let failure) = outcome { return failure }
        return nil
    }
}
