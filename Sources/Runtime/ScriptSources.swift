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
        try files(under: folder, withExtension: ".swift")
    }

    /// Every file with the extension under `folder`, sorted by path. A folder reached
    /// twice (through a symbolic link to itself or to an ancestor) is read once: two links
    /// to `.` made the walk branch without end.
    public static func files(under folder: String, withExtension suffix: String) throws(LoadError) -> [String] {
        var visited: Set<FolderIdentity> = []
        var status = stat()
        if stat(folder, &status) == 0 { visited.insert(FolderIdentity(status)) }
        var found: [String] = []
        try collect(under: folder, withExtension: suffix, visited: &visited, into: &found)
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
        under folder: String, withExtension suffix: String, visited: inout Set<FolderIdentity>, into found: inout [String]
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
                try collect(under: path, withExtension: suffix, visited: &visited, into: &found)
            } else if name.hasSuffix(suffix) {
                found.append(path)
            }
        }
    }

    /// Reads a file as UTF-8 text.
    public static func readText(_ path: String) throws(LoadError) -> String {
        guard let handle = fopen(path, "rb") else { throw LoadError(path: path, reason: "cannot open the file") }
        defer { fclose(handle) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = fread(&buffer, 1, buffer.count, handle)
            if count > 0 { bytes.append(contentsOf: buffer[0..<count]) }
            if count < buffer.count { break }
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            var error = LoadError(path: path, reason: "the file is not valid UTF-8 text")
            if let (offset, line, column) = firstInvalidUTF8(in: bytes) {
                error = LoadError(
                    path: path, reason: "the file is not valid UTF-8 text (byte 0x\(String(bytes[offset], radix: 16, uppercase: true)))",
                    line: line, column: column)
            }
            throw error
        }
        return text
    }

    /// Where the first byte that does not decode as UTF-8 is: its offset, and its line and
    /// column (in bytes, from 1).
    static func firstInvalidUTF8(in bytes: [UInt8]) -> (offset: Int, line: Int, column: Int)? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        var line = 1
        var lineStart = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                if encoded.count == 1, encoded.first == UInt8(ascii: "\n") {
                    line += 1
                    lineStart = offset + 1
                }
                offset += encoded.count
            case .error:
                return (offset, line, offset - lineStart + 1)
            case .emptyInput:
                return nil
            }
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
