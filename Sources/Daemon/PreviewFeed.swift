#if canImport(Glibc)
    import Glibc
#endif
import Preview
import Runs
import Runtime
import ViewTree
import VML

/// The daemon's side of the browser preview: it answers the preview server from the
/// workspace and forwards every run to the open pages.
///
/// The workspace lives on the script thread, so every question the server asks (from its
/// own tasks) becomes a job there; the answers come back through continuations.
final class PreviewFeed: PreviewBackend, @unchecked Sendable {
    private let worker: ScriptWorker
    unowned(unsafe) let workspace: Workspace
    /// The stored history, as the socket's methods read it (use on the script thread).
    let snapshots: SnapshotHistory
    private let subscribers = Subscribers()
    /// The notices shown now, by kind (script thread).
    private var shownNotices: [String: PreviewNotice] = [:]

    init(worker: ScriptWorker, workspace: Workspace, history: SnapshotHistory) {
        self.worker = worker
        self.workspace = workspace
        self.snapshots = history
    }

    func onScriptThread<Result: Sendable>(_ job: @escaping () -> Result) async -> Result {
        await withCheckedContinuation { continuation in
            worker.submit { continuation.resume(returning: job()) }
        }
    }

    func documentNames() async -> [String] {
        await onScriptThread { [workspace] in workspace.documentNames }
    }

    func state(of document: String) async -> PreviewDocumentState? {
        await onScriptThread { [self] in self.currentState(of: document) }
    }

    func dispatch(action: String, payload: JSONValue, document: String) async {
        await onScriptThread { [workspace] in
            guard !workspace.isScriptDocument(document) else {
                workspace.dispatch(action, payload: payload, document: document)
                return
            }
            // A VML document's tap is one of §8's actions; a refusal shows on the page.
            do throws(VMLTap.Refusal) { try workspace.tapVML(action, document: document) } catch {
                workspace.refuse(error, document: document) { $0.events["tap"] == action }
            }
        }
    }

    func write(binding path: String, value: JSONValue, document: String) async {
        await onScriptThread { [workspace] in
            guard !workspace.isScriptDocument(document) else {
                workspace.setBinding(path, to: value, document: document)
                return
            }
            do throws(VMLTap.Refusal) { try workspace.writeVMLBinding(path, to: value, document: document) } catch {
                workspace.refuse(error, document: document) { $0.bindings.values.contains(path) }
            }
        }
    }

    func sourceText(of file: String) async -> String? {
        // Only the project's own files: the workspace knows no others.
        await onScriptThread { [workspace] in workspace.sourceText(of: file) }
    }

    func updates() async -> AsyncStream<PreviewUpdate> {
        let (stream, continuation) = AsyncStream.makeStream(of: PreviewUpdate.self)
        subscribers.add(continuation)
        return stream
    }

    /// Forwards a workspace event to the pages (called on the script thread).
    func forward(_ event: Workspace.Event) {
        switch event {
        case .ran(let run):
            if case .rendered(_, _, isFirst: true) = run.outcome, run.document != AppDocument.name {
                subscribers.yield(.documentList(workspace.documentNames))
            }
            if let state = currentState(of: run.document) { subscribers.yield(.document(name: run.document, state: state)) }
        case .removed:
            subscribers.yield(.documentList(workspace.documentNames))
        case .stored(let run, let snapshot?, _):
            subscribers.yield(.stored(document: run.document, snapshot: snapshot))
        case .stored, .pruned:
            break
        }
    }

    /// Shows a notice on every page (called on the script thread); empty text takes the
    /// notice of its kind away.
    func notify(_ notice: PreviewNotice) {
        shownNotices[notice.kind] = notice.text.isEmpty ? nil : notice
        subscribers.yield(.notice(notice))
    }

    func notices() async -> [PreviewNotice] {
        await onScriptThread { [self] in shownNotices.keys.sorted().compactMap { shownNotices[$0] } }
    }

    /// Ends every stream (the daemon stops).
    func finish() {
        subscribers.finish()
    }

    private func currentState(of document: String) -> PreviewDocumentState? {
        guard let status = workspace.status(of: document) else { return nil }
        let failure = Self.failure(diagnostics: status.diagnostics, runtime: status.failure, failed: status.failed, isVML: !workspace.isScriptDocument(document))
        guard workspace.isScriptDocument(document) else {
            // A VML document's controls show the values of the context its tree was made from.
            return PreviewDocumentState(document: status.lastGood, failure: failure, version: status.version) { [workspace] path in
                workspace.vmlValue(at: path, document: document)
            }
        }
        return PreviewDocumentState(
            document: status.lastGood, failure: failure, stateValues: Self.stateValues(of: workspace.session(for: document).state, for: status.lastGood),
            version: status.version)
    }

    /// The value at each state path a tree refers to, in `state` (the app's).
    static func stateValues(of state: JSONValue?, for tree: Document?) -> [String: JSONValue] {
        guard let state else { return [:] }
        return PreviewDocumentState.stateValues(of: tree) { path in (try? StatePath(parsing: path))?.value(in: state) }
    }

    /// The value at each state path a VML document's tree refers to, read from a root
    /// context (its data files and the app's state), as `Workspace.vmlValue(at:document:)`
    /// reads the live one.
    static func stateValues(in context: DataContext?, for tree: Document?) -> [String: JSONValue] {
        guard let context else { return [:] }
        return PreviewDocumentState.stateValues(of: tree) { path in (try? StatePath(parsing: path)).flatMap(context.value(at:)) }
    }

    /// A run's failure as the page shows it: the runtime failure, or the diagnostics
    /// (errors first) of a run that did not build; for a VML document, also the warnings of a run that rendered (a key path that finds
    /// nothing, a value that does not coerce), which show under its render.
    static func failure(diagnostics: [Diagnostic], runtime: RuntimeFailure?, failed: Bool, isVML: Bool) -> PreviewFailure? {
        if let runtime { return .runtime(runtime) }
        if failed { return .diagnostics(diagnostics.filter { $0.severity == .error } + diagnostics.filter { $0.severity != .error }) }
        guard isVML, !diagnostics.isEmpty else { return nil }
        return .diagnostics(diagnostics)
    }

    /// The open pages' streams, behind a lock (the server adds them from its tasks).
    private final class Subscribers: @unchecked Sendable {
        private var continuations: [AsyncStream<PreviewUpdate>.Continuation] = []
        private var mutex = pthread_mutex_t()

        init() { pthread_mutex_init(&mutex, nil) }

        func add(_ continuation: AsyncStream<PreviewUpdate>.Continuation) {
            pthread_mutex_lock(&mutex)
            continuations.append(continuation)
            pthread_mutex_unlock(&mutex)
        }

        func yield(_ update: PreviewUpdate) {
            pthread_mutex_lock(&mutex)
            let current = continuations
            pthread_mutex_unlock(&mutex)
            for continuation in current { continuation.yield(update) }
        }

        func finish() {
            pthread_mutex_lock(&mutex)
            let current = continuations
            continuations.removeAll()
            pthread_mutex_unlock(&mutex)
            for continuation in current { continuation.finish() }
        }
    }
}
