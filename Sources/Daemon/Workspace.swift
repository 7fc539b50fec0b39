import Foundation
import ProjectConfiguration
import Runs
import Runtime
import Store
import ViewTree
import VML
import Watcher

/// The documents of one project and everything that happens to them: the script app
/// (every `.swift` file of the script folders, one program, run by a `Session`) and each
/// VML file (a document of its own). Every run is stored as a snapshot and announced to
/// the listeners (the socket's subscribers, the preview, the log).
///
/// Not thread-safe: the daemon calls it from its script thread only.
public final class Workspace {
    /// A document's current condition.
    public struct DocumentStatus: Sendable {
        /// The last document that rendered.
        public var lastGood: Document?
        /// The problem of the last run, when it failed: compile or conversion errors.
        public var diagnostics: [Diagnostic]
        /// The runtime failure of the last run, when it failed while running.
        public var failure: RuntimeFailure?
        /// The id of the last snapshot stored for the document.
        public var snapshot: Int64?
        /// Why the last run's snapshot could not be stored (the disk full, the database
        /// locked or read-only); nil when it was stored, or when no store is open.
        public var storeProblem: String?
        /// How many times the document has been run since the daemon started.
        public var version: Int

        /// Whether the last run failed.
        public var failed: Bool { failure != nil || diagnostics.contains { $0.severity == .error } }
    }

    /// What listeners hear.
    public enum Event: Sendable {
        /// A document ran: it rendered, or it failed and its last good tree stays.
        case ran(RunReport)
        /// The snapshot of the run just announced is stored. Follows every `ran`;
        /// `snapshot` is nil when nothing was stored: no store is open, nothing ran (its
        /// files could not be read), or `problem` says why the write failed.
        case stored(RunReport, snapshot: Int64?, problem: String?)
        /// A VML file was removed.
        case removed(document: String)
        /// Old snapshots were deleted (`retention.keepLast`), or `problem` says why they
        /// could not be.
        case pruned(deletedSnapshots: Int, problem: String?)
    }

    /// The project's configuration.
    public let configuration: WorkbenchConfiguration
    /// The script app's session.
    public let session: Session
    /// The snapshot store (nil when it could not be opened: runs are then not stored).
    public let store: SnapshotStore?
    /// The live preview's URL, token included, while it runs (`ping` tells clients: an
    /// editor's "open preview" opens it).
    public var previewURL: String?
    private var statuses: [String: DocumentStatus] = [:]
    private var vmlTexts: [String: String] = [:]
    /// Each VML file's text before its last change, for `:why`.
    public private(set) var previousVMLTexts: [String: String] = [:]
    private var listeners: [(Event) -> Void] = []
    /// For `:why`: the files and state before the last run of the app.
    public private(set) var previousFiles: [ProgramFile] = []
    public private(set) var previousState: JSONValue = .object([:])
    public private(set) var previousDocuments: [String: Document] = [:]
    /// For `:inspect`: the snapshots in which each node last changed, per document.
    private var nodeChanges: [String: [String: [Int64]]] = [:]
    /// Runs stored since the store was last pruned.
    private var runsSincePrune = 0
    /// Prune the store every this many runs.
    static let pruneInterval = 100
    /// The daemon's own files (the store's, the socket, the locks): never documents, even
    /// inside a script or VML folder and named like one.
    private let ownFiles: DaemonFiles

    /// Creates a workspace; nothing runs until `loadAll()`.
    public init(configuration: WorkbenchConfiguration, store: SnapshotStore?, limits: SwiftLiteLimits) {
        self.configuration = configuration
        self.store = store
        self.session = Session(limits: limits)
        ownFiles = DaemonFiles(configuration: configuration)
    }

    /// Registers a listener for every event, called on the script thread.
    public func listen(_ listener: @escaping (Event) -> Void) {
        listeners.append(listener)
    }

    /// The documents: the app first (when the project has scripts), then VML files by path.
    public var documentNames: [String] {
        var names = statuses.keys.filter { $0 != AppDocument.name }.sorted()
        if statuses[AppDocument.name] != nil { names.insert(AppDocument.name, at: 0) }
        return names
    }

    /// A document's status.
    public func status(of document: String) -> DocumentStatus? {
        statuses[document]
    }

    // MARK: - Files

    /// The script files of the project, named relative to its root, in path order.
    public func scriptFiles() -> [ProgramFile] {
        readScriptFiles().files
    }

    /// The script files, and an error for each that could not be read (not UTF-8, not
    /// readable): running the program without one of its files would report errors about
    /// the others instead.
    private func readScriptFiles() -> (files: [ProgramFile], unreadable: [Diagnostic]) {
        var seen: Set<String> = []
        var files: [ProgramFile] = []
        var unreadable: [Diagnostic] = []
        for folder in configuration.scriptFolders {
            guard let paths = try? ScriptSources.swiftFiles(under: configuration.resolve(folder)) else { continue }
            for path in paths where seen.insert(path).inserted && !ownFiles.isOwn(path) {
                let name = ScriptSources.relativeName(path, base: configuration.root)
                do {
                    files.append(ProgramFile(path: name, text: try ScriptSources.readText(path)))
                } catch {
                    unreadable.append(Self.unreadableFile(error, name: name))
                }
            }
        }
        return (files.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }, unreadable)
    }

    private static func unreadableFile(_ error: ScriptSources.LoadError, name: String) -> Diagnostic {
        Diagnostic(severity: .error, message: error.reason, file: name, line: error.line, column: error.column)
    }

    /// Why the app has no script files any more: a script folder gone (`rm -rf scripts`
    /// before a checkout), or the last script deleted.
    private func noScripts() -> Diagnostic {
        let missing = configuration.scriptFolders.filter { folder in
            var isFolder: ObjCBool = false
            return !FileManager.default.fileExists(atPath: configuration.resolve(folder), isDirectory: &isFolder) || !isFolder.boolValue
        }
        if let folder = missing.first {
            return Diagnostic(
                severity: .error,
                message: "the script folder \(folder) is gone (deleted or moved away); the last good tree stays, and the app reloads when the folder is back",
                file: folder)
        }
        let folders = configuration.scriptFolders.joined(separator: ", ")
        return Diagnostic(
            severity: .error,
            message: "no .swift file is left in the script folder\(configuration.scriptFolders.count == 1 ? "" : "s") \(folders); the last good tree stays",
            file: configuration.scriptFolders.first ?? ".")
    }

    /// Announces that a document's files could not be read. Nothing ran, so nothing is
    /// stored: a snapshot's program could not hold the file, nor its replay repeat the error.
    private func publishUnreadable(_ diagnostics: [Diagnostic], document: String, files: [String], reason: Snapshot.Reason = .reload) {
        var status = statuses[document] ?? DocumentStatus(lastGood: nil, diagnostics: [], failure: nil, snapshot: nil, version: 0)
        status.version += 1
        status.diagnostics = diagnostics
        status.failure = nil
        statuses[document] = status
        let report = RunReport(
            document: document, reason: reason, files: files, milliseconds: 0, outcome: .failed(diagnostics: diagnostics, failure: nil))
        emit(.ran(report))
        emit(.stored(report, snapshot: nil, problem: nil))
    }

    /// Whether an absolute path is inside one of the VML folders.
    private func isInVMLFolder(_ path: String) -> Bool {
        configuration.vmlFolders.map(configuration.resolve).contains { folder in
            path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
        }
    }

    /// The VML files of the project (absolute paths).
    public func vmlPaths() -> [String] {
        var paths: Set<String> = []
        for folder in configuration.vmlFolders {
            if let found = try? ScriptSources.files(under: configuration.resolve(folder), of: .vml) {
                paths.formUnion(found.filter { !ownFiles.isOwn($0) })
            }
        }
        return paths.sorted()
    }

    // MARK: - Loading and reloading

    /// Loads every document. The app starts from the state of its last successful run in
    /// the store, so a restart (even after a crash of the daemon) continues where it was.
    public func loadAll() {
        let (files, unreadable) = readScriptFiles()
        if !unreadable.isEmpty {
            publishUnreadable(unreadable, document: AppDocument.name, files: unreadable.map(\.file), reason: .load)
        } else if !files.isEmpty {
            if let state = lastStoredState() { session.restoreState(state) }
            let result = session.load(files)
            record(result, files: files, changed: files.map(\.path))
        }
        for path in vmlPaths() { convertVML(at: path, reason: .load) }
        prune()
    }

    /// Reloads what a batch of file changes touched: the app when a script changed, each
    /// VML file that changed, and, after a full rescan (the kernel dropped events), the
    /// app and every VML document. A removed VML file's document goes; a removed script
    /// is one file less in the app's program.
    public func apply(_ batch: ChangeBatch) {
        var scripts: [String] = []
        var documents: [String: ChangeBatch.Change] = [:]
        for (path, change) in batch.changes {
            switch SourceKind(path: path) {
            case .script: scripts.append(ScriptSources.relativeName(path, base: configuration.root))
            // The watcher reports the script folders' files too: a VML file there that is
            // not under a VML folder (`mv screens screens-away` in a project whose scripts
            // are ".") is no document.
            case .vml: if isInVMLFolder(path) { documents[path] = change }
            case nil: continue
            }
        }
        if batch.needsFullRescan {
            // The batch lists what the watcher saw on its rescan; the documents known from
            // before are compared with the folders as they are, in case one was missed.
            for path in vmlPaths() where documents[path] == nil { documents[path] = .modified }
            for name in statuses.keys where SourceKind(path: name) == .vml {
                let path = configuration.resolve(name)
                if documents[path] == nil, access(path, F_OK) != 0 { documents[path] = .removed }
            }
        }
        if batch.needsFullRescan || !scripts.isEmpty { reloadScripts(changed: scripts.sorted()) }
        for (path, change) in documents.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
            if change == .removed {
                removeDocument(ScriptSources.relativeName(path, base: configuration.root))
            } else {
                convertVML(at: path, reason: .reload)
            }
        }
    }

    /// Runs every document again as its files are now (the protocol's `reload`).
    public func reloadAll() {
        reloadScripts(changed: [])
        for path in vmlPaths() { convertVML(at: path, reason: .reload) }
    }

    private func removeDocument(_ name: String) {
        guard statuses.removeValue(forKey: name) != nil else { return }
        vmlTexts[name] = nil
        emit(.removed(document: name))
    }

    /// Compiles the script files as they are now, ahead of the reload that the watcher's
    /// next batch will ask for: called while the debounce's quiet period runs, it leaves
    /// the program compiled, so that the reload only runs it. When the files change again
    /// meanwhile, the reload finds them different and compiles them itself.
    public func prepareScripts() {
        let files = scriptFiles()
        guard !files.isEmpty else { return }
        _ = session.runner.compile(files)
    }

    /// Reloads the app with the script files as they are now.
    public func reloadScripts(changed: [String]) {
        let (files, unreadable) = readScriptFiles()
        if !unreadable.isEmpty {
            publishUnreadable(unreadable, document: AppDocument.name, files: unreadable.map(\.file))
            return
        }
        guard !files.isEmpty || statuses[AppDocument.name] != nil else { return }
        if files.isEmpty {
            // A program of no files failed without a word; say why there are none instead.
            publishUnreadable([noScripts()], document: AppDocument.name, files: changed)
            return
        }
        previousFiles = session.files
        let result = session.reload(files)
        record(result, files: files, changed: changed.isEmpty ? files.map(\.path) : changed)
    }

    /// Runs an action of the app.
    @discardableResult
    public func dispatch(_ action: String, payload: JSONValue) -> RunResult {
        previousFiles = session.files
        let result = session.dispatch(action, payload: payload)
        record(result, files: session.files, changed: [])
        return result
    }

    /// Writes a path through a binding (or `:set`) and renders.
    @discardableResult
    public func setBinding(_ path: String, to value: JSONValue) -> RunResult {
        previousFiles = session.files
        let result = session.setBinding(path, to: value)
        record(result, files: session.files, changed: [])
        return result
    }

    /// Evaluates a snippet against the app's live state (the REPL). A snippet that changes
    /// the state is followed by a render, stored like any run.
    public func evaluate(_ source: String) -> (evaluation: Evaluation, render: RunResult?) {
        previousFiles = session.files
        let (evaluation, render) = session.evaluate(source)
        if let render { record(render, files: session.files, changed: []) }
        return (evaluation, render)
    }

    /// Replaces the whole state (`:goto`) and renders.
    @discardableResult
    public func replaceState(_ state: JSONValue) -> RunResult {
        previousFiles = session.files
        let result = session.replaceState(state)
        record(result, files: session.files, changed: [])
        return result
    }

    /// The state after the app's last successful stored run.
    private func lastStoredState() -> JSONValue? {
        guard let store, let summaries = try? store.summaries(crashesOnly: false, limit: 1000) else { return nil }
        for summary in summaries where summary.document == AppDocument.name && !summary.isCrash {
            return (try? store.snapshot(id: summary.id))?.snapshot.stateAfter
        }
        return nil
    }

    private func convertVML(at path: String, reason: Snapshot.Reason) {
        let name = ScriptSources.relativeName(path, base: configuration.root)
        let text: String
        do {
            text = try ScriptSources.readText(path)
        } catch {
            vmlTexts[name] = nil
            publishUnreadable([Self.unreadableFile(error, name: name)], document: name, files: [name], reason: reason)
            return
        }
        if reason == .reload, vmlTexts[name] == text { return }
        let started = Runner.now()
        let conversion = VMLConverter.convert(text: text, file: name)
        let seconds = Runner.now() - started
        previousVMLTexts[name] = vmlTexts[name]
        vmlTexts[name] = text
        let snapshot = Snapshot(
            time: Date(), reason: statuses[name] == nil ? .load : reason, document: name,
            program: [ProgramFile(path: name, text: text)], ir: conversion.document, diagnostics: conversion.diagnostics,
            duration: .microseconds(Int64(seconds * 1_000_000)))
        publish(files: [name], seconds: seconds, tree: conversion.document, diagnostics: conversion.diagnostics, failure: nil, snapshot: snapshot)
    }

    /// The actions the app registered in its last successful run.
    public private(set) var actions: [String] = []

    private func record(_ result: RunResult, files: [ProgramFile], changed: [String]) {
        previousState = result.stateBefore
        if !result.failed { actions = result.actions }
        publish(files: changed, seconds: result.duration, tree: result.document, diagnostics: result.diagnostics + result.warnings,
                failure: result.failure, snapshot: Snapshot(result, files: files), rendered: !result.failed)
    }

    /// Announces a run, then stores its snapshot. Announcing first keeps the disk's sync
    /// out of the edit-to-screen latency; the store write follows on the same thread, so a
    /// request sent after the announcement already sees the snapshot.
    private func publish(
        files: [String], seconds: Double, tree: Document?, diagnostics: [Diagnostic], failure: RuntimeFailure?,
        snapshot: Snapshot, rendered: Bool? = nil
    ) {
        let name = snapshot.document
        var status = statuses[name] ?? DocumentStatus(lastGood: nil, diagnostics: [], failure: nil, snapshot: nil, version: 0)
        status.version += 1
        status.diagnostics = diagnostics
        status.failure = failure
        /// The render's changes, remembered for `:inspect` once the snapshot has an id.
        var changes: TreeDiff?
        let outcome: RunReport.Outcome
        if rendered ?? (tree != nil), let tree {
            let previous = status.lastGood
            status.lastGood = tree
            if let previous { previousDocuments[name] = previous }
            let diff = previous.map { TreeDiff(from: $0, to: tree) } ?? TreeDiff(from: Node(id: "", type: ""), to: tree.root)
            changes = diff
            outcome = .rendered(tree: tree, diff: diff, isFirst: previous == nil)
        } else {
            outcome = .failed(diagnostics: diagnostics, failure: failure)
        }
        statuses[name] = status
        let report = RunReport(
            document: name, reason: snapshot.reason, detail: snapshot.action, files: files, milliseconds: seconds * 1000, outcome: outcome)
        emit(.ran(report))
        guard let store else {
            emit(.stored(report, snapshot: nil, problem: nil))
            return
        }
        do {
            let id = try store.append(snapshot)
            statuses[name]?.snapshot = id
            statuses[name]?.storeProblem = nil
            if let changes { rememberChanges(changes, document: name, snapshot: id) }
            emit(.stored(report, snapshot: id, problem: nil))
        } catch {
            statuses[name]?.storeProblem = error.description
            emit(.stored(report, snapshot: nil, problem: error.description))
        }
        runsSincePrune += 1
        if runsSincePrune >= Self.pruneInterval { prune() }
    }

    /// Deletes the snapshots past `retention.keepLast` (crashes are kept): at the start
    /// and every `pruneInterval` runs, on the script thread between two runs.
    private func prune() {
        runsSincePrune = 0
        guard let store else { return }
        do {
            let report = try store.prune(keepLast: configuration.retention.keepLast)
            if report.deletedSnapshots > 0 { emit(.pruned(deletedSnapshots: report.deletedSnapshots, problem: nil)) }
        } catch {
            emit(.pruned(deletedSnapshots: 0, problem: "\(error)"))
        }
    }

    private func emit(_ event: Event) {
        for listener in listeners { listener(event) }
    }

    // MARK: - Inspection

    private func rememberChanges(_ diff: TreeDiff, document: String, snapshot: Int64?) {
        guard let snapshot else { return }
        var changes = nodeChanges[document] ?? [:]
        let touched = diff.changed.map(\.id) + diff.moved.map(\.id) + diff.added.map(\.id)
        for id in touched {
            var history = changes[id] ?? []
            history.append(snapshot)
            if history.count > 5 { history.removeFirst(history.count - 5) }
            changes[id] = history
        }
        nodeChanges[document] = changes
    }

    /// The snapshots (newest last) in which a node last changed.
    public func changeHistory(of node: String, in document: String) -> [Int64] {
        nodeChanges[document]?[node] ?? []
    }

    /// The text of a source file of a document as it is now.
    public func sourceText(of file: String) -> String? {
        if let script = session.files.first(where: { $0.path == file }) { return script.text }
        return vmlTexts[file]
    }

    /// The text a source file had before the last run of its document.
    public func previousSourceText(of file: String) -> String? {
        if let script = previousFiles.first(where: { $0.path == file }) { return script.text }
        return previousVMLTexts[file]
    }
}
