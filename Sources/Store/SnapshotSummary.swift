import Foundation
import ViewTree

/// One line of the history: what `workbench snapshots` lists, read without loading the
/// IR, the state or the program.
public struct SnapshotSummary: Hashable, Sendable {
    /// The snapshot's id.
    public var id: Int64
    /// When the run started.
    public var time: Date
    /// Why it ran.
    public var reason: Snapshot.Reason
    /// Which document it concerns.
    public var document: String
    /// The action, for action and binding runs.
    public var action: String?
    /// Whether the run failed.
    public var isCrash: Bool
    /// For a crash, the failure's or the first error's message: `index 5 is out of range...`.
    public var problem: String?
    /// How long the run took.
    public var duration: Duration

    /// Creates a summary.
    public init(
        id: Int64, time: Date, reason: Snapshot.Reason, document: String, action: String?, isCrash: Bool,
        problem: String?, duration: Duration
    ) {
        self.id = id
        self.time = time
        self.reason = reason
        self.document = document
        self.action = action
        self.isCrash = isCrash
        self.problem = problem
        self.duration = duration
    }
}
