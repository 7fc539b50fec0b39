#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why writing the database may have failed, found by looking at the system once SQLite
/// has failed: SQLite says "disk I/O error" and keeps the `errno` to itself, which tells a
/// user nothing of the file size limit reached or the file system gone read-only.
enum WriteFailureCause {
    /// The causes that hold now for the database at `path`, in words ("the disk is full"),
    /// or nil when none does (the cause was elsewhere, or is gone already).
    static func explain(path: String) -> String? {
        var causes: [String] = []
        let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
        var volume = statvfs()
        if statvfs(folder.isEmpty ? "/" : folder, &volume) == 0 {
            if volume.f_flag & UInt(ST_RDONLY) != 0 {
                causes.append("the file system holding it is read-only")
            } else if volume.f_bavail == 0 || (volume.f_favail == 0 && volume.f_files > 0) {
                causes.append("the disk holding it is full")
            }
        }
        var limit = rlimit()
        if getrlimit(Int32(RLIMIT_FSIZE.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max {
            causes.append("files may not grow past \(limit.rlim_cur) byte\(limit.rlim_cur == 1 ? "" : "s") (ulimit -f)")
        }
        if access(path, W_OK) != 0, errno == EACCES || errno == EROFS {
            causes.append("the file is not writable")
        }
        return causes.isEmpty ? nil : causes.joined(separator: "; ")
    }
}
