#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a file could not be read or written: the path and the system's reason.
struct FileAccessError: Error, CustomStringConvertible {
    var path: String
    var reason: String

    init(_ path: String) {
        self.path = path
        self.reason = String(cString: strerror(errno))
    }

    var description: String { "\(path): \(reason)" }
}

/// In-place rewrites of whole files, without Foundation (reads go through `FileReader`).
enum FileAccess {
    /// Whether two byte arrays are equal, compared with `memcmp`.
    static func sameBytes(_ first: [UInt8], _ second: [UInt8]) -> Bool {
        guard first.count == second.count else { return false }
        return first.withUnsafeBytes { left in
            second.withUnsafeBytes { right in left.count == 0 || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0 }
        }
    }

    /// Replaces a file's content atomically: the new bytes go to a temporary file beside
    /// it, with the same permissions, which is then renamed over it, so that an
    /// interrupted write never leaves half a file.
    static func replace(_ path: String, with bytes: [UInt8]) throws(FileAccessError) {
        var status = stat()
        guard stat(path, &status) == 0 else { throw FileAccessError(path) }
        let temporary = path + ".workbench-\(getpid()).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, status.st_mode & 0o7777)
        guard descriptor >= 0 else { throw FileAccessError(temporary) }
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, bytes.count - written) }
            if result <= 0 {
                let error = FileAccessError(temporary)
                close(descriptor)
                unlink(temporary)
                throw error
            }
            written += result
        }
        guard fsync(descriptor) == 0, close(descriptor) == 0 else {
            let error = FileAccessError(temporary)
            unlink(temporary)
            throw error
        }
        guard rename(temporary, path) == 0 else {
            let error = FileAccessError(path)
            unlink(temporary)
            throw error
        }
    }
}
