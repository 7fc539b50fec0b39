import Glibc

/// String operations on absolute paths, without Foundation (this module is meant to stay
/// small in memory: it runs for the whole life of the daemon).
enum PathName {
    /// `path` without `.` names, repeated or trailing slashes (`/a/./b//` is `/a/b`), made
    /// absolute against the current directory when relative. `..` is kept: resolving it
    /// textually is wrong across symlinks.
    static func normalized(_ path: String) -> String {
        var absolute = path
        if !absolute.hasPrefix("/") {
            absolute = currentDirectory() + "/" + absolute
        }
        let names = absolute.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        return "/" + names.joined(separator: "/")
    }

    /// `folder/name`, for a folder path as `normalized` returns it.
    static func joined(_ folder: String, _ name: String) -> String {
        folder == "/" ? "/" + name : folder + "/" + name
    }

    /// The last name of `path`.
    static func lastComponent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// The folder holding `path` (`/` for a top-level path).
    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }

    /// Whether `path` is `folder` or lies inside it.
    static func isInside(_ path: String, _ folder: String) -> Bool {
        if folder == "/" { return true }
        return path == folder || (path.hasPrefix(folder) && path.dropFirst(folder.count).hasPrefix("/"))
    }

    /// The names of `path` below `folder`, or nil when `path` is not strictly inside it.
    static func components(of path: String, under folder: String) -> [Substring]? {
        guard path != folder, isInside(path, folder) else { return nil }
        let relative = folder == "/" ? path.dropFirst() : path.dropFirst(folder.count + 1)
        return relative.split(separator: "/", omittingEmptySubsequences: true)
    }

    private static func currentDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return "" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
