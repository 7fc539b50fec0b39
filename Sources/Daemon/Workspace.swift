import Foundation
import ProjectConfiguration
import Runs
import Runtime
import Store
import ViewTree
import VML
import Watcher

/// The documents of one project and everything that happens to them: the script app
/// (every `.swift` file of the script folders, one program, run by a `Session`), each
/// `#Preview` of that program (a document of its own, with a session and state of its own,
/// docs/swiftui.md) and each VML file (a document of its own, bound to the app's state and
/// to its data files, spec §8). Every run is stored as a snapshot and announced to the
/// listeners (the socket's subscribers, the preview, the log).
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
    /// The sessions of the program's previews, by name, and their names in the program's order.
    private var previewSessions: [String: Session] = [:]
    public private(set) var previewNames: [String] = []
    /// The snapshot store (nil when it could not be opened: runs are then not stored).
    public let store: SnapshotStore?
    /// The live preview's URL, token included, while it runs (`ping` tells clients: an
    /// editor's "open preview" opens it).
    public var previewURL: String?
    private var statuses: [String: DocumentStatus] = [:]
    /// The VML documents' runs: their files, their contexts, what they read.
    private(set) var vmlRuns = VMLDocumentRuns()
    private var listeners: [(Event) -> Void] = []
    /// For `:why`: the files before the last run of the app, and each script document's
    /// state before its last run.
    public private(set) var previousFiles: [ProgramFile] = []
    private var previousStates: [String: JSONValue] = [:]
    public private(set) var previousDocuments: [String: Document] = [:]
    /// For `:inspect`: the snapshots in which each node last changed, per document.
    private var nodeChanges: [String: [String: [Int64]]] = [:]
    /// Runs stored since the store was last pruned.
    private var runsSincePrune = 0
    /// Whether the handlers a render set off are running (their own runs do not start
    /// another round: the round goes on with what they change and bring on screen).
    private var isRunningReactions = false
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
        history = InputHistory(limit: configuration.coldStart.maxInputs)
    }

    /// Registers a listener for every event, called on the script thread.
    public func listen(_ listener: @escaping (Event) -> Void) {
        listeners.append(listener)
    }

    /// The documents: the app first (when the project has scripts), its previews in the
    /// program's order, then VML files by path.
    public var documentNames: [String] {
        let scripts = ([AppDocument.name] + previewNames).filter { statuses[$0] != nil }
        return scripts + statuses.keys.filter { !scripts.contains($0) && !previewNames.contains($0) }.sorted()
    }

    /// The session of a script document (the app or a preview); the app's for any other
    /// name (a VML document, which reads the app's state).
    public func session(for document: String) -> Session {
        previewSessions[document] ?? session
    }

    /// Whether a document is one of the program's previews.
    public func isPreview(_ document: String) -> Bool {
        previewSessions[document] != nil
    }

    /// Whether a document is run by a script session (the app or one of its previews)
    /// rather than converted from a VML file.
    public func isScriptDocument(_ document: String) -> Bool {
        document == AppDocument.name || isPreview(document)
    }

    /// The state a script document had before its last run (for `:why`).
    public func previousState(of document: String) -> JSONValue {
        previousStates[document] ?? .object([:])
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
        let (files, unreadable) = ProjectScripts.scan(configuration, excluding: ownFiles.isOwn)
        return (files, unreadable.map { Self.unreadableFile($0, name: $0.path) })
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

    /// Announces that a document's files could not be read (or that a write into it was
    /// refused). Nothing ran, so nothing is stored: a snapshot's program could not hold
    /// the file, nor its replay repeat the error.
    func publishUnreadable(_ diagnostics: [Diagnostic], document: String, files: [String], reason: Snapshot.Reason = .reload) {
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
            let restored = lastStoredState(of: AppDocument.name)
            if let restored { session.restoreState(restored) }
            runScriptDocuments(files: files, changed: files.map(\.path), isLoad: true)
            if restored != nil {
                history.forget("the state was taken up from the store when serve started, and the inputs that built it are not known; :cold reset restarts the app cold")
            }
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
        var dataFiles: [String] = []
        for (path, change) in batch.changes {
            switch SourceKind(path: path) {
            case .script: scripts.append(ScriptSources.relativeName(path, base: configuration.root))
            // The watcher reports the script folders' files too: a VML file there that is
            // not under a VML folder (`mv screens screens-away` in a project whose scripts
            // are ".") is no document.
            case .vml: if isInVMLFolder(path) { documents[path] = change }
            case .data: dataFiles.append(ScriptSources.relativeName(path, base: configuration.root))
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
        // A saved data file runs the documents that read it again (spec §8), named as
        // what changed.
        var changedData: [String: [String]] = [:]
        for file in dataFiles.sorted() {
            for document in vmlRuns.documents(readingDataFile: file) { changedData[document, default: []].append(file) }
        }
        for document in changedData.keys {
            let path = configuration.resolve(document)
            if documents[path] == nil { documents[path] = .modified }
        }
        for (path, change) in documents.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
            let name = ScriptSources.relativeName(path, base: configuration.root)
            if change == .removed {
                removeDocument(name)
            } else {
                let changed = (batch.changes[path] == nil ? [] : [name]) + (changedData[name] ?? [])
                convertVML(at: path, reason: .reload, changed: changed.isEmpty ? [name] : changed)
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
        vmlRuns.forget(name)
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
        runScriptDocuments(files: files, changed: changed.isEmpty ? files.map(\.path) : changed, isLoad: false)
    }

    /// Runs every script document on the files: the app, then each preview (a preview new
    /// to the program is loaded, from the state its last stored run left; one gone from it
    /// is removed). The app is run when the program has one (`body()` or an `@main` app), and
    /// whenever the program does not compile, so that its errors show on it.
    private func runScriptDocuments(files: [ProgramFile], changed: [String], isLoad: Bool) {
        let documents: [String]?
        if case .success(let program) = session.runner.compile(files) { documents = PreviewNames.documents(of: program) } else { documents = nil }
        if documents.map({ $0.isEmpty || $0.contains(AppDocument.name) }) ?? true {
            let result = isLoad || statuses[AppDocument.name] == nil ? session.load(files) : session.reload(files)
            record(result, files: files, changed: changed)
        } else if statuses[AppDocument.name] != nil {
            removeDocument(AppDocument.name)
        }
        let previews = documents.map { $0.filter { $0 != AppDocument.name } } ?? previewNames
        for gone in previewNames where !previews.contains(gone) {
            previewSessions[gone] = nil
            removeDocument(gone)
        }
        previewNames = previews
        for name in previews {
            if let existing = previewSessions[name] {
                record(existing.reload(files), files: files, changed: changed)
                continue
            }
            let preview = Session(limits: session.runner.limits, root: .preview(name), sharingProgramsWith: session)
            if let state = lastStoredState(of: name) { preview.restoreState(state) }
            previewSessions[name] = preview
            record(preview.load(files), files: files, changed: changed)
        }
    }

    /// Runs an action of a script document (the app's by default). `input` says how it was
    /// asked for (a tap on a node); by default an anonymous action is taken for a tap on
    /// the node on screen that has it, since its name (its closure's position) changes with
    /// any edit above it.
    @discardableResult
    public func dispatch(_ action: String, payload: JSONValue, document: String = AppDocument.name, as input: AppInput? = nil) -> RunResult {
        let session = session(for: document)
        let input = input ?? AppInput.tap(running: action, payload: payload, on: statuses[document]?.lastGood?.root)
            ?? .dispatch(action: action, payload: payload)
        previousFiles = session.files
        let result = session.dispatch(action, payload: payload)
        record(result, files: session.files, changed: [], input: input)
        return result
    }

    /// Writes a path through a binding (or `:set`) of a script document and renders.
    /// `input` says how it was asked for (`:set` by hand, a node's binding); by default, a
    /// control's write.
    @discardableResult
    public func setBinding(_ path: String, to value: JSONValue, document: String = AppDocument.name, as input: AppInput? = nil) -> RunResult {
        let session = session(for: document)
        previousFiles = session.files
        let result = session.setBinding(path, to: value)
        record(result, files: session.files, changed: [], input: input ?? .bind(path: path, value: value))
        return result
    }

    /// Evaluates a snippet against a script document's live state (the REPL). A snippet
    /// that changes the state is followed by a render, stored like any run.
    public func evaluate(_ source: String, document: String = AppDocument.name) -> (evaluation: Evaluation, render: RunResult?) {
        let session = session(for: document)
        previousFiles = session.files
        let (evaluation, render) = session.evaluate(source)
        if let render { record(render, files: session.files, changed: [], input: .replace(state: render.stateBefore)) }
        return (evaluation, render)
    }

    /// Replaces the whole state of a script document (`:goto`) and renders.
    @discardableResult
    public func replaceState(_ state: JSONValue, document: String = AppDocument.name) -> RunResult {
        let session = session(for: document)
        previousFiles = session.files
        let result = session.replaceState(state)
        record(result, files: session.files, changed: [], input: .replace(state: state))
        return result
    }

    /// Starts the app again from a cold start: an empty state, rendered by the code as it
    /// is (`:record NAME --cold`, `:cold reset`). No input: the state is created anew.
    @discardableResult
    public func restartCold() -> RunResult {
        previousFiles = session.files
        let result = session.replaceState(.object([:]))
        record(result, files: session.files, changed: [])
        return result
    }

    // MARK: - The cold-start check

    /// The inputs that built the app's state since a cold start created it: what the
    /// cold-start check replays.
    public private(set) var history: InputHistory

    /// Gives the app the state a cold start reached with the same inputs (`:cold reset`
    /// after a check that replayed them all), keeping the inputs as its history; nil when
    /// the report has no such state.
    public func adoptColdState(_ report: ColdStartReport) -> RunResult? {
        guard let states = report.coldStates, let state = states.last, states.count == history.entries.count + 1 else { return nil }
        previousFiles = session.files
        let result = session.replaceState(state)
        record(result, files: session.files, changed: [])
        if !result.failed { history.adopt(load: states[0], states: Array(states.dropFirst())) }
        return result
    }

    // MARK: - Recording scenarios

    /// The scenario `:record NAME` is recording, if any.
    public private(set) var recording: ScenarioRecorder?

    /// Starts recording every input to the app as a scenario to write to `file`; from a
    /// cold start (the app restarted on an empty state) when `cold`, otherwise from the
    /// state the app has now. Returns the failed run when the cold restart fails.
    public func startRecording(name: String, file: String, cold: Bool) -> RunResult? {
        if cold {
            let restart = restartCold()
            if restart.failed { return restart }
        }
        // Spelled out: a bare `nil` in the conditional would be JSONValue's nil literal, `.null`.
        let start: JSONValue? = cold ? Optional.none : session.state
        recording = ScenarioRecorder(name: name, file: file, startState: start)
        return nil
    }

    /// Ends the recording and returns it.
    public func stopRecording() -> ScenarioRecorder? {
        defer { recording = nil }
        return recording
    }

    /// The state after a script document's last successful stored run.
    private func lastStoredState(of document: String) -> JSONValue? {
        guard let store, let summaries = try? store.summaries(crashesOnly: false, limit: 1000) else { return nil }
        for summary in summaries where summary.document == document && !summary.isCrash {
            return (try? store.snapshot(id: summary.id))?.snapshot.stateAfter
        }
        return nil
    }

    /// Reads a VML document's file and data files and runs it on the app's state; `changed`
    /// names the files whose save caused it (all of its files by default).
    private func convertVML(at path: String, reason: Snapshot.Reason, changed: [String]? = nil) {
        let name = ScriptSources.relativeName(path, base: configuration.root)
        let program = VMLProgram.read(name: name, root: configuration.root)
        vmlRuns.declare(program.dataFiles, for: name)
        guard program.unreadable.isEmpty else {
            vmlRuns.forget(name, keepingDeclarations: true)
            publishUnreadable(program.unreadable, document: name, files: changed ?? [name], reason: reason)
            return
        }
        if reason == .reload, vmlRuns.current(name)?.program == program.files { return }
        runVML(program.files, reason: statuses[name] == nil ? .load : reason, files: changed ?? program.files.map(\.path))
    }

    /// Runs a VML document's program on the app's state, records and announces it.
    private func runVML(_ program: [ProgramFile], reason: Snapshot.Reason, action: String? = nil, payload: JSONValue? = nil, files: [String]) {
        let run = VMLRun(program: program, state: session.state)
        vmlRuns.record(run)
        publish(
            files: files, seconds: run.duration, tree: run.conversion.document, diagnostics: run.conversion.diagnostics, failure: nil,
            snapshot: run.snapshot(reason: reason, action: action, payload: payload))
    }

    /// Runs again the VML documents that read a part of the state an app run changed,
    /// with that run's reason: `action open ran on festivals.vml`.
    private func rerunVMLDocuments(after result: RunResult) {
        guard !result.failed else { return }
        let snapshot = Snapshot(result, files: [])
        for name in vmlRuns.documents(affectedBy: result.stateAfter) {
            guard let program = vmlRuns.current(name)?.program else { continue }
            runVML(program, reason: snapshot.reason == .load ? .reload : snapshot.reason, action: snapshot.action, payload: snapshot.payload, files: [])
        }
    }

    /// The actions the app registered in its last successful run.
    public var actions: [String] { actionsByDocument[AppDocument.name] ?? [] }
    private var actionsByDocument: [String: [String]] = [:]

    /// The actions a script document registered in its last successful run.
    public func actions(of document: String) -> [String] {
        actionsByDocument[document] ?? []
    }

    /// Announces and stores a run of a script document; `input` is what a person did to
    /// cause it (nil for a load or a reload), which the app's input history and a
    /// recording take.
    private func record(_ result: RunResult, files: [ProgramFile], changed: [String], input: AppInput? = nil) {
        let previousTree = statuses[result.documentName]?.lastGood?.root
        defer { runReactions(after: result, previous: previousTree) }
        previousStates[result.documentName] = result.stateBefore
        if !result.failed { actionsByDocument[result.documentName] = result.actions }
        publish(files: changed, seconds: result.duration, tree: result.document, diagnostics: result.diagnostics + result.warnings,
                failure: result.failure, snapshot: Snapshot(result, files: files), rendered: !result.failed)
        // A preview's state is its own: the cold-start check, a recording and the VML
        // documents follow the app's.
        guard result.documentName == AppDocument.name else { return }
        if !result.failed {
            if let input {
                history.append(input, recorded: result.recorded, state: result.stateAfter)
            } else if result.stateBefore == .object([:]), result.event == .load || result.event == .reload {
                // The app's first successful run on an empty state: a cold start creates it.
                history.startCold(recorded: result.recorded, state: result.stateAfter)
            }
        }
        if let input, recording != nil {
            let failure = result.failure?.message ?? result.diagnostics.first { $0.severity == .error }?.message
            recording?.append(input, recorded: result.recorded, failure: failure)
        }
        rerunVMLDocuments(after: result)
    }

    /// Runs what a run set off (see `Reactions`), each handler as a tap of its node, stored
    /// and recorded like one. Their own runs do not start another round.
    private func runReactions(after result: RunResult, previous: Node?) {
        guard !isRunningReactions else { return }
        isRunningReactions = true
        defer { isRunningReactions = false }
        let document = result.documentName
        Reactions.run(after: result, previous: previous) { handler in
            react(handler, in: document)
        }
    }

    /// Runs a handler as a tap of its node; nil when the run failed (which ends the round).
    /// A view no longer on screen (an `onDisappear`) has no node to tap: its input is the
    /// dispatch of its action, whose payload carries what replays it (`LastShownState`).
    private func react(_ handler: Reactions.Handler, in document: String) -> RunResult? {
        let target = handler.target
        if let action = handler.action {
            let run = dispatch(action, payload: handler.payload, document: document, as: .dispatch(action: action, payload: handler.payload))
            return run.failed ? nil : run
        }
        guard let screen = statuses[document]?.lastGood?.root, let action = try? target.action(in: screen) else { return nil }
        let run = dispatch(action, payload: handler.payload, document: document, as: .tap(node: target.node, event: target.event, payload: handler.payload))
        return run.failed ? nil : run
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

    /// The text of a source file of a document as it is now (a script, a VML file or a
    /// data file).
    public func sourceText(of file: String) -> String? {
        if let script = session.files.first(where: { $0.path == file }) { return script.text }
        return vmlRuns.text(of: file)
    }

    /// The text a source file had before the last run of its document.
    public func previousSourceText(of file: String) -> String? {
        if let script = previousFiles.first(where: { $0.path == file }) { return script.text }
        return vmlRuns.previousText(of: file)
    }
}
