import Foundation
import GRDB

/// Looks at an existing file before the store opens it for writing, so that a file of
/// another application is refused before SQLite or the migrator writes a single byte.
enum DatabaseFileProbe {
    enum Finding {
        /// No file: the store creates it.
        case absent
        /// An empty file or an SQLite database without a single table: safe to take.
        case empty
        /// A snapshot database.
        case store
    }

    /// The 16 bytes every SQLite 3 database starts with.
    private static let magic = Array("SQLite format 3".utf8) + [0]

    /// What is at `path`. A store to be written to is checked page by page first
    /// (`PRAGMA quick_check`): appending to a damaged file could only spread the damage,
    /// and SQLite itself notices it only when a write happens to touch a damaged page.
    static func inspect(path: String, forWriting: Bool = false) throws(StoreError) -> Finding {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return .absent }
        if isDirectory.boolValue { throw .notADatabase(path: path, reason: "it is a folder") }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw .database(path: path, message: "cannot read the file (permissions?)")
        }
        let header = (try? handle.read(upToCount: 100)).flatMap { $0 }.map { [UInt8]($0) } ?? []
        try? handle.close()
        if header.isEmpty { return .empty }
        guard header.count == 100, Array(header.prefix(16)) == magic else {
            throw .notADatabase(path: path, reason: "it does not start with the SQLite header")
        }

        // The header on disk may be older than the WAL, so ask SQLite, read-only.
        do {
            let queue = try DatabaseQueue(path: path, configuration: readOnlyConfiguration())
            return try queue.read { db throws -> Finding in
                let applicationID = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
                let tables = try String.fetchAll(
                    db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
                if applicationID == StoreSchema.applicationID {
                    if try StoreSchema.migrator.hasBeenSuperseded(db) { throw StoreError.newerDatabase(path: path) }
                    if forWriting {
                        let problems = try String.fetchAll(db, sql: "PRAGMA quick_check(3)")
                        if problems != ["ok"] {
                            throw StoreError.corruptDatabase(path: path, detail: problems.joined(separator: "; "))
                        }
                    }
                    return .store
                }
                if applicationID != 0 {
                    let hex = String(UInt32(bitPattern: applicationID), radix: 16)
                    throw StoreError.foreignDatabase(path: path, reason: "application id 0x\(hex)")
                }
                if tables.isEmpty { return .empty }
                let shown = tables.prefix(5).joined(separator: ", ") + (tables.count > 5 ? ", ..." : "")
                throw StoreError.foreignDatabase(path: path, reason: "its tables are \(shown)")
            }
        } catch {
            throw StoreError(error, path: path)
        }
    }

    static func readOnlyConfiguration() -> Configuration {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(SnapshotStore.busyTimeout)
        configuration.label = "workbench.store.reader"
        return configuration
    }
}
