/// Which files and folders the watcher leaves alone: editors' temporary files, version
/// control and build folders, the daemon's own files, and the configuration's `ignore`
/// patterns.
///
/// An ignored folder is not watched at all (it costs no inotify watch) and nothing inside it
/// is reported; an ignored file never starts or extends a batch.
public struct IgnoreRules: Sendable {
    /// Folders (and files) ignored wherever they are: git's, SwiftPM's and the workbench's own.
    public static let alwaysIgnoredNames: Set<String> = [".git", ".build", ".workbench"]

    /// The folder the patterns are relative to: the one holding `workbench.json`.
    public let projectRoot: String
    /// The configuration's `ignore` patterns, as written (see docs/daemon.md, "`ignore` patterns").
    public let patterns: [String]
    /// Absolute paths ignored together with everything under them: the daemon's database and
    /// its `-wal`, `-shm` and `-journal` companions, its socket, its lock file.
    public let paths: Set<String>

    private let globs: [GlobPattern]

    /// Rules for a project rooted at `projectRoot`, with the configuration's glob `patterns`
    /// and the absolute `paths` of the daemon's own files.
    public init(projectRoot: String = "/", patterns: [String] = [], paths: [String] = []) {
        self.projectRoot = PathName.normalized(projectRoot)
        self.patterns = patterns
        self.paths = Set(paths.map(PathName.normalized))
        globs = patterns.map(GlobPattern.init)
    }

    /// The files SQLite keeps for the database at `database`: the database itself, its
    /// write-ahead log, its shared-memory index and its rollback journal.
    public static func sqliteFiles(of database: String) -> [String] {
        [database, database + "-wal", database + "-shm", database + "-journal"]
    }

    /// Whether the file or folder at the absolute `path` is ignored. `isDirectory` tells
    /// which it is (editor temporary names apply to files only).
    public func ignores(_ path: String, isDirectory: Bool) -> Bool {
        let name = PathName.lastComponent(of: path)
        if !isDirectory && EditorTemporaryFile.matches(name) { return true }
        if !paths.isEmpty && isUnderIgnoredPath(path) { return true }
        // Names are examined below the project only: a project that itself lives under
        // some `.build` folder must not ignore everything. Outside it, the name alone.
        let names = PathName.components(of: path, under: projectRoot) ?? [Substring(name)]
        if names.dropLast().contains(where: { Self.alwaysIgnoredNames.contains(String($0)) })
            || Self.alwaysIgnoredNames.contains(name) {
            return true
        }
        return globs.contains { $0.matches(names, isFolder: isDirectory) }
    }

    private func isUnderIgnoredPath(_ path: String) -> Bool {
        var candidate = Substring(path)
        while !candidate.isEmpty {
            if paths.contains(String(candidate)) { return true }
            guard let slash = candidate.lastIndex(of: "/") else { break }
            candidate = candidate[..<slash]
        }
        return false
    }
}
