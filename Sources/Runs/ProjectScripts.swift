import ProjectConfiguration
import Runtime
import ViewTree

/// The script app's program as the project's files hold it now: every `.swift` file of
/// the configured script folders, named relative to the project, in path order. What the
/// daemon runs, and what `workbench test` plays its scenarios on.
public enum ProjectScripts {
    /// Why the program cannot be read: each file that could not be (running the program
    /// without one of its files would report errors about the others instead).
    public struct Unreadable: Error {
        /// Each file's error.
        public var errors: [ScriptSources.LoadError]
    }

    /// The files that could be read, and an error for each that could not (not UTF-8, not
    /// readable). `excluding` leaves paths out (the daemon's own files, when a script
    /// folder holds them).
    public static func scan(
        _ configuration: WorkbenchConfiguration, excluding: (String) -> Bool = { _ in false }
    ) -> (files: [ProgramFile], unreadable: [ScriptSources.LoadError]) {
        var seen: Set<String> = []
        var files: [ProgramFile] = []
        var unreadable: [ScriptSources.LoadError] = []
        for folder in configuration.scriptFolders {
            guard let paths = try? ScriptSources.swiftFiles(under: configuration.resolve(folder)) else { continue }
            for path in paths where seen.insert(path).inserted && !excluding(path) {
                let name = ScriptSources.relativeName(path, base: configuration.root)
                do {
                    files.append(ProgramFile(path: name, text: try ScriptSources.readText(path)))
                } catch {
                    unreadable.append(ScriptSources.LoadError(path: name, reason: error.reason, line: error.line, column: error.column))
                }
            }
        }
        return (files.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }, unreadable)
    }

    /// The files, all of them.
    ///
    /// - Throws: `Unreadable` when any file could not be read.
    public static func read(_ configuration: WorkbenchConfiguration) throws(Unreadable) -> [ProgramFile] {
        let (files, unreadable) = scan(configuration)
        guard unreadable.isEmpty else { throw Unreadable(errors: unreadable) }
        return files
    }
}
