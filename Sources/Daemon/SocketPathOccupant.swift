#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What is at the socket's path before the daemon binds it. Only a socket nobody listens
/// on (left by a daemon that crashed) may be removed: `"socket"` naming a notes file or a
/// script must never delete it, and a socket another process serves must not be taken over.
enum SocketPathOccupant: Equatable {
    /// Nothing: the path is free.
    case nothing
    /// A socket that refuses connections: stale, removable (under the socket's lock).
    case staleSocket
    /// A socket some process accepts connections on.
    case liveSocket
    /// Anything else: a regular file, a folder, a symbolic link, a FIFO; `kind` says which.
    case other(kind: String)

    /// Looks at `path` without following a symbolic link (a link to a user's file is not
    /// the socket, whatever it points to).
    init(at path: String) {
        var status = stat()
        guard lstat(path, &status) == 0 else {
            // ENOENT is the usual case; anything else will fail at `bind` with its reason.
            self = .nothing
            return
        }
        switch status.st_mode & S_IFMT {
        case S_IFSOCK: self = SocketPathOccupant.accepts(path) ? .liveSocket : .staleSocket
        case S_IFREG: self = .other(kind: "a regular file")
        case S_IFDIR: self = .other(kind: "a folder")
        case S_IFLNK: self = .other(kind: "a symbolic link")
        case S_IFIFO: self = .other(kind: "a FIFO")
        default: self = .other(kind: "a device file")
        }
    }

    /// Whether a process listens on the socket: a non-blocking connect succeeds, or finds
    /// the listener's queue full (EAGAIN), rather than being refused.
    private static func accepts(_ path: String) -> Bool {
        let probe = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
        guard probe >= 0 else { return false }
        defer { close(probe) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        guard path.utf8.count < MemoryLayout.size(ofValue: address.sun_path) else { return false }
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in path.utf8.enumerated() { buffer[index] = byte }
        }
        let status = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(probe, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        return status == 0 || errno == EAGAIN || errno == EINPROGRESS
    }
}
