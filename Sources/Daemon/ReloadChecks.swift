import Foundation
import ProjectConfiguration
import Runs
import Runtime
import Synchronization
import ViewTree

/// What the daemon checks after each reload of the app, on a thread of its own so that a
/// reload never waits for it: the project's scenarios (`scenarios.onReload`) and the
/// cold-start check (`coldStart.enabled`). A check still running when the next reload
/// comes is abandoned between two runs: what it would find is about code that is gone.
final class ReloadChecks: @unchecked Sendable {
    /// What a check found.
    enum Finding: Sendable {
        /// The scenarios played on the reloaded code.
        case scenarios([ScenarioResult])
        /// The cold-start check of the reloaded code.
        case coldStart(ColdStartReport)
    }

    /// The app as a reload left it, taken on the script thread for the check thread.
    struct Subject: Sendable {
        /// The program.
        var files: [ProgramFile]
        /// The inputs that built the live state.
        var history: InputHistory
        /// The live state.
        var state: JSONValue
        /// The live tree.
        var tree: Document?
    }

    private let configuration: WorkbenchConfiguration
    /// The check thread: scripts need a large stack, and the script thread must stay free.
    private let thread: ScriptWorker
    /// Counts reloads; a check whose count is no longer the latest stops.
    private let generation = Atomic(0)
    /// Called on the check thread with each finding of a check that is still current.
    private let deliver: @Sendable (Finding) -> Void

    /// Checks for a project, reporting through `deliver`.
    init(configuration: WorkbenchConfiguration, deliver: @escaping @Sendable (Finding) -> Void) {
        self.configuration = configuration
        self.deliver = deliver
        thread = ScriptWorker(stackSize: ScriptWorker.stackSize(forMemoryLimit: configuration.interpreterLimits.memoryBytes))
    }

    /// Whether the configuration asks for any check.
    static func wanted(by configuration: WorkbenchConfiguration) -> Bool {
        configuration.scenarios.onReload || configuration.coldStart.enabled
    }

    /// The app reloaded and rendered (called on the script thread): checks it in the
    /// background, abandoning the check of the reload before.
    func reloaded(_ subject: Subject) {
        let current = generation.add(1, ordering: .relaxed).newValue
        let isStale = { [self] in generation.load(ordering: .relaxed) != current }
        thread.submit { [self] in
            guard !isStale() else { return }
            // The cold-start check first: it is bounded by coldStart.timeoutMs, the scenarios
            // are as many as the folder holds.
            if configuration.coldStart.enabled, let report = coldStart(subject).run(subject.history, hotState: subject.state, hotTree: subject.tree, isCancelled: isStale),
                !isStale()
            {
                deliver(.coldStart(report))
            }
            if configuration.scenarios.onReload, let results = playScenarios(subject, isStale: isStale), !isStale() {
                deliver(.scenarios(results))
            }
        }
    }

    /// Abandons the running check and ends the thread.
    func stop() {
        generation.add(1, ordering: .relaxed)
        thread.stop()
    }

    /// The cold-start check of the configuration for a subject.
    func coldStart(_ subject: Subject) -> ColdStartCheck {
        ColdStartCheck(files: subject.files, limits: configuration.interpreterLimits, timeout: Double(configuration.coldStart.timeoutMilliseconds) / 1000)
    }

    /// Every scenario of the project on the reloaded code; nil when there are none, or
    /// when a newer reload made the results moot.
    private func playScenarios(_ subject: Subject, isStale: () -> Bool) -> [ScenarioResult]? {
        let folder = configuration.resolve(configuration.scenarios.folder)
        guard FileManager.default.fileExists(atPath: folder), let files = try? ScenarioSuite.files(in: [folder]), !files.isEmpty else { return nil }
        let player = ScenarioPlayer(files: subject.files, limits: configuration.interpreterLimits)
        var results: [ScenarioResult] = []
        for file in files {
            guard !isStale() else { return nil }
            results += ScenarioSuite.check([file], player: player)
        }
        return results
    }
}
