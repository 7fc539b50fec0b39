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

/// Whole-file reads and in-place rewrites, without Foundation.
enum FileAccess {
    /// The file's bytes.
    static func read(_ path: String) throws(FileAccessError) -> [UInt8] {
        guard let handle = fopen(path, "rb") else { throw FileAccessError(path) }
        defer { fclose(handle) }
        var status = stat()
        let expected = fstat(fileno(handle), &status) == 0 ? max(Int(status.st_size), 0) : 0
        // Read straight into the array, sized by fstat; a file that grows meanwhile is
        // read to its end in further chunks.
        var bytes = [UInt8](unsafeUninitializedCapacity: expected + 1) { buffer, count in
            count = fread(buffer.baseAddress!, 1, buffer.count, handle)
        }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while bytes.count > expected {
            let count = fread(&chunk, 1, chunk.count, handle)
            bytes.append(contentsOf: chunk[0..<count])
            if count < chunk.count { break }
        }
        if ferror(handle) != 0 { throw FileAccessError(path) }
        return bytes
    }

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
