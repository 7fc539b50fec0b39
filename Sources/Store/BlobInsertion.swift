import GRDB
import GRDBSQLite

/// Inserts a snapshot's new blobs, binding their bytes where they lie.
///
/// Through GRDB's arguments each blob was copied into `Data` twice (hash and bytes) and
/// boxed with its other columns: a third of the time of an insert, which a snapshot does
/// about ten times. The statement is GRDB's cached one, run inside the transaction GRDB
/// opened; only the binding and stepping are done here.
enum BlobInsertion {
    static let sql = "INSERT OR IGNORE INTO blobs (hash, kind, size, refs, data) VALUES (?, ?, ?, ?, ?)"

    static func insert(_ blobs: [PendingBlob], into db: Database) throws {
        guard !blobs.isEmpty else { return }
        let statement = try db.cachedStatement(sql: sql)
        let handle = statement.sqliteStatement
        // SQLite copies what it binds (SQLITE_TRANSIENT): the buffers below live only
        // while their closures run.
        let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
        for blob in blobs {
            sqlite3_reset(handle)
            var hash: [UInt8] = []
            hash.reserveCapacity(ContentHash.byteCount)
            blob.hash.appendBytes(to: &hash)
            hash.withUnsafeBytes { _ = sqlite3_bind_blob(handle, 1, $0.baseAddress, Int32($0.count), transient) }
            _ = sqlite3_bind_text(handle, 2, blob.kind.rawValue, -1, transient)
            _ = sqlite3_bind_int64(handle, 3, Int64(blob.size))
            if let references = blob.packedReferences {
                references.withUnsafeBytes { _ = sqlite3_bind_blob(handle, 4, $0.baseAddress, Int32($0.count), transient) }
            } else {
                _ = sqlite3_bind_null(handle, 4)
            }
            // A zero-length blob needs a non-null pointer, or SQLite stores NULL.
            blob.data.withUnsafeBytes { bytes in
                _ = sqlite3_bind_blob(handle, 5, bytes.baseAddress ?? UnsafeRawPointer(bitPattern: 1), Int32(bytes.count), transient)
            }
            let status = sqlite3_step(handle)
            guard status == SQLITE_DONE else {
                let message = String(cString: sqlite3_errmsg(db.sqliteConnection))
                sqlite3_reset(handle)
                throw DatabaseError(resultCode: ResultCode(rawValue: status), message: message, sql: sql)
            }
        }
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
    }
}
