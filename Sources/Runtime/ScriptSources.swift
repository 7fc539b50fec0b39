import FileReading
import SwiftLite

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds and reads the script files of a program: one `.swift` file, or every `.swift`
/// file under a folder (recursively, in path order, which is the order their top-level
/// code runs).
public enum ScriptSources {
    /// Why sources could not be read.
    public struct LoadError: Error, CustomStringConvertible {
        /// The path concerned.
        public let path: String
        /// What went wrong.
        public let reason: String
        /// Where in the file, when the problem is at one place (a byte that is not UTF-8).
        public var line: Int?
        public var column: Int?

        public var description: String {
            guard let line, let column else { return "\(path): \(reason)" }
            return "\(path):\(line):\(column): \(reason)"
        }

        /// A file that could not be read.
        public init(_ error: FileReadError) {
            self.init(path: error.path, reason: error.reason, line: error.line, column: error.column)
        }

        /// A problem with a path.
        public init(path: String, reason: String, line: Int? = nil, column: Int? = nil) {
            self.path = path
            self.reason = reason
            self.line = line
            self.column = column
        }
    }

    /// The files at `path`, named relative to `base` (the project root) when they are
    /// under it.
    public static func load(path: String, relativeTo base: String? = nil) throws(LoadError) -> [SourceFile] {
        var status = stat()
        guard stat(path, &status) == 0 else {
            throw LoadError(path: path, reason: "no such file or folder")
        }
        if (status.st_mode & S_IFMT) == S_IFDIR {
            let files = try swiftFiles(under: path)
            if files.isEmpty { throw LoadError(path: path, reason: "the folder holds no .swift files") }
            return try files.map { file throws(LoadError) in try read(file, base: base ?? path) }
        }
        return [try read(path, base: base ?? directory(of: path))]
    }

    /// Every `.swift` file under `folder`, sorted by path; hidden folders and `.build`
    /// are skipped.
    public static func swiftFiles(under folder: String) throws(LoadError) -> [String] {
        try files(under: folder, of: .script)
    }

    /// Every file of the kind under `folder`, sorted by path; hidden folders and `.build`
    /// are skipped. A folder reached twice (through a symbolic link to itself or to an
    /// ancestor) is read once: two links to `.` made the walk branch without end.
    public static func files(under folder: String, of kind: SourceKind) throws(LoadError) -> [String] {
        var visited: Set<FolderIdentity> = []
        var status = stat()
        if stat(folder, &status) == 0 { visited.insert(FolderIdentity(status)) }
        var found: [String] = []
        try collect(under: folder, of: kind, visited: &visited, into: &found)
        return found.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// A folder's identity on disk, whatever the path that reached it.
    private struct FolderIdentity: Hashable {
        let device: UInt64
        let inode: UInt64

        init(_ status: stat) {
            device = UInt64(status.st_dev)
            inode = UInt64(status.st_ino)
        }
    }

    private static func collect(
        under folder: String, of kind: SourceKind, visited: inout Set<FolderIdentity>, into found: inout [String]
    ) throws(LoadError) {
        guard let directory = opendir(folder) else { throw LoadError(path: folder, reason: "cannot read the folder") }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            // Read in place: an entry is only as long as its name needs, and copying
            // `pointee.d_name` out whole reads past the last entry of readdir's buffer.
            let name = String(cString: (UnsafeRawPointer(entry) + MemoryLayout<dirent>.offset(of: \.d_name)!).assumingMemoryBound(to: CChar.self))
            if name.hasPrefix(".") || name == ".build" { continue }
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            var status = stat()
            guard stat(path, &status) == 0 else { continue }
            if (status.st_mode & S_IFMT) == S_IFDIR {
                guard visited.insert(FolderIdentity(status)).inserted else { continue }
                try collect(under: path, of: kind, visited: &visited, into: &found)
            } else if SourceKind(path: name) == kind {
                found.append(path)
            }
        }
    }

    /// Reads a script or VML file as UTF-8 text, through the one reader of user files
    /// (`FileReader`: regular files only, at most its size limit).
    public static func readText(_ path: String) throws(LoadError) -> String {
        do {
            return try FileReader.text(at: path)
        } catch {
            throw LoadError(error)
        }
    }

    private static func read(_ path: String, base: String) throws(LoadError) -> SourceFile {
        SourceFile(name: relativeName(path, base: base), text: try readText(path))
    }

    /// `path` relative to `base` when it is inside it.
    public static func relativeName(_ path: String, base: String) -> String {
        let prefix = base.hasSuffix("/") ? base : base + "/"
        if path.hasPrefix(prefix) { return String(path.dropFirst(prefix.count)) }
        if path.hasPrefix("./") { return String(path.dropFirst(2)) }
        return path
    }

    private static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return String(path[..<slash])
    }
}
