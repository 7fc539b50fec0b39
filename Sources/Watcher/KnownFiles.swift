/// The files the watcher's handler was last told exist: the files found at start, updated
/// by every batch. What a batch reports for a file is judged against this set.
struct KnownFiles {
    private var namesByFolder: [String: Set<String>] = [:]
    // The folders holding known files, to find those inside a folder that disappeared.
    private var folders = FolderTree()

    /// Whether the file at `path` is known.
    func contains(_ path: String) -> Bool {
        namesByFolder[PathName.parent(of: path)]?.contains(PathName.lastComponent(of: path)) ?? false
    }

    /// Adds the file at `path`.
    mutating func insert(_ path: String) {
        let folder = PathName.parent(of: path)
        if namesByFolder[folder] == nil { folders.insert(folder) }
        namesByFolder[folder, default: []].insert(PathName.lastComponent(of: path))
    }

    /// Removes the file at `path`.
    mutating func remove(_ path: String) {
        let folder = PathName.parent(of: path)
        namesByFolder[folder]?.remove(PathName.lastComponent(of: path))
        if namesByFolder[folder]?.isEmpty == true {
            namesByFolder[folder] = nil
            folders.remove(folder)
        }
    }

    /// The known files inside `folder`, at any depth.
    func paths(inside folder: String) -> [String] {
        folders.members(inside: folder).flatMap { folder in
            (namesByFolder[folder] ?? []).map { PathName.joined(folder, $0) }
        }
    }

    /// Every known file, sorted.
    var all: [String] {
        namesByFolder.flatMap { entry in entry.value.map { PathName.joined(entry.key, $0) } }.sorted()
    }
}
