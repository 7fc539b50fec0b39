#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads the files a user hands the workbench: scripts, VML documents, `workbench.json`,
/// JSON state files. Every such read goes through here, so that each gets the same checks
/// (docs/configuration.md, "Files the workbench reads"):
///
/// - only regular files are read: a FIFO would block the reading thread until a writer
///   came, and `/dev/zero` or `/dev/urandom` never end;
/// - a file larger than `sizeLimit` is refused before anything is allocated for it, and
///   one that grows past it while it is read is refused at the limit: memory stays bounded
///   whatever the path names.
public enum FileReader {
    /// The largest file read: 8 MB. A script of that size is about 200,000 lines and takes
    /// about 200 MB to compile; the largest real ones are a few hundred kilobytes.
    public static let sizeLimit = 8 << 20

    /// The file's bytes.
    public static func bytes(at path: String, limit: Int = sizeLimit) throws(FileReadError) -> [UInt8] {
        // Non-blocking, so that opening a FIFO returns at once instead of waiting for a
        // writer; for a regular file the flag changes nothing.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileReadError(path: path, problem: .cannotOpen(systemReason())) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw FileReadError(path: path, problem: .cannotRead(systemReason())) }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw FileReadError(path: path, problem: .notRegular(kind: kindName(status.st_mode)))
        }
        let expected = max(Int(status.st_size), 0)
        guard expected <= limit else { throw FileReadError(path: path, problem: .tooLarge(limit: limit)) }
        // Straight into the array, sized by fstat, with one byte more to see the end; a file
        // that grows meanwhile is read on in chunks, up to one byte past the limit.
        var failure: FileReadError?
        var bytes = [UInt8](unsafeUninitializedCapacity: expected + 1) { buffer, count in
            do throws(FileReadError) { count = try readFully(descriptor, into: UnsafeMutableRawBufferPointer(buffer), path: path) } catch {
                failure = error
                count = 0
            }
        }
        if let failure { throw failure }
        if bytes.count > expected {
            let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 1)
            defer { chunk.deallocate() }
            while true {
                let wanted = min(chunk.count, limit + 1 - bytes.count)
                let count = try readFully(descriptor, into: UnsafeMutableRawBufferPointer(rebasing: chunk[..<wanted]), path: path)
                bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: chunk[..<count]))
                if bytes.count > limit { throw FileReadError(path: path, problem: .tooLarge(limit: limit)) }
                if count < wanted { break }
            }
        }
        return bytes
    }

    /// Fills `buffer` from the descriptor, or as much of it as there is before the end;
    /// returns how many bytes were read.
    private static func readFully(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer, path: String) throws(FileReadError) -> Int {
        var filled = 0
        while filled < buffer.count {
            let count = read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
            if count < 0 {
                if errno == EINTR { continue }
                throw FileReadError(path: path, problem: .cannotRead(systemReason()))
            }
            if count == 0 { break }
            filled += count
        }
        return filled
    }

    /// The file's text, which must be UTF-8; the error for one that is not names the line
    /// and column of the first byte that does not decode.
    public static func text(at path: String, limit: Int = sizeLimit) throws(FileReadError) -> String {
        let bytes = try bytes(at: path, limit: limit)
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        guard let (offset, line, column) = firstInvalidUTF8(in: bytes) else {
            throw FileReadError(path: path, problem: .notUTF8(byte: nil))
        }
        throw FileReadError(path: path, problem: .notUTF8(byte: bytes[offset]), line: line, column: column)
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

    private static func systemReason() -> String {
        String(cString: strerror(errno))
    }

    private static func kindName(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: return "a folder"
        case S_IFIFO: return "a FIFO"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        default: return "not a regular file"
        }
    }
}
