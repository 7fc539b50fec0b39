import Glibc

/// The two questions the watcher asks the file system: what is in a folder, and whether a
/// path is a file now.
enum FileSystem {
    /// What a folder entry is, for the watcher.
    enum EntryKind {
        /// A regular file, or a symlink to one.
        case file
        /// A folder (never a symlink to one: following those could loop).
        case folder
        /// Anything else: a socket, a pipe, a dangling or folder symlink.
        case other
    }

    /// Calls `body` with the name and kind of each entry of `folder`; nothing when it cannot
    /// be read (it vanished, or is not readable).
    static func forEachEntry(of folder: String, _ body: (String, EntryKind) -> Void) {
        guard let stream = opendir(folder) else { return }
        defer { closedir(stream) }
        while let entry = readdir(stream) {
            let name = entry.entryName
            if name == "." || name == ".." { continue }
            let path = PathName.joined(folder, name)
            switch Int(entry.pointee.d_type) {
            case Int(DT_DIR): body(name, .folder)
            case Int(DT_REG): body(name, .file)
            case Int(DT_LNK): body(name, isRegularFile(path) ? .file : .other)
            case Int(DT_UNKNOWN): body(name, kindFromStatus(path))
            default: body(name, .other)
            }
        }
    }

    /// Whether `path` is a regular file now, following symlinks.
    static func isRegularFile(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
    }

    /// Whether `path` is a folder now, following symlinks.
    static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    // Some file systems leave the type out of directory entries.
    private static func kindFromStatus(_ path: String) -> EntryKind {
        var status = stat()
        guard lstat(path, &status) == 0 else { return .other }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: return .folder
        case S_IFREG: return .file
        case S_IFLNK: return isRegularFile(path) ? .file : .other
        default: return .other
        }
    }
}
