import Preview
import ViewTree

/// A backend of fixed documents that records what the server asks of it, for tests to
/// await in order (no sleeping: each call arrives on `calls`).
actor RecordingBackend: PreviewBackend {
    /// A call the server made.
    enum Call: Equatable, Sendable {
        case dispatch(action: String, payload: JSONValue, document: String)
        case write(path: String, value: JSONValue, document: String)
    }

    /// The calls, in order.
    nonisolated let calls: AsyncStream<Call>
    private let callContinuation: AsyncStream<Call>.Continuation
    private var documents: [(name: String, state: PreviewDocumentState)]
    private var sources: [String: String]
    private var subscribers: [AsyncStream<PreviewUpdate>.Continuation] = []

    init(documents: [(name: String, state: PreviewDocumentState)], sources: [String: String] = [:]) {
        self.documents = documents
        self.sources = sources
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
}
