/// A set of folder paths that knows each folder's subfolders, so that everything inside a
/// folder is found without looking at every folder. `rm -rf` of a generated tree removes
/// thousands of folders one event at a time: a scan of all folders for each would make
/// the watcher quadratic in the size of the project.
struct FolderTree {
    private var subfolders: [String: Set<String>] = [:]
    private var members: Set<String> = []

    /// Adds `folder`, linking it (and any ancestor not linked yet) to its parent.
    mutating func insert(_ folder: String) {
        var child = folder
        members.insert(folder)
        while child != "/" {
            let parent = PathName.parent(of: child)
            let (inserted, _) = subfolders[parent, default: []].insert(child)
            // An ancestor already linked is linked all the way up.
            if !inserted { return }
            child = parent
        }
    }

    /// Removes `folder` and everything inside it; returns the members removed.
    @discardableResult
    mutating func removeSubtree(at folder: String) -> [String] {
        var removed: [String] = []
        var stack = [folder]
        while let next = stack.popLast() {
            if members.remove(next) != nil { removed.append(next) }
            stack.append(contentsOf: subfolders.removeValue(forKey: next) ?? [])
        }
        unlink(folder)
        return removed
    }

    /// Removes `folder` alone; its subfolders stay.
    mutating func remove(_ folder: String) {
        members.remove(folder)
        if subfolders[folder]?.isEmpty ?? true {
            subfolders[folder] = nil
            unlink(folder)
        }
    }

    /// The members inside `folder`, itself included.
    func members(inside folder: String) -> [String] {
        var found: [String] = []
        var stack = [folder]
        while let next = stack.popLast() {
            if members.contains(next) { found.append(next) }
            stack.append(contentsOf: subfolders[next] ?? [])
        }
        return found
    }

    /// Drops `folder` from its parent's subfolders, and the parent too once it is neither
    /// a member nor holds anything.
    private mutating func unlink(_ folder: String) {
        var child = folder
        while child != "/" {
            let parent = PathName.parent(of: child)
            subfolders[parent]?.remove(child)
            guard subfolders[parent]?.isEmpty ?? true, !members.contains(parent) else { return }
            subfolders[parent] = nil
            child = parent
        }
    }
}
