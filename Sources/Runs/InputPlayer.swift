import Runtime
import ViewTree

/// Plays a program's load and then inputs, headless, as the app would live: each run
/// starts from the state the last successful one left, and taps and binding writes by
/// node look the node up in the tree the last successful run rendered (what was on
/// screen). `workbench test` and the cold-start check play their inputs through it.
public struct InputPlayer {
    /// Why an input could not be played: what it names is not in the tree on screen.
    public struct InputError: Error, Hashable, Sendable, CustomStringConvertible {
        /// What was wrong, naming the node: `there is no node 0.0.9 in the tree; did you mean 0.0.0?`.
        public var message: String
        public var description: String { message }
    }

    /// The runner (its interpreter limits); one per player, so that its last tree is this
    /// player's.
    public let runner: Runner
    /// The program played.
    public let files: [ProgramFile]
    /// The state the next run starts from.
    public private(set) var state: JSONValue
    /// The tree of the last run that rendered: the one inputs by node are looked up in.
    public private(set) var tree: Document?

    /// A player of `files` starting from `state` (an empty object: a cold start).
    public init(files: [ProgramFile], state: JSONValue = .object([:]), limits: SwiftLiteLimits) {
        runner = Runner(limits: limits)
        self.files = files
        self.state = state
    }

    /// Runs the program's load. `recorded` replays the results of the non-deterministic
    /// built-ins; nil draws fresh ones.
    public mutating func load(recorded: [JSONValue]? = nil) -> RunResult {
        run(.load, recorded: recorded)
    }

    /// Runs one input. A failed run leaves the state and the tree as they were, as in the
    /// live app.
    ///
    /// - Throws: `InputError` when a tap or a binding write names a node the tree on
    ///   screen does not have, or one without a tap action or a binding.
    public mutating func perform(_ input: AppInput, recorded: [JSONValue]? = nil) throws(InputError) -> RunResult {
        switch input {
        case .tap(let id, let event, let payload):
            let node = try self.node(id)
            guard let action = EventTarget.event(event, of: node)?.action else { throw InputError(message: EventTarget.missing(event, of: node)) }
            return run(.action(name: action, payload: payload), recorded: recorded)
        case .dispatch(let action, let payload):
            return run(.action(name: action, payload: payload), recorded: recorded)
        case .bindNode(let id, let binding, let value):
            let node = try self.node(id)
            guard let name = binding ?? node.bindings.keys.sorted().first, let path = node.bindings[name] else {
                let names = node.bindings.keys.sorted()
                throw InputError(
                    message: "\(node.type) \(id) has no \(binding.map { "binding \"\($0)\"" } ?? "binding")"
                        + (names.isEmpty ? "" : "; its bindings are \(names.joined(separator: ", "))"))
            }
            return run(.binding(path: path, value: value), recorded: recorded)
        case .bind(let path, let value), .set(let path, let value):
            return run(.binding(path: path, value: value), recorded: recorded)
        case .replace(let newState):
            // As the live session replaces it: the new state, rendered as a reload; a
            // failure puts the old one back.
            let previous = state
            state = newState
            let result = run(.reload, recorded: recorded)
            if result.failed { state = previous }
            return result
        }
    }

    private mutating func run(_ event: RunEvent, recorded: [JSONValue]?) -> RunResult {
        let result = runner.run(RunInput(files: files, state: state, event: event, recorded: recorded))
        if !result.failed {
            state = result.stateAfter
            if let document = result.document { tree = document }
        }
        return result
    }

    /// The node with this id in the tree on screen.
    private func node(_ id: String) throws(InputError) -> Node {
        guard let root = tree?.root else {
            throw InputError(message: "there is no node \(id): nothing has rendered yet")
        }
        if let node = root.node(withID: id) {
            // A tap or a control's write on a `.disabled(true)` view is refused, as SwiftUI ignores it.
            if let refusal = root.disabledRefusal(of: id) { throw InputError(message: refusal) }
            return node
        }
        var ids: [String] = []
        root.forEachNode { ids.append($0.id) }
        var message = "there is no node \(id) in the tree"
        if let suggestion = Spelling.suggestion(for: id, among: ids) { message += "; did you mean \(suggestion)?" }
        throw InputError(message: message)
    }
}
