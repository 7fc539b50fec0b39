import ViewTree

/// The stored history of the documents, for the page's history strip: pages of runs, the
/// screen after any one of them, going back to one, and replaying or bisecting a crash.
///
/// A backend that keeps a history (the daemon, with its snapshot store) offers it through
/// `PreviewBackend.history`; without one the page shows no strip. Snapshot ids are the
/// store's: they grow with time and are never reused.
public protocol PreviewHistory: Sendable {
    /// A page of a document's runs, newest first: at most `limit` runs older than the
    /// snapshot `before` (the newest runs when `nil`).
    func page(of document: String, before: Int64?, limit: Int) async throws(PreviewHistoryError) -> PreviewHistoryPage

    /// What the document's screen showed after a run. A snapshot of another document is
    /// an error.
    func screen(ofSnapshot id: Int64, document: String) async throws(PreviewHistoryError) -> PreviewSnapshotScreen

    /// The text a file had in a run's program, for the inspector's excerpts and the
    /// error overlay of a snapshot; `nil` when the program had no such file.
    func sourceText(of file: String, inSnapshot id: Int64) async -> String?

    /// Loads the state a run left into the live app and renders it (the REPL's `:goto`).
    /// The new run comes back through `PreviewBackend.updates()`, as every run does.
    func restore(snapshot id: Int64, document: String) async throws(PreviewHistoryError)

    /// Runs a stored run again from what was stored and compares (the REPL's `:replay`).
    func replay(snapshot id: Int64) async throws(PreviewHistoryError) -> PreviewToolReport

    /// Replays a crash on each earlier program and finds the edit that introduced it (the
    /// REPL's `:bisect`).
    func bisect(snapshot id: Int64) async throws(PreviewHistoryError) -> PreviewToolReport
}

/// Why the history could not answer, in words the page shows.
public struct PreviewHistoryError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public var message: String

    /// An error saying `message`.
    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}

/// What a replay or a bisect found, for the page to show under the crash.
public struct PreviewToolReport: Sendable, Hashable {
    /// One line: `reproduced`, `does not reproduce`, or where the crash came from.
    public var headline: String
    /// The whole report, as the REPL prints it; empty when the headline says all (a
    /// replay that reproduced).
    public var text: String

    /// Creates a report.
    public init(headline: String, text: String) {
        self.headline = headline
        self.text = text
    }
}
