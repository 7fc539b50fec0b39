import Foundation
import GRDB
import GRDBSQLite
import Synchronization

/// The snapshot database: every run of every document, stored so that it can be replayed.
///
/// One SQLite file in WAL mode with `synchronous=FULL`: an `append` that returned is on
/// disk and survives a crash of the process or of the machine. Any number of processes
/// may read while one writes; writes take the lock at once (`BEGIN IMMEDIATE`) and wait
/// for another writer up to `busyTimeout`. docs/store.md describes the schema.
///
/// A store opened for writing keeps caches that make storing the next snapshot of the same
/// session cheap (see `SnapshotEncoder`); use one instance per process.
public final class SnapshotStore: Sendable {
    /// How long a connection waits for another process's lock before failing.
    public static let busyTimeout: TimeInterval = 5

    /// The database file.
    public let path: String
    /// True when opened with `readOnly`: every write throws `StoreError.readOnly`.
    public let isReadOnly: Bool

    /// The connection. A writer's is replaced when SQLite could only open the file for
    /// reading and the file has become writable since (`reopenedForWriting`).
    private let connection: Mutex<DatabaseQueue>
    let writer: Mutex<WriterState>
    /// The subtrees the timeline and screen queries read, kept for the next query: the
    /// history strip asks about neighbouring runs, which share most of their trees.
    let decodedTrees = Mutex(DecodedTrees())

    /// The current connection.
    var queue: DatabaseQueue { connection.withLock { $0 } }

    struct WriterState {
        var encoder = SnapshotEncoder()
        /// The prune generation the encoder's knowledge of stored blobs is valid for.
        var pruneGeneration: Int64?
    }

    /// Opens the store at `path`.
    ///
    /// For writing, a missing file is created with its folder, and an empty one is taken
    /// over; a file of another application, a corrupt one or one of a newer workbench is
    /// refused and left exactly as it was. For reading, the file must exist.
    public init(path: String, readOnly: Bool = false) throws(StoreError) {
        self.path = path
        self.isReadOnly = readOnly
        self.writer = Mutex(WriterState())
        let finding = try DatabaseFileProbe.inspect(path: path, forWriting: !readOnly)
        if readOnly {
            guard finding == .store else { throw StoreError.noDatabase(path: path) }
            do {
                connection = Mutex(try DatabaseQueue(path: path, configuration: DatabaseFileProbe.readOnlyConfiguration()))
            } catch {
                throw StoreError(error, path: path)
            }
            return
        }
        if finding == .absent { try Self.createFolder(of: path) }
        do {
            // A file that cannot be written (its mode, a read-only mount) is opened for
            // reading all the same, by SQLite: the history stays readable, each write fails
            // saying why, and `append` reopens it once it is writable.
            let queue = try DatabaseQueue(path: path, configuration: Self.writerConfiguration())
            connection = Mutex(queue)
            try queue.writeWithoutTransaction { db in
                // Persistent in the file; a no-op when the store is already in WAL mode.
                let mode = try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL")
                guard mode == "wal" else {
                    throw StoreError.database(path: path, message: "cannot switch to WAL mode (journal mode \(mode ?? "unknown"))")
                }
            }
            try StoreSchema.migrator.migrate(queue)
        } catch {
            throw StoreError(error, path: path)
        }
    }

    /// How a writer's connection is opened.
    static func writerConfiguration() -> Configuration {
        var configuration = Configuration()
        configuration.busyMode = .timeout(busyTimeout)
        configuration.label = "workbench.store.writer"
        configuration.prepareDatabase { db in
            // FULL: a commit is durable once the WAL is synced, not at the next checkpoint.
            try db.execute(sql: "PRAGMA synchronous = FULL")
        }
        return configuration
    }

    /// A new connection for writing, in place of one that could only read the file, once
    /// the file is writable (a `chmod u+w`, a remount): nil while it is not. Never for a
    /// file that is gone, which SQLite would create anew, empty.
    func reopenedForWriting() -> DatabaseQueue? {
        guard access(path, W_OK) == 0, let queue = try? DatabaseQueue(path: path, configuration: Self.writerConfiguration()),
            (try? queue.inDatabase { db in db.sqliteConnection.map { sqlite3_db_readonly($0, "main") } }) == 0
        else { return nil }
        connection.withLock { $0 = queue }
        return queue
    }

    private static func createFolder(of path: String) throws(StoreError) {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return }
        let folder = String(path[..<slash])
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw .database(path: path, message: "cannot create the folder \(folder): \(error.localizedDescription)")
        }
    }

    /// Runs `body` in a read transaction, with errors in the store's terms.
    func reading<T>(_ body: (Database) throws -> T) throws(StoreError) -> T {
        do {
            return try queue.read(body)
        } catch {
            throw StoreError(error, path: path)
        }
    }

    /// Runs `body` in a read transaction with the cache of decoded subtrees.
    func readingTrees<T: Sendable>(_ body: (Database, inout DecodedTrees) throws -> T) throws(StoreError) -> T {
        try decodedTrees.withLock { trees throws(StoreError) -> T in
            try reading { db in try body(db, &trees) }
        }
    }

    /// What `PRAGMA integrity_check` reports: `["ok"]` for a sound file.
    public func integrityCheck() throws(StoreError) -> [String] {
        try reading { db in try String.fetchAll(db, sql: "PRAGMA integrity_check") }
    }

    /// The hashes of the blobs whose bytes no longer match their hash: empty for a sound
    /// store. Reads every blob.
    public func damagedBlobs() throws(StoreError) -> [ContentHash] {
        try reading { db in
            var damaged: [ContentHash] = []
            let cursor = try Row.fetchCursor(db, sql: "SELECT hash FROM blobs")
            let reader = BlobReader(db: db, path: path)
            while let row = try cursor.next() {
                let bytes: Data = try row.decode(atIndex: 0)
                guard let hash = ContentHash(bytes: [UInt8](bytes)) else { continue }
                do {
                    _ = try reader.blob(hash)
                } catch {
                    damaged.append(hash)
                }
            }
            return damaged
        }
    }

    /// How much the store holds, and how much it would hold without sharing.
    public func statistics() throws(StoreError) -> StoreStatistics {
        try reading { db in
            // Aggregates without GROUP BY always return one row.
            let snapshots = try Row.fetchOne(
                db,
                sql: """
                    SELECT count(*), coalesce(sum(is_crash), 0), coalesce(sum(ir_bytes), 0),
                           coalesce(sum(state_bytes), 0) FROM snapshots
                    """)!
            let blobs = try Row.fetchOne(
                db, sql: "SELECT count(*), coalesce(sum(length(data)), 0), coalesce(sum(size), 0) FROM blobs")!
            let pageCount = try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 0
            let pageSize = try Int.fetchOne(db, sql: "PRAGMA page_size") ?? 0
            let freePages = try Int.fetchOne(db, sql: "PRAGMA freelist_count") ?? 0
            return StoreStatistics(
                snapshotCount: try snapshots.decode(atIndex: 0), crashCount: try snapshots.decode(atIndex: 1),
                rawIRBytes: try snapshots.decode(atIndex: 2), rawStateBytes: try snapshots.decode(atIndex: 3),
                blobCount: try blobs.decode(atIndex: 0), storedBlobBytes: try blobs.decode(atIndex: 1),
                uncompressedBlobBytes: try blobs.decode(atIndex: 2), databaseBytes: pageCount * pageSize,
                freeBytes: freePages * pageSize)
        }
    }

    /// Copies the WAL into the database file and empties it, so that the file alone holds
    /// everything (for measuring it, or copying it while nothing writes).
    public func checkpoint() throws(StoreError) {
        guard !isReadOnly else { throw .readOnly(path: path) }
        do {
            try queue.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
        } catch {
            throw StoreError(error, path: path)
        }
    }
}
