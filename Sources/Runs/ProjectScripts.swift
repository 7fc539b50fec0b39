import ProjectConfiguration
import Runtime
import ViewTree

/// The script app's program as the project's files hold it now: every `.swift` file of
/// the configured script folders, named relative to the project, in path order. What
/// `workbench test` plays its scenarios on, as the daemon would run it.
public enum ProjectScripts {
    /// Why the program cannot be read: each file that could not be (running the program
    /// without one of its files would report errors about the others instead).
    public struct Unreadable: Error {
        /// Each file's error.
        public var errors: [ScriptSources.LoadError]
    }

    /// The files.
    public static func read(_ configuration: WorkbenchConfiguration) throws(Unreadable) -> [ProgramFile] {
        var seen: Set<String> = []
        var files: [ProgramFile] = []
        var unreadable: [ScriptSources.LoadError] = []
        for folder in configuration.scriptFolders {
            guard let paths = try? ScriptSources.swiftFiles(under: configuration.resolve(folder)) else { continue }
            for path in paths where seen.insert(path).inserted {
                let name = ScriptSources.relativeName(path, base: configuration.root)
                do {
                    files.append(ProgramFile(path: name, text: try ScriptSources.readText(path)))
                } catch {
                    unreadable.append(ScriptSources.LoadError(path: name, reason: error.reason, line: error.line, column: error.column))
                }
            }
        }
        guard unreadable.isEmpty else { throw Unreadable(errors: unreadable) }
        return files.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
    }
}
