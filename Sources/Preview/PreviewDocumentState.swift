import ViewTree

/// What the preview shows of one document: its last good tree, the failure of its latest
/// run if that failed, and the state values its controls show.
public struct PreviewDocumentState: Sendable, Hashable {
    /// The tree of the last run that succeeded; `nil` when none has yet.
    public var document: Document?
    /// Why the latest run failed; `nil` when it succeeded. The page shows it over the last
    /// good tree until a run succeeds.
    public var failure: PreviewFailure?
    /// The value at each state path the tree refers to (`Document.referencedStatePaths`):
    /// the IR names a toggle's bound path, not whether it is on.
    public var stateValues: [String: JSONValue]
    /// Increases with every run of the document (the daemon's run number will do): a page
    /// never goes back to an older state it receives late.
    public var version: Int

    /// Creates a state.
    public init(document: Document?, failure: PreviewFailure? = nil, stateValues: [String: JSONValue] = [:], version: Int) {
        self.document = document
        self.failure = failure
        self.stateValues = stateValues
        self.version = version
    }

    /// Creates a state whose values are read, for each path the document refers to, with
    /// `value(at:)` (the daemon reads its session's state there); a path without a value
    /// is left out.
    public init(document: Document?, failure: PreviewFailure? = nil, version: Int, value: (_ path: String) -> JSONValue?) {
        self.init(document: document, failure: failure, stateValues: Self.stateValues(of: document, value: value), version: version)
    }

    /// The value at each state path `document` refers to, read with `value(at:)`; a path
    /// without a value is left out.
    public static func stateValues(of document: Document?, value: (_ path: String) -> JSONValue?) -> [String: JSONValue] {
        var values: [String: JSONValue] = [:]
        for path in document?.referencedStatePaths ?? [] {
            if let found = value(path) { values[path] = found }
        }
        return values
    }
}

/// Why a document's latest run failed.
public enum PreviewFailure: Sendable, Hashable {
    /// It did not compile (scripts) or parse (VML): the diagnostics, errors first. Without
    /// an error, the warnings of a run that rendered (a VML document's), shown under it.
    case diagnostics([Diagnostic])
    /// It ran and failed: the failure with its script stack.
    case runtime(RuntimeFailure)

    /// Whether the run failed: a runtime failure, or diagnostics with an error (not only
    /// the warnings of a run that rendered).
    public var isFailure: Bool {
        switch self {
        case .runtime: return true
        case .diagnostics(let diagnostics): return diagnostics.contains { $0.severity == .error }
        }
    }
}

extension Document {
    /// Every state path the tree refers to: the paths of the nodes' bindings and the
    /// `StateRef`s among their props and modifier arguments.
    public var referencedStatePaths: Set<String> {
        var paths: Set<String> = []
        func collect(_ value: Value) {
            switch value {
            case .stateRef(let path), .bindingRef(let path): paths.insert(path)
            case .array(let elements): elements.forEach(collect)
            case .dictionary(let members): members.values.forEach(collect)
            case .tuple(let fields): fields.forEach { collect($0.value) }
            case .member(let chain), .named(let chain):
                chain.segments.forEach { $0.arguments?.forEach { collect($0.value) } }
            default: break
            }
        }
        root.forEachNode { node in
            paths.formUnion(node.bindings.values)
            node.props.values.forEach(collect)
            node.modifiers.forEach { $0.arguments.forEach { collect($0.value) } }
        }
        return paths
    }
}
