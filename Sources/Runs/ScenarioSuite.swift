import Foundation
import ViewTree

/// The scenarios of a project, found, played and updated as `workbench test` and the
/// daemon's `scenarios.onReload` do.
public enum ScenarioSuite {
    /// The scenario files at each path: a file as it is, a folder's `.json` files
    /// (recursively, hidden folders and golden files left out), in path order.
    ///
    /// - Throws: for a path that does not exist.
    public static func files(in paths: [String]) throws(ScenarioFileError) -> [String] {
        var found: [String] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw ScenarioFileError(file: path, position: nil, message: "no such file or folder")
            }
            guard isFolder.boolValue else {
                found.append(path)
                continue
            }
            let base = path.hasSuffix("/") ? String(path.dropLast()) : path
            var inFolder: [String] = []
            let walker = FileManager.default.enumerator(atPath: base)
            while let relative = walker?.nextObject() as? String {
                if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
                if relative.hasSuffix(".json") && !ScenarioFile.isGolden(relative) { inFolder.append(base + "/" + relative) }
            }
            found += inFolder.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        }
        return found
    }

    /// Plays every file: a file that cannot be read is a result with an error.
    public static func check(_ files: [String], player: ScenarioPlayer) -> [ScenarioResult] {
        files.map { file in
            let scenario: Scenario
            do throws(ScenarioFileError) {
                scenario = try ScenarioFile.read(path: file)
            } catch {
                return unreadable(file, error)
            }
            return player.check(scenario, file: file) { () throws(ScenarioFileError) in
                try ScenarioGolden.read(path: ScenarioFile.goldenPath(of: file))
            }
        }
    }

    /// The result of a file that could not be read.
    public static func unreadable(_ file: String, _ error: ScenarioFileError) -> ScenarioResult {
        ScenarioResult(
            name: ScenarioFile.defaultName(of: file), file: file, stepCount: 0,
            failure: ScenarioFailure(step: 0, stepDescription: "", problems: [.init(summary: error.description)], isError: true),
            unrecorded: 0, seconds: 0)
    }

    /// Records a scenario's expectations afresh (`--update`) and writes it and its golden
    /// file. Returns the failure that stopped it, leaving both files untouched.
    public static func update(_ scenario: Scenario, file: String, player: ScenarioPlayer) -> ScenarioFailure? {
        switch player.record(scenario) {
        case .failure(let failure):
            return failure
        case .success(let recorded):
            do {
                try write(recorded.scenario, golden: recorded.golden, to: file)
                return nil
            } catch {
                return ScenarioFailure(step: 0, stepDescription: "", problems: [.init(summary: "cannot write \(file): \(error)")], isError: true)
            }
        }
    }

    /// Writes a scenario and, when it names trees by hash, its golden file (removed when it
    /// names none).
    public static func write(_ scenario: Scenario, golden: ScenarioGolden, to file: String) throws {
        let folder = (file as NSString).deletingLastPathComponent
        if !folder.isEmpty { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        try ScenarioFile.text(scenario).write(toFile: file, atomically: true, encoding: .utf8)
        let goldenPath = ScenarioFile.goldenPath(of: file)
        if golden.trees.isEmpty && golden.states.isEmpty {
            try? FileManager.default.removeItem(atPath: goldenPath)
        } else {
            try golden.text.write(toFile: goldenPath, atomically: true, encoding: .utf8)
        }
    }
}
