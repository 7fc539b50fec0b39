import ProjectConfiguration
import Foundation
import Preview
import Runs
import Runtime
import Store
import Synchronization
import ViewTree
import Watcher

/// `workbench serve`: the long-running job. It takes the project's lock, opens the store,
/// loads every document, then reloads on every save (the watcher), answers clients on
/// the socket and logs what happens, until SIGINT, SIGTERM or SIGHUP.
public final class Daemon: @unchecked Sendable {
    /// Why the daemon could not start.
    public struct StartError: Error, CustomStringConvertible {
        /// What went wrong, for the user.
        public let message: String
        public var description: String { message }
    }

    /// The project's configuration.
    public let configuration: WorkbenchConfiguration
    /// The log.
    public let log: DaemonLog
    /// The script thread: every workspace call runs there.
    public let worker: ScriptWorker
    /// The project's documents (use only on `worker`).
    public private(set) var workspace: Workspace!
    private var lock: InstanceLock?
    private var watcher: FileWatcher?
    var server: SocketServer?
    private var router: RequestRouter!
    var feed: PreviewFeed?
    /// The checks after each reload (scenarios, the cold-start check); nil when none is asked for.
    private var checks: ReloadChecks?
    private var preview: PreviewServer?
    /// The warnings last logged for each document: a run logs its warnings when they
    /// differ, not again after every action that leaves them as they were.
    private var loggedWarnings: [String: [Diagnostic]] = [:]
    /// Whether a compile ahead of a batch is waiting on the script thread (one is enough).
    private let preparationQueued = Atomic(false)

    /// A daemon for a project; nothing happens until `start()`.
    public init(configuration: WorkbenchConfiguration, log: DaemonLog) {
        self.configuration = configuration
        self.log = log
        worker = ScriptWorker(stackSize: ScriptWorker.stackSize(forMemoryLimit: configuration.interpreterLimits.memoryBytes))
    }

    /// The files the daemon writes itself.
    public var files: DaemonFiles { DaemonFiles(configuration: configuration) }
    /// The lock file (beside the database).
    public var lockPath: String { files.lock }
    /// The socket's path.
    public var socketPath: String { files.socket }

    /// Starts everything; returns once the first load is done and the socket listens.
    public func start() throws(StartError) {
        try Daemon.makePrivateDirectory(configuration.stateDirectory)
        let socketDirectory = socketPath.lastIndex(of: "/").map { String(socketPath[..<$0]) } ?? configuration.root
        try Daemon.makePrivateDirectory(socketDirectory)
        do {
            lock = try InstanceLock(path: lockPath)
        } catch {
            throw StartError(message: error.description)
        }
        // Claimed before anything is stored or run: a daemon that cannot serve (its socket
        // path taken, or not a socket) stops having changed nothing. Set once, before any
        // run, and never replaced: the script thread broadcasts through it while `stop`
        // runs on another thread. Until it starts, it has no one to send to.
        let server = SocketServer(path: socketPath) { [weak self] request, client in self?.handle(request, from: client) }
        do {
            try server.claim()
        } catch {
            throw StartError(message: error.description)
        }
        self.server = server
        let store: SnapshotStore
        do {
            store = try SnapshotStore(path: files.database)
        } catch {
            server.stop()
            throw StartError(message: "cannot open the snapshot store: \(error)")
        }
        let workspace = Workspace(configuration: configuration, store: store, limits: configuration.interpreterLimits)
        self.workspace = workspace
        router = RequestRouter(workspace: workspace)
        workspace.listen { [weak self] event in self?.announce(event) }
        // A check asked for by a client (`:cold`) is announced as one after a reload is.
        router.coldChecked = { [weak self] report in self?.announce(.coldStart(report)) }
        if ReloadChecks.wanted(by: configuration) {
            // Findings come back to the script thread, where every announcement is made.
            checks = ReloadChecks(configuration: configuration) { [weak self] finding in
                self?.worker.submit { self?.announce(finding) }
            }
        }

        worker.run { workspace.loadAll() }

        do {
            watcher = try FileWatcher(
                roots: (configuration.scriptFolders + configuration.vmlFolders).map(configuration.resolve),
                ignoring: IgnoreRules(projectRoot: configuration.root, patterns: configuration.ignore, paths: files.all),
                fileExtensions: Set(SourceKind.allCases.map(\.fileExtension)), debounce: .milliseconds(configuration.debounceMilliseconds),
                anticipate: { [weak self] paths in self?.anticipate(paths) }
            ) { [weak self] batch in self?.receive(batch) }
        } catch {
            server.stop()
            throw StartError(message: error.description)
        }

        do {
            try server.start()
        } catch {
            watcher?.stop()
            server.stop()
            throw StartError(message: error.description)
        }
        logStart()
    }

    /// Stops watching, finishes the current run, closes the store, removes the socket.
    /// Requests still queued on the script thread are dropped unrun: their clients are
    /// closed.
    public func stop() {
        watcher?.stop()
        watcher = nil
        server?.stop()
        checks?.stop()
        worker.run { try? self.workspace?.store?.checkpoint() }
        worker.stop()
        lock = nil
        log.write(event: "stopped", message: "stopped")
    }

    // MARK: - Preview

    /// Starts the browser preview on the configured host and port and logs its address
    /// (with the token the page must present). A port in use is logged; serving goes on.
    @discardableResult
    public func startPreview() async -> String? {
        let feed = PreviewFeed(worker: worker, workspace: workspace, history: router.history)
        worker.run { self.feed = feed }
        let server = PreviewServer(backend: feed)
        do {
            let endpoint = try await server.start(host: configuration.preview.host, port: configuration.preview.port)
            preview = server
            let url = endpoint.url.description
            worker.run { self.workspace.previewURL = url }
            log.write(event: "preview", message: "preview at \(log.style.bold(endpoint.url.description))", fields: ["url": .string(endpoint.url.description)])
            return endpoint.url.description
        } catch {
            log.write(level: "error", event: "previewFailed", message: log.style.error("no preview:") + " \(error) (serving goes on; change preview.port in workbench.json or use --no-preview)")
            worker.run { self.feed = nil }
            return nil
        }
    }

    /// Stops the preview: closes the open pages, then stops listening.
    public func stopPreview() async {
        worker.run {
            self.feed?.finish()
            self.workspace.previewURL = nil
        }
        await preview?.stop()
        preview = nil
    }

    // MARK: - Events

    /// Scripts were saved and the debounce runs: the script thread, idle meanwhile,
    /// compiles them now rather than after the quiet period (see `Workspace.prepareScripts`).
    private func anticipate(_ paths: [String]) {
        guard paths.contains(where: { SourceKind(path: $0) == .script }) else { return }
        guard !preparationQueued.exchange(true, ordering: .acquiringAndReleasing) else { return }
        worker.submit { [self] in
            preparationQueued.store(false, ordering: .releasing)
            workspace.prepareScripts()
        }
    }

    private func receive(_ batch: ChangeBatch) {
        for error in batch.errors {
            log.write(level: "error", event: "watchError", message: log.style.error("watch error:") + " \(error)", fields: ["error": .string(error.description)])
        }
        guard !batch.changes.isEmpty || batch.needsFullRescan else { return }
        worker.submit { [self] in workspace.apply(batch) }
    }

    private func handle(_ request: JSONValue, from client: ClientConnection) {
        if request.objectValue?["method"]?.stringValue == "subscribe" {
            client.subscribe()
            client.send(ProtocolMessage.result(id: request.objectValue?["id"] ?? .null, ["subscribed": true]))
            return
        }
        client.beginRequest()
        worker.submit { [self] in
            client.finishRequest(client.isClosed ? nil : router.reply(to: request))
        }
    }

    private func announce(_ event: Workspace.Event) {
        feed?.forward(event)
        switch event {
        case .ran(let run):
            broadcast(run)
            // A reload of the code (files changed), not the state replaced (`:goto`, `:cold reset`).
            if run.document == AppDocument.name, run.reason == .reload, !run.files.isEmpty, case .rendered = run.outcome {
                checks?.reloaded(ReloadChecks.Subject(
                    files: workspace.session.files, history: workspace.history, state: workspace.session.state,
                    tree: workspace.status(of: AppDocument.name)?.lastGood))
            }
        case .stored(let run, let snapshot, let problem):
            server?.broadcast(
                ProtocolMessage.event("stored", [
                    "document": .string(run.document), "snapshot": snapshot.map { .int(Int($0)) } ?? .null,
                    "error": problem.map { .string($0) } ?? .null,
                ]), to: \.isSubscribed)
            // The run's log line is written once its snapshot is known, to name it.
            logRun(run, snapshot: snapshot)
            if let problem {
                log.write(level: "error", event: "storeFailed", message: log.style.error("not stored:") + " the snapshot of \(run.document) could not be stored: \(problem)",
                          fields: ["document": .string(run.document), "error": .string(problem)])
            }
        case .removed(let document):
            log.write(event: "removed", message: "removed \(log.style.bold(document))", fields: ["document": .string(document)])
            server?.broadcast(ProtocolMessage.event("removed", ["document": .string(document)]), to: \.isSubscribed)
        case .pruned(let deleted, nil):
            log.write(event: "pruned", message: "pruned \(deleted) old snapshots (keeping the last \(configuration.retention.keepLast) and every crash)")
        case .pruned(_, let problem?):
            log.write(level: "error", event: "pruneFailed", message: "could not prune the store: \(problem)")
        }
    }

    /// Sends the protocol's event for a run to the subscribers: `reloaded` with the diff
    /// and the whole tree, or `error` with the diagnostics (docs/protocol.md).
    private func broadcast(_ run: RunReport) {
        let files: JSONValue = .array(run.files.map { .string($0) })
        switch run.outcome {
        case .rendered(let tree, let diff, _):
            server?.broadcast(
                line: ProtocolMessage.eventLine(
                    "reloaded",
                    [
                        "document": .string(run.document), "reason": .string(run.reason.rawValue), "detail": run.detail.map { .string($0) } ?? .null,
                        "files": files, "milliseconds": .double(run.milliseconds),
                        "summary": .string(diff.summary), "nodesChanged": .int(diff.touchedNodeCount), "diff": diff.jsonValue,
                    ],
                    lastKey: "tree", lastValue: IRJSONEncoder.encode(tree)),
                to: \.isSubscribed)
        case .failed(let diagnostics, let failure):
            server?.broadcast(
                ProtocolMessage.event("error", [
                    "document": .string(run.document), "reason": .string(run.reason.rawValue), "files": files,
                    "diagnostics": .array(diagnostics.map(\.jsonValue)), "failure": failure?.jsonValue ?? .null,
                ]), to: \.isSubscribed)
        }
    }

    /// The log's line for a run and the snapshot that stored it.
    private func logRun(_ run: RunReport, snapshot: Int64?) {
        let style = log.style
        let what = run.files.isEmpty ? "" : " (\(RunWording.fileList(run.files)))"
        let stored = snapshot.map { " · snapshot #\($0)" } ?? ""
        var fields: [String: JSONValue] = [
            "document": .string(run.document), "reason": .string(run.reason.rawValue), "snapshot": snapshot.map { .int(Int($0)) } ?? .null,
        ]
        switch run.outcome {
        case .rendered(let tree, let diff, let isFirst):
            let touched = diff.touchedNodeCount
            let nodes = isFirst
                ? "\(tree.root.subtreeSize) node\(tree.root.subtreeSize == 1 ? "" : "s")"
                : "\(touched) node\(touched == 1 ? "" : "s") changed"
            fields["files"] = .array(run.files.map { .string($0) })
            fields["milliseconds"] = .double(run.milliseconds)
            fields["nodesChanged"] = .int(touched)
            fields["detail"] = run.detail.map { .string($0) } ?? .null
            let verb = RunWording.verb(reason: run.reason.rawValue, detail: run.detail)
            var message = "\(style.green(verb)) \(style.bold(run.document))\(what) in \(Daemon.milliseconds(run.milliseconds)) · \(nodes)\(stored)"
            let warnings = workspace?.status(of: run.document)?.diagnostics.filter { $0.severity == .warning } ?? []
            if warnings != loggedWarnings[run.document, default: []] {
                loggedWarnings[run.document] = warnings
                for warning in warnings { message += "\n" + warning.rendered(style: style) }
                fields["diagnostics"] = .array(warnings.map(\.jsonValue))
            }
            log.write(event: "reloaded", message: message, fields: fields)
        case .failed(let diagnostics, let failure):
            var lines = ["\(style.error("failed")) \(style.bold(run.document))\(what) after \(Daemon.milliseconds(run.milliseconds)); the last good tree stays"]
            for diagnostic in diagnostics where diagnostic.severity == .error { lines.append(diagnostic.rendered(style: style)) }
            if let failure { lines.append(failure.rendered(style: style)) }
            fields["diagnostics"] = .array(diagnostics.map(\.jsonValue))
            fields["failure"] = failure?.jsonValue ?? .null
            log.write(level: "error", event: "failed", message: lines.joined(separator: "\n") + stored, fields: fields)
        }
    }

    private func logStart() {
        // The files on disk: a program of previews only has no app session to count them in.
        let scripts = worker.run { self.workspace.scriptFiles().count }
        let documents = worker.run { self.workspace.documentNames }
        let vmlFiles = documents.filter { SourceKind(path: $0) == .vml }.count
        let folders = Set(configuration.scriptFolders + configuration.vmlFolders).sorted().joined(separator: ", ")
        log.write(
            event: "started",
            message: "serving \(log.style.bold(configuration.root)): \(scripts) script\(scripts == 1 ? "" : "s"), "
                + "\(vmlFiles) VML file(s), watching \(folders); socket \(socketPath)",
            fields: [
                "root": .string(configuration.root), "socket": .string(socketPath), "pid": .int(Int(getpid())),
                "documents": .array(documents.map { .string($0) }),
            ])
    }

    // MARK: - Helpers

    /// Creates a folder and its missing parents, private to the user (0700).
    static func makePrivateDirectory(_ path: String) throws(StartError) {
        var current = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            current += (current.isEmpty || current.hasSuffix("/") ? "" : "/") + component
            if mkdir(current, 0o700) != 0 && errno != EEXIST {
                throw StartError(message: "cannot create the folder \(current): \(String(cString: strerror(errno)))")
            }
        }
    }

    static func milliseconds(_ value: Double) -> String {
        value < 10 ? String(format: "%.1f ms", value) : String(format: "%.0f ms", value)
    }
}
