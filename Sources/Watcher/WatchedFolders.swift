/// The folders being watched, by path and by watch descriptor.
///
/// This is the watcher's own record, and the one it trusts: libinotifytools' record keeps
/// stale paths for folders that were moved or deleted.
struct WatchedFolders {
    private var watchByPath: [String: Int32] = [:]
    private var pathByWatch: [Int32: String] = [:]
    private var tree = FolderTree()

    /// The folder `watch` watches.
    func path(of watch: Int32) -> String? {
        pathByWatch[watch]
    }

    /// Records that `watch` watches the folder at `path`. A descriptor already filed under
    /// another path means the folder moved here; a path already filed under another
    /// descriptor means another folder used to be here.
    mutating func record(_ path: String, watch: Int32) {
        if let previousPath = pathByWatch[watch], previousPath != path {
            watchByPath[previousPath] = nil
            tree.remove(previousPath)
        }
        if let previousWatch = watchByPath[path], previousWatch != watch { pathByWatch[previousWatch] = nil }
        watchByPath[path] = watch
        pathByWatch[watch] = path
        tree.insert(path)
    }

    /// Forgets `watch` (the kernel dropped it).
    mutating func forget(watch: Int32) {
        guard let path = pathByWatch.removeValue(forKey: watch) else { return }
        watchByPath[path] = nil
        tree.remove(path)
    }

    /// Forgets `folder` and every watched folder inside it; returns their descriptors.
    mutating func forgetFolders(inside folder: String) -> [Int32] {
        tree.removeSubtree(at: folder).compactMap { path in
            guard let watch = watchByPath.removeValue(forKey: path) else { return nil }
            pathByWatch[watch] = nil
            return watch
        }
    }

    /// Forgets every folder.
    mutating func removeAll() {
        self = WatchedFolders()
    }
}
