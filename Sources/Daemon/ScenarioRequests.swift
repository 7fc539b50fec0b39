import Foundation
import Runs
import Runtime
import ViewTree

/// The protocol's requests about scenario tests (docs/protocol.md): `recordStart`,
/// `recordStop` and `recordCancel` (the REPL's `:record`), and `test` (`:test`), which
/// plays the project's scenarios on the app's code as it is now. Runs on the script thread.
final class ScenarioRequests {
    /// The methods answered here.
    static let methods = ["recordStart", "recordStop", "recordCancel", "test"]

    private let workspace: Workspace

    init(workspace: Workspace) {
        self.workspace = workspace
    }

    /// The scenarios folder (absolute).
    private var scenarioFolder: String { workspace.configuration.resolve(workspace.configuration.scenarios.folder) }

    /// A path as the project names it.
    private func relative(_ path: String) -> String { ScriptSources.relativeName(path, base: workspace.configuration.root) }

    /// The answer to `method`, or nil when it is not one of these.
    func answer(_ method: String, _ params: Parameters, summary: (RunResult) -> JSONValue) throws -> JSONValue? {
        switch method {
        case "recordStart": return try start(params, summary: summary)
        case "recordStop": return try stop()
        case "recordCancel":
            guard let recording = workspace.stopRecording() else { throw notRecording() }
            return ["cancelled": .string(recording.name), "text": .string("stopped recording \(recording.name); nothing written")]
        case "test": return try test(params)
        default: return nil
        }
    }

    private func start(_ params: Parameters, summary: (RunResult) -> JSONValue) throws -> JSONValue {
        let name = try params.string("name")
        // A file name of its own in the scenarios folder: no folders, nothing hidden.
        guard !name.isEmpty, !name.hasPrefix("."), name.unicodeScalars.allSatisfy(Self.isNameCharacter) else {
            throw RequestRouter.RequestError("badParams", "\"\(name)\" is not a scenario name: use letters, digits, '.', '_' and '-' (it names the file NAME.json)")
        }
        if let current = workspace.recording {
            throw RequestRouter.RequestError("failed", "already recording \(current.name); :record stop writes it, :record cancel drops it")
        }
        let file = scenarioFolder + "/" + name + ".json"
        if params.optionalBool("force") != true, FileManager.default.fileExists(atPath: file) {
            throw RequestRouter.RequestError("failed", "\(relative(file)) exists; --force records over it")
        }
        let cold = params.optionalBool("cold") ?? false
        if let failed = workspace.startRecording(name: name, file: file, cold: cold) {
            throw RequestRouter.RequestError("failed", "the app does not start cold, so nothing is recorded: \(Self.errorText(failed))")
        }
        let origin = cold ? "a cold start (the app restarted on an empty state)" : "the app's current state"
        var answer: [String: JSONValue] = [
            "recording": .string(name), "file": .string(relative(file)), "cold": .bool(cold),
            "text": .string("recording \(name) from \(origin); :record stop writes \(relative(file))"),
        ]
        if cold, let restart = workspace.session.lastResult { answer["render"] = summary(restart) }
        return .object(answer)
    }

    /// Plays the recording on the code as it is now, to record what each step produces,
    /// and writes it. When a step no longer plays (the code changed meanwhile), nothing is
    /// written and the recording goes on.
    private func stop() throws -> JSONValue {
        guard let recording = workspace.recording else { throw notRecording() }
        let player = ScenarioPlayer(files: workspace.session.files, limits: workspace.session.runner.limits)
        switch player.record(recording.scenario, keepingRecorded: true) {
        case .failure(let failure):
            throw RequestRouter.RequestError(
                "failed",
                "\(failure.summary) on the code as it is now; nothing written, the recording goes on (:record cancel drops it)")
        case .success(let made):
            do {
                try ScenarioSuite.write(made.scenario, golden: made.golden, to: recording.file)
            } catch {
                throw RequestRouter.RequestError("failed", "cannot write \(relative(recording.file)): \(error.localizedDescription); the recording goes on")
            }
            _ = workspace.stopRecording()
            let steps = made.scenario.steps
            let file = relative(recording.file)
            return [
                "file": .string(file), "name": .string(recording.name), "steps": .int(steps.count),
                "text": .string(
                    "wrote \(file): \(steps.count) step\(steps.count == 1 ? "" : "s") (\(steps.map(\.description).joined(separator: ", "))); workbench test plays it"),
            ]
        }
    }

    private func test(_ params: Parameters) throws -> JSONValue {
        let folder = scenarioFolder
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            let text = "no scenarios: the folder \(relative(folder)) does not exist (:record NAME records one)"
            return ScenarioRequests.json([], text: text)
        }
        let files: [String]
        do {
            files = try ScenarioSuite.files(in: [folder])
        } catch {
            throw RequestRouter.RequestError("failed", error.description)
        }
        let player = ScenarioPlayer(files: workspace.session.files, limits: workspace.session.runner.limits)
        let results = ScenarioSuite.check(files, player: player)
        return ScenarioRequests.json(results, text: files.isEmpty ? "no scenarios in \(relative(folder))" : ScenarioReport.text(results))
    }

    /// Results as the protocol answers them: `ScenarioReport.json` with the report's text.
    static func json(_ results: [ScenarioResult], text: String) -> JSONValue {
        var answer = ScenarioReport.json(results).objectValue ?? [:]
        answer["text"] = .string(text)
        return .object(answer)
    }

    private func notRecording() -> RequestRouter.RequestError {
        RequestRouter.RequestError("notFound", "nothing is being recorded; :record NAME starts")
    }

    private static func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", ".", "_", "-": return true
        default: return false
        }
    }

    /// A failed run's error in one line.
    static func errorText(_ result: RunResult) -> String {
        if let failure = result.failure { return failure.message }
        return result.diagnostics.first { $0.severity == .error }.map { "\($0.locationText): \($0.message)" } ?? "it failed"
    }
}
