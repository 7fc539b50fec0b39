import ProjectConfiguration
import Runtime
import ViewTree

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The project the editor works on: its configuration (`workbench.json`, or the defaults
/// rooted at the workspace folder) and which of its files are scripts and VML documents,
/// decided as `workbench serve` decides them.
struct Project {
    /// The configuration in force. When `workbench.json` has an error, the defaults rooted
    /// at its folder, so that scripts are still checked while the file is fixed.
    var configuration: WorkbenchConfiguration
    /// The absolute path of `workbench.json`, when the project has one.
    var configurationFile: String?

    /// The project of `--config PATH`, or of the `workbench.json` in the workspace folder,
    /// or the defaults rooted there (the current directory without a workspace folder).
    static func locate(explicitPath: String?, workspaceRoot: String?) -> Project {
        let root = workspaceRoot.map(Self.normalized) ?? Self.currentDirectory()
        let file: String?
        if let explicitPath {
            file = explicitPath.hasPrefix("/") ? explicitPath : Self.normalized(Self.currentDirectory() + "/" + explicitPath)
        } else {
            let candidate = root + "/" + WorkbenchConfiguration.defaultFileName
            file = access(candidate, F_OK) == 0 ? candidate : nil
        }
        guard let file else { return Project(configuration: WorkbenchConfiguration(root: root), configurationFile: nil) }
        let directory = file.lastIndex(of: "/").map { String(file[..<$0]) } ?? root
        let configuration = (try? WorkbenchConfiguration.load(path: file)) ?? WorkbenchConfiguration(root: directory.isEmpty ? "/" : directory)
        return Project(configuration: configuration, configurationFile: file)
    }

    /// What a file is to the project, by its path: nil for a file outside its folders.
    func kind(ofPath path: String) -> ProjectFileKind? {
        if path == configurationFile { return .configuration }
        switch SourceKind(path: path) {
        case .script?: return isInside(path, configuration.scriptFolders) ? .script : nil
        case .vml?: return isInside(path, configuration.vmlFolders) ? .vml : nil
        // A VML screen's JSON data file: its errors show on the `<data>` that reads it.
        case .data?, nil: return nil
        }
    }

    /// The name the workbench gives a file in diagnostics and stack traces: its path
    /// relative to the project's root.
    func name(ofPath path: String) -> String {
        ScriptSources.relativeName(path, base: configuration.root)
    }

    /// The absolute path of a file the workbench names relative to the root.
    func path(ofName name: String) -> String {
        configuration.resolve(name)
    }

    /// Whether a path is one of the files `workbench serve` writes itself (the store, its
    /// journal, the socket), which are never scripts or documents whatever their names.
    func isWorkbenchFile(_ path: String) -> Bool {
        let database = configuration.resolve(configuration.database)
        return [database, database + "-wal", database + "-shm", database + "-journal", configuration.resolve(configuration.socket)].contains(path)
    }

    private func isInside(_ path: String, _ folders: [String]) -> Bool {
        folders.contains { folder in
            let absolute = configuration.resolve(folder)
            let prefix = absolute.hasSuffix("/") ? absolute : absolute + "/"
            guard path.hasPrefix(prefix) else { return false }
            // Hidden folders and `.build` are skipped by the workbench's file search.
            return !path.dropFirst(prefix.count).split(separator: "/").dropLast().contains { $0.hasPrefix(".") }
        }
    }

    /// A path without `.` and `..` components and repeated slashes.
    static func normalized(_ path: String) -> String {
        var components: [Substring] = []
        for component in path.split(separator: "/") {
            switch component {
            case ".": continue
            case "..": if !components.isEmpty { components.removeLast() }
            default: components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
    }

    private static func currentDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return "/" }
        return String(cString: buffer)
    }
}
