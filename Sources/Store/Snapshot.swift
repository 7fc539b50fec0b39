import Foundation
import ViewTree

/// One run of a document, with everything needed to reproduce it: the program, the state
/// it started from, the action and its payload, and the results of the non-deterministic
/// built-ins it called, besides what came out (the IR, the state after, the errors).
///
/// The store keeps it exactly: what `SnapshotStore.snapshot(id:)` returns is equal to
/// what was appended, the time rounded to the microsecond.
public struct Snapshot: Hashable, Sendable {
    /// Why the run happened.
    public enum Reason: String, Hashable, Sendable, CaseIterable {
        /// The first run of the document.
        case load
        /// A run after a source file changed.
        case reload
        /// An action (a button's tap, an `onAppear`) ran.
        case action
        /// A control wrote a bound state path.
        case binding
        /// The run re-executed a stored snapshot.
        case replay
    }

    /// When the run started.
    public var time: Date
    /// Why it ran.
    public var reason: Reason
    /// Which document of the project it concerns: the script app (every `.swift` file
    /// makes one program) or a VML file's path.
    public var document: String
    /// The program that ran: every source file, in the order the run used them.
    public var program: [ProgramFile]
    /// The state the run started from; `nil` for a document without state.
    public var stateBefore: JSONValue?
    /// The state the run left; `nil` when it has none.
    public var stateAfter: JSONValue?
    /// The action that ran, for `action` and `binding` runs.
    public var action: String?
    /// The action's payload.
    public var payload: JSONValue?
    /// What the non-deterministic built-ins (random numbers, the clock) returned, in the
    /// order they were called, so a replay returns the same. Opaque to the store.
    public var recordedResults: [JSONValue]
    /// The view tree the run produced; `nil` when it produced none.
    public var ir: Document?
    /// The problems found before or instead of running.
    public var diagnostics: [Diagnostic]
    /// Why the run failed, with the script's stack; `nil` when it did not.
    public var failure: RuntimeFailure?
    /// How long the run took.
    public var duration: Duration

    /// Creates a snapshot.
    public init(
        time: Date, reason: Reason, document: String, program: [ProgramFile], stateBefore: JSONValue? = nil,
        stateAfter: JSONValue? = nil, action: String? = nil, payload: JSONValue? = nil,
        recordedResults: [JSONValue] = [], ir: Document? = nil, diagnostics: [Diagnostic] = [],
        failure: RuntimeFailure? = nil, duration: Duration = .zero
    ) {
        self.time = time
        self.reason = reason
        self.document = document
        self.program = program
        self.stateBefore = stateBefore
        self.stateAfter = stateAfter
        self.action = action
        self.payload = payload
        self.recordedResults = recordedResults
        self.ir = ir
        self.diagnostics = diagnostics
        self.failure = failure
        self.duration = duration
    }

    /// True when the run failed: a runtime failure, or a diagnostic of severity error.
    public var isCrash: Bool {
        failure != nil || diagnostics.contains { $0.severity == .error }
    }
}

/// A snapshot as stored: its id and the program's address besides the snapshot itself.
public struct StoredSnapshot: Hashable, Sendable {
    /// The snapshot's id; ids grow with time and are never reused, even after pruning.
    public var id: Int64
    /// The address of its program: two snapshots ran the same program exactly when these
    /// are equal.
    public var programHash: ContentHash
    /// The snapshot.
    public var snapshot: Snapshot
}
