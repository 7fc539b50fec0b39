import GRDB

/// Why the store could not do what was asked. Every case reads as a complete sentence
/// for the CLI; none of them means the database was changed.
public enum StoreError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A reader found no database at the path: nothing was stored yet.
    case noDatabase(path: String)
    /// The file is not an SQLite database at all (or is a folder).
    case notADatabase(path: String, reason: String)
    /// The file is an SQLite database of another application.
    case foreignDatabase(path: String, reason: String)
    /// SQLite found the file damaged.
    case corruptDatabase(path: String, detail: String)
    /// The database was written by a newer workbench, with a schema this one does not know.
    case newerDatabase(path: String)
    /// No snapshot has this id (it never existed, or retention removed it).
    case unknownSnapshot(id: Int64)
    /// A stored blob or program does not match its hash: it was altered or damaged.
    case damagedData(path: String, detail: String)
    /// A write through a store opened read-only.
    case readOnly(path: String)
    /// Any other failure of SQLite or of the file system: busy for too long, disk full,
    /// no permission.
    case database(path: String, message: String)

    public var description: String {
        switch self {
        case .noDatabase(let path):
            return "no snapshots yet: \(path) does not exist (workbench serve, or workbench run --record, creates it)"
        case .notADatabase(let path, let reason):
            return "\(path) is not a workbench snapshot database: \(reason); it was left untouched"
        case .foreignDatabase(let path, let reason):
            return "\(path) is an SQLite database of another application (\(reason)); it was left untouched. "
                + "Point \"database\" in workbench.json at another file"
        case .corruptDatabase(let path, let detail):
            return "the snapshot database \(path) is damaged (\(detail)); it was left untouched. "
                + "`sqlite3 \(path) .recover` may save what it holds; move it away to start a new store"
        case .newerDatabase(let path):
            return "\(path) was written by a newer workbench; upgrade this one to read it"
        case .unknownSnapshot(let id):
            return "no snapshot #\(id) (list them with `workbench snapshots`)"
        case .damagedData(let path, let detail):
            return "the snapshot database \(path) holds damaged data: \(detail); it cannot be read exactly"
        case .readOnly(let path):
            return "\(path) was opened read-only"
        case .database(let path, let message):
            return "\(path): \(message)"
        }
    }

    /// Maps an error of GRDB or SQLite to the store's terms. A failed write says why when
    /// the system shows it (a full disk, a file size limit, a read-only file system):
    /// SQLite's "disk I/O error" does not.
    init(_ error: any Error, path: String) {
        if let storeError = error as? StoreError {
            self = storeError
            return
        }
        guard let databaseError = error as? DatabaseError else {
            // What GRDB throws besides SQLite's errors: a column that does not hold what
            // the schema says, in a file edited by hand.
            self = .damagedData(path: path, detail: "\(error)")
            return
        }
        var message = databaseError.message ?? "SQLite error \(databaseError.resultCode.rawValue)"
        if [.SQLITE_IOERR, .SQLITE_FULL, .SQLITE_READONLY].contains(databaseError.resultCode),
            let cause = WriteFailureCause.explain(path: path)
        {
            message += ": \(cause)"
        }
        switch databaseError.resultCode {
        case .SQLITE_CORRUPT:
            self = .corruptDatabase(path: path, detail: message)
        case .SQLITE_NOTADB:
            self = .notADatabase(path: path, reason: message)
        case .SQLITE_BUSY, .SQLITE_LOCKED:
            // "database is locked" reads as if the store were broken; it waited, in vain.
            self = .database(
                path: path, message: "the database is locked by another process (waited \(Int(SnapshotStore.busyTimeout)) s for it to finish)")
        default:
            self = .database(path: path, message: message)
        }
    }
}
