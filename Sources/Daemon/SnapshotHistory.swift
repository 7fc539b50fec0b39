import Runs
import Runtime
import Store
import ViewTree
import VML

/// The stored history as the socket's methods (`timeline`, `screen`, `goto`, `replay`,
/// `bisect`) and the preview's history strip both use it, so that a tool and the strip
/// see the same runs. Runs on the script thread, as the workspace does.
struct SnapshotHistory {
    /// The most runs one page may hold.
    static let maximumPageSize = 1000

    let workspace: Workspace
    let replayer: Replayer

    init(workspace: Workspace) {
        self.workspace = workspace
        replayer = Replayer(runner: Runner(limits: workspace.session.runner.limits))
    }

    /// A page of a document's runs, newest first.
    func timeline(of document: String, before: Int64?, limit: Int) throws -> TimelinePage {
        guard (1...Self.maximumPageSize).contains(limit) else {
            throw RequestRouter.RequestError("badParams", "the parameter \"limit\" must be from 1 to \(Self.maximumPageSize)")
        }
        return try requireStore().timeline(of: document, before: before, limit: limit)
    }

    /// The screen after a run; of `document`'s runs only, when one is named.
    func screen(ofSnapshot id: Int64, document: String? = nil) throws -> SnapshotScreen {
        let screen = try requireStore().screen(ofSnapshot: id)
        if let document, screen.document != document {
            throw RequestRouter.RequestError("notFound", "snapshot #\(id) is a run of \(screen.document), not of \(document)")
        }
        return screen
    }

    /// The root context a VML document's stored run made its tree from: its stored VML
    /// and data files converted again against the state it was run with, as a replay
    /// does; `nil` when the run converted nothing that reads data.
    func vmlContext(ofSnapshot id: Int64) throws -> DataContext? {
        let stored = try requireStore().snapshot(id: id)
        return VMLRun(program: stored.snapshot.program, state: stored.snapshot.stateBefore).conversion.context
    }

    /// Loads the state a run left into its script document (the app or a preview) and
    /// renders (`:goto`).
    func restore(snapshot id: Int64) throws -> RunResult {
        let stored = try requireStore().snapshot(id: id)
        let document = stored.snapshot.document
        guard workspace.isScriptDocument(document), let state = stored.snapshot.stateAfter ?? stored.snapshot.stateBefore else {
            let whose = document.hasSuffix(".vml") ? "it is a VML document's" : "\(document) is not among the program's documents now"
            throw RequestRouter.RequestError("badParams", "snapshot \(stored.id) holds no state to go back to (\(whose))")
        }
        return workspace.replaceState(state, document: document)
    }

    /// Re-runs a stored run and compares.
    func replay(snapshot id: Int64) throws -> (stored: StoredSnapshot, verdict: ReplayVerdict) {
        let stored = try requireStore().snapshot(id: id)
        return (stored, replayer.replay(stored))
    }

    /// Finds the edit that introduced a crash.
    func bisect(snapshot id: Int64) throws -> (crash: StoredSnapshot, result: Replayer.BisectResult) {
        let store = try requireStore()
        let crash = try store.snapshot(id: id)
        guard crash.snapshot.isCrash else { throw RequestRouter.RequestError("badParams", "snapshot \(crash.id) did not fail; bisect needs a crash") }
        guard let found = replayer.bisect(crash, programs: try store.programs(upTo: crash.id)) else {
            throw RequestRouter.RequestError("notFound", "snapshot \(crash.id)'s program is not among the stored programs")
        }
        return (crash, found)
    }

    private func requireStore() throws -> SnapshotStore {
        guard let store = workspace.store else { throw RequestRouter.RequestError("noStore", "the snapshot store is not open") }
        return store
    }
}
