import ProjectConfiguration
import Watcher

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The files `workbench serve` writes itself: the store's (the database and SQLite's
/// companions), the socket, and the locks. They never cause a reload (the watcher ignores
/// them), and they are never scripts or VML documents, whatever their names: a
/// `"database"` named `scripts/history.swift` is the store, not a script to run.
public struct DaemonFiles: Sendable {
    /// The snapshot store's database.
    public let database: String
    /// The daemon's socket.
    public let socket: String
    /// The instance lock, beside the database: one daemon per store.
    public let lock: String
    /// The socket's lock, beside the socket: one daemon per socket path.
    public let socketLock: String

    /// The files of a configuration, as absolute paths.
    public init(configuration: WorkbenchConfiguration) {
        database = configuration.resolve(configuration.database)
        socket = configuration.resolve(configuration.socket)
        lock = configuration.stateDirectory + "/workbench.lock"
        socketLock = SocketServer.lockPath(forSocket: socket)
    }

    /// Every one of them, SQLite's `-wal`, `-shm` and `-journal` included.
    public var all: [String] { IgnoreRules.sqliteFiles(of: database) + [socket, lock, socketLock] }

    /// Whether a file found in a script or VML folder is one of these. Names are compared
    /// first (a path of another name is not one of them, and costs nothing), then the files
    /// themselves, so that another spelling of the same path (`./`, `//`, a symbolic link)
    /// is caught too.
    func isOwn(_ path: String) -> Bool {
        let name = Self.fileName(path)
        let candidates = all.filter { Self.fileName($0) == name }
        guard !candidates.isEmpty, let file = Self.identity(path) else { return false }
        return candidates.contains { Self.identity($0).map { $0 == file } ?? false }
    }

    private static func fileName(_ path: String) -> Substring {
        path.split(separator: "/").last ?? Substring(path)
    }

    private static func identity(_ path: String) -> [UInt64]? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return [UInt64(status.st_dev), UInt64(status.st_ino)]
    }
}
