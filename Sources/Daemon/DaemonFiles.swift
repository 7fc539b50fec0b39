import ProjectConfiguration
import Watcher

/// The files `workbench serve` writes itself: the store's (the database and SQLite's
/// companions), the socket, and the locks. They never cause a reload (the watcher ignores
/// them).
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

}
