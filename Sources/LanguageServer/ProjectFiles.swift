import Runtime

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The text of the project's files as the editor's user sees them: an open document's
/// text (saved or not), otherwise the file on disk. The list of script files and the text
/// read from disk are kept until a change the editor reports (a save, a watched file, a
/// document opened or closed) says they may be stale, so a keystroke reads nothing from
/// disk.
struct ProjectFiles {
    private var scriptPaths: [String]?
    private var vmlPaths: [String]?
    private var diskTexts: [String: String?] = [:]

    /// Forgets what was read of a path (and the lists of files, when it is a new one).
    mutating func invalidate(_ path: String) {
        diskTexts[path] = nil
        if let scriptPaths, !scriptPaths.contains(path) { self.scriptPaths = nil }
        if let vmlPaths, !vmlPaths.contains(path) { self.vmlPaths = nil }
    }

    /// Forgets everything (the configuration changed).
    mutating func invalidateAll() {
        self = ProjectFiles()
    }

    /// The absolute paths of the project's script files, in the order their top-level code
    /// runs (by path relative to the root), as `workbench serve` orders them.
    mutating func scripts(of project: Project) -> [String] {
        if let scriptPaths { return scriptPaths }
        let paths = Self.files(in: project.configuration.scriptFolders, of: .script, project: project)
        scriptPaths = paths
        return paths
    }

    /// The absolute paths of the project's VML documents.
    mutating func vmlDocuments(of project: Project) -> [String] {
        if let vmlPaths { return vmlPaths }
        let paths = Self.files(in: project.configuration.vmlFolders, of: .vml, project: project)
        vmlPaths = paths
        return paths
    }

    /// A file's text on disk; nil when it cannot be read (it is gone, or not UTF-8).
    mutating func diskText(_ path: String) -> String? {
        if let cached = diskTexts[path] { return cached }
        let text = try? ScriptSources.readText(path)
        diskTexts[path] = .some(text)
        return text
    }

    private static func files(in folders: [String], of kind: SourceKind, project: Project) -> [String] {
        var seen: Set<String> = []
        var found: [String] = []
        for folder in folders {
            guard let paths = try? ScriptSources.files(under: project.configuration.resolve(folder), of: kind) else { continue }
            for path in paths where seen.insert(path).inserted && !project.isWorkbenchFile(path) { found.append(path) }
        }
        return found.sorted { project.name(ofPath: $0).utf8.lexicographicallyPrecedes(project.name(ofPath: $1).utf8) }
    }
}
