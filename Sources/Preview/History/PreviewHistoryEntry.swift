/// One run in the history strip: one mark.
public struct PreviewHistoryEntry: Sendable, Hashable {
    /// What kind of run it was; the strip colours its mark by kind.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// The document's first run.
        case load
        /// A run after a file was saved.
        case reload
        /// An action ran.
        case action
        /// An action that is a view's tap action: a tap on a button.
        case tap
        /// A control wrote its binding.
        case binding
        /// A stored run replayed.
        case replay
    }

    /// The snapshot's id.
    public var snapshot: Int64
    /// When the run started, in milliseconds since 1970 (UTC).
    public var time: Int64
    /// Its kind.
    public var kind: Kind
    /// The action's name, or the path a binding wrote.
    public var detail: String?
    /// The view tapped, for a tap: `Button "+" 0.0.0.2`.
    public var tapped: String?
    /// The files whose change the run picked up.
    public var files: [String]
    /// How many nodes it changed; `nil` when it rendered nothing.
    public var nodesChanged: Int?
    /// Whether it failed.
    public var isCrash: Bool
    /// For a crash, the failure in one line: `components.swift:18: index 5 is out of range`.
    public var problem: String?
    /// How long it took.
    public var milliseconds: Double

    /// Creates an entry.
    public init(
        snapshot: Int64, time: Int64, kind: Kind, detail: String? = nil, tapped: String? = nil, files: [String] = [],
        nodesChanged: Int? = nil, isCrash: Bool = false, problem: String? = nil, milliseconds: Double = 0
    ) {
        self.snapshot = snapshot
        self.time = time
        self.kind = kind
        self.detail = detail
        self.tapped = tapped
        self.files = files
        self.nodesChanged = nodesChanged
        self.isCrash = isCrash
        self.problem = problem
        self.milliseconds = milliseconds
    }
}

/// A page of the history strip, newest first.
public struct PreviewHistoryPage: Sendable, Hashable {
    /// The runs, newest first.
    public var entries: [PreviewHistoryEntry]
    /// Whether older runs are stored.
    public var hasOlder: Bool
    /// How many runs of the document are stored.
    public var total: Int

    /// Creates a page.
    public init(entries: [PreviewHistoryEntry], hasOlder: Bool, total: Int) {
        self.entries = entries
        self.hasOlder = hasOlder
        self.total = total
    }
}
