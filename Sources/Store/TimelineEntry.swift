import ViewTree

/// One run in a document's history, as the preview's history strip shows it: the
/// summary `workbench snapshots` lists, and what the run changed (files, nodes), all read
/// from the store.
public struct TimelineEntry: Hashable, Sendable {
    /// The view whose tap action an action is.
    public struct TappedView: Hashable, Sendable {
        /// The node's id in the render before the run.
        public var id: String
        /// Its type: `Button`, or whatever carries an `.onTapGesture`.
        public var type: String
        /// Its title, when it has one (a button's label).
        public var title: String?

        /// Creates a tapped view.
        public init(id: String, type: String, title: String?) {
            self.id = id
            self.type = type
            self.title = title
        }
    }

    /// The snapshot's summary: id, time, reason, action, crash and problem, duration.
    public var summary: SnapshotSummary
    /// The files whose text differs from the program of the document's previous snapshot
    /// (changed, added or removed), in the program's order, removed files last; every file of the program for the oldest
    /// snapshot of the document the store holds; empty when the program is the same.
    public var changedFiles: [String]
    /// How many nodes the run added, removed, moved or changed against the render before
    /// it (`TreeDiff.touchedNodeCount`); every node for the document's first render in the
    /// store; `nil` when the run rendered nothing (it failed).
    public var nodesChanged: Int?
    /// For an action, the view of the render before it whose tap action it is. The store
    /// records a tap as the action it ran; an action that is a view's tap action is almost
    /// always a tap on that view (or `:tap` in the REPL).
    public var tapped: TappedView?

    /// Creates an entry.
    public init(summary: SnapshotSummary, changedFiles: [String], nodesChanged: Int?, tapped: TappedView?) {
        self.summary = summary
        self.changedFiles = changedFiles
        self.nodesChanged = nodesChanged
        self.tapped = tapped
    }

    /// What kind of run it was, as the strip colours it: `load`, `reload`, `action`, `tap`
    /// (an action that is a view's tap action), `binding` or `replay`.
    public var kind: String {
        tapped != nil ? "tap" : summary.reason.rawValue
    }

    /// The entry as JSON: `{"id", "time", "reason", "kind", "action", "tapped", "files",
    /// "nodesChanged", "isCrash", "problem", "durationMicroseconds"}`, `tapped` being
    /// `{"id", "type", "title"}` or null.
    public var jsonValue: JSONValue {
        var members = SnapshotListing.json([summary]).arrayValue?.first?.objectValue ?? [:]
        members["document"] = nil
        members["kind"] = .string(kind)
        members["files"] = .array(changedFiles.map { .string($0) })
        members["nodesChanged"] = nodesChanged.map { .int($0) } ?? .null
        members["tapped"] = tapped.map { view in
            .object(["id": .string(view.id), "type": .string(view.type), "title": view.title.map { .string($0) } ?? .null])
        } ?? .null
        return .object(members)
    }
}
