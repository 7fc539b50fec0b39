import Foundation
import GRDB
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

extension SnapshotSummary {
    /// The columns of `snapshots` a summary is read from.
    static let columns = "id, time_us, reason, document, action, is_crash, problem, duration_ns"

    /// The summary in a row holding `columns`.
    init(row: Row) throws {
        self.init(
            id: try row.decode(forColumn: "id"),
            time: SnapshotColumns.date(microseconds: try row.decode(forColumn: "time_us")),
            reason: Snapshot.Reason(rawValue: try row.decode(forColumn: "reason")) ?? .load,
            document: try row.decode(forColumn: "document"), action: try row.decode(forColumn: "action"),
            isCrash: try row.decode(forColumn: "is_crash"), problem: try row.decode(forColumn: "problem"),
            duration: .nanoseconds(try row.decode(Int64.self, forColumn: "duration_ns")))
    }
}
