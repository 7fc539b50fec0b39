import Preview
import ViewTree

/// A backend of fixed documents that records what the server asks of it, for tests to
/// await in order (no sleeping: each call arrives on `calls`).
actor RecordingBackend: PreviewBackend {
    /// A call the server made.
    enum Call: Equatable, Sendable {
        case dispatch(action: String, payload: JSONValue, document: String)
        case write(path: String, value: JSONValue, document: String)
        case restore(snapshot: Int64, document: String)
    }

    /// A stored run of the history, when the backend keeps one.
    struct Run: Sendable {
        var document: String
        var entry: PreviewHistoryEntry
        var screen: PreviewSnapshotScreen
        /// The files of its program.
        var sources: [String: String] = [:]
    }

    /// The calls, in order.
    nonisolated let calls: AsyncStream<Call>
    private let callContinuation: AsyncStream<Call>.Continuation
    private var documents: [(name: String, state: PreviewDocumentState)]
    private var sources: [String: String]
    private var subscribers: [AsyncStream<PreviewUpdate>.Continuation] = []
    /// Whether it keeps a history.
    nonisolated let keepsHistory: Bool
    private var runs: [Run]

    init(documents: [(name: String, state: PreviewDocumentState)], sources: [String: String] = [:], history: [Run]? = nil) {
        self.documents = documents
        self.sources = sources
        keepsHistory = history != nil
        runs = history ?? []
        (calls, callContinuation) = AsyncStream.makeStream(of: Call.self)
    }

    func documentNames() async -> [String] { documents.map(\.name) }

    func state(of document: String) async -> PreviewDocumentState? {
        documents.first { $0.name == document }?.state
    }

    func dispatch(action: String, payload: JSONValue, document: String) async {
        callContinuation.yield(.dispatch(action: action, payload: payload, document: document))
    }

    func write(binding path: String, value: JSONValue, document: String) async {
        callContinuation.yield(.write(path: path, value: value, document: document))
    }

    func sourceText(of file: String) async -> String? { sources[file] }

    func updates() async -> AsyncStream<PreviewUpdate> {
        let (stream, continuation) = AsyncStream.makeStream(of: PreviewUpdate.self)
        subscribers.append(continuation)
        return stream
    }

    /// The notices shown now.
    private var shownNotices: [PreviewNotice] = []

    func notices() async -> [PreviewNotice] { shownNotices }

    /// Shows a notice (or takes its kind's away) and tells the server.
    func notify(_ notice: PreviewNotice) {
        shownNotices.removeAll { $0.kind == notice.kind }
        if !notice.text.isEmpty { shownNotices.append(notice) }
        for subscriber in subscribers { subscriber.yield(.notice(notice)) }
    }

    /// Replaces a document's state and tells the server.
    func publish(_ name: String, _ state: PreviewDocumentState) {
        if let index = documents.firstIndex(where: { $0.name == name }) { documents[index].state = state }
        for subscriber in subscribers { subscriber.yield(.document(name: name, state: state)) }
    }

    /// Adds a run to the history and tells the server it was stored.
    func store(_ run: Run) {
        runs.append(run)
        for subscriber in subscribers { subscriber.yield(.stored(document: run.document, snapshot: run.entry.snapshot)) }
    }
}

extension RecordingBackend: PreviewHistory {
    nonisolated var history: (any PreviewHistory)? { keepsHistory ? self : nil }

    func page(of document: String, before: Int64?, limit: Int) async throws(PreviewHistoryError) -> PreviewHistoryPage {
        let older = runs.filter { $0.document == document && $0.entry.snapshot < (before ?? .max) }.reversed()
        return PreviewHistoryPage(
            entries: older.prefix(limit).map(\.entry), hasOlder: older.count > limit, total: runs.filter { $0.document == document }.count)
    }

    func screen(ofSnapshot id: Int64, document: String) async throws(PreviewHistoryError) -> PreviewSnapshotScreen {
        guard let run = runs.first(where: { $0.entry.snapshot == id }), run.document == document else {
            throw PreviewHistoryError("no snapshot #\(id) of \(document)")
        }
        return run.screen
    }

    func sourceText(of file: String, inSnapshot id: Int64) async -> String? {
        runs.first { $0.entry.snapshot == id }?.sources[file]
    }

    func restore(snapshot id: Int64, document: String) async throws(PreviewHistoryError) {
        callContinuation.yield(.restore(snapshot: id, document: document))
    }

    func replay(snapshot id: Int64) async throws(PreviewHistoryError) -> PreviewToolReport {
        PreviewToolReport(headline: "Reproduced", text: "snapshot #\(id) reproduced")
    }

    func bisect(snapshot id: Int64) async throws(PreviewHistoryError) -> PreviewToolReport {
        throw PreviewHistoryError("snapshot \(id) did not fail; bisect needs a crash")
    }
}
