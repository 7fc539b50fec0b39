#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One daemon per configuration: an exclusive `flock` on a lock file in the project's
/// state folder, taken before the socket is touched and held for the process's life.
/// The kernel releases it when the process dies, however it dies, so a crash never
/// leaves a stale lock.
public final class InstanceLock {
    /// Why the lock could not be taken.
    public enum LockError: Error, CustomStringConvertible, Equatable {
        /// Another daemon holds it.
        case held(path: String, pid: Int32?)
        /// The lock file cannot be created or opened.
        case unavailable(path: String, reason: String)

        public var description: String {
            switch self {
            case .held(_, let pid?):
                return "another 'workbench serve' is running for this configuration (pid \(pid)); stop it first, or use its socket with 'workbench repl'"
            case .held(let path, nil):
                return "another 'workbench serve' is running for this configuration (it holds \(path))"
            case .unavailable(let path, let reason):
                return "cannot use the lock file \(path): \(reason)"
            }
        }
    }

    /// The lock file.
    public let path: String
    private let descriptor: Int32

    /// Takes the lock, or throws naming the process that holds it.
    public init(path: String) throws(LockError) {
        self.path = path
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .unavailable(path: path, reason: String(cString: strerror(errno))) }
        if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let holder = InstanceLock.readPID(descriptor)
            close(descriptor)
            throw .held(path: path, pid: holder)
        }
        self.descriptor = descriptor
        // Record who holds it, for the next one's error message.
        let pid = "\(getpid())\n"
        _ = ftruncate(descriptor, 0)
        _ = pid.withCString { pwrite(descriptor, $0, strlen($0), 0) }
    }

    deinit {
        _ = ftruncate(descriptor, 0)
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }

    private static func readPID(_ descriptor: Int32) -> Int32? {
        var buffer = [UInt8](repeating: 0, count: 32)
        let count = pread(descriptor, &buffer, buffer.count, 0)
        guard count > 0 else { return nil }
        return Int32(String(decoding: buffer[0..<count], as: UTF8.self).trimmingCharacters())
    }
}

extension String {
    func trimmingCharacters() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }
}
