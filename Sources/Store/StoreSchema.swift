import GRDB

/// The database's tables, created and upgraded by GRDB's migrator (docs/store.md describes
/// every column).
enum StoreSchema {
    /// `PRAGMA application_id` of a snapshot database ("WBst"), so that a file of another
    /// application is recognized and never migrated.
    static let applicationID: Int32 = 0x5742_7374

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration(firstMigration) { db in
            try db.execute(sql: "PRAGMA application_id = \(applicationID)")
            try db.execute(
                sql: """
                    CREATE TABLE store_meta (
                        key TEXT PRIMARY KEY NOT NULL,
                        value INTEGER NOT NULL
                    ) WITHOUT ROWID;
                    INSERT INTO store_meta (key, value) VALUES ('pruneGeneration', 0);

                    CREATE TABLE blobs (
                        hash BLOB PRIMARY KEY NOT NULL CHECK (length(hash) = 16),
                        kind TEXT NOT NULL CHECK (kind IN ('source', 'ir-document', 'ir-node', 'ir-sources', 'state', 'state-object')),
                        size INTEGER NOT NULL,
                        refs BLOB,
                        data BLOB NOT NULL
                    );

                    CREATE TABLE program_files (
                        program BLOB NOT NULL,
                        position INTEGER NOT NULL,
                        path TEXT NOT NULL,
                        source BLOB NOT NULL,
                        PRIMARY KEY (program, position)
                    ) WITHOUT ROWID;

                    CREATE TABLE snapshots (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        time_us INTEGER NOT NULL,
                        reason TEXT NOT NULL CHECK (reason IN ('load', 'reload', 'action', 'binding', 'replay')),
                        document TEXT NOT NULL,
                        program BLOB NOT NULL,
                        state_before BLOB,
                        state_after BLOB,
                        action TEXT,
                        payload TEXT,
                        recorded TEXT NOT NULL,
                        ir BLOB,
                        diagnostics TEXT NOT NULL,
                        failure TEXT,
                        is_crash INTEGER NOT NULL CHECK (is_crash IN (0, 1)),
                        problem TEXT,
                        duration_ns INTEGER NOT NULL,
                        ir_bytes INTEGER NOT NULL,
                        state_bytes INTEGER NOT NULL
                    );
                    CREATE INDEX snapshots_crashes ON snapshots (id) WHERE is_crash = 1;
                    CREATE INDEX snapshots_by_document ON snapshots (document, id);
                    """)
        }
        migrator.registerMigration("v2: state arrays stored in runs") { db in
            // SQLite cannot change a CHECK constraint in place: the table is rebuilt, its
            // rows copied as they are.
            try db.execute(
                sql: """
                    CREATE TABLE blobs_v2 (
                        hash BLOB PRIMARY KEY NOT NULL CHECK (length(hash) = 16),
                        kind TEXT NOT NULL CHECK (kind IN ('source', 'ir-document', 'ir-node', 'ir-sources', 'state', 'state-object', 'state-array')),
                        size INTEGER NOT NULL,
                        refs BLOB,
                        data BLOB NOT NULL
                    );
                    INSERT INTO blobs_v2 (hash, kind, size, refs, data) SELECT hash, kind, size, refs, data FROM blobs;
                    DROP TABLE blobs;
                    ALTER TABLE blobs_v2 RENAME TO blobs;
                    """)
        }
        migrator.registerMigration("v3: long child lists stored in runs") { db in
            // The kinds are compared one by one: SQLite checks `kind IN (...)` with a list of
            // more than two by building a temporary index of the list, on every insert.
            try db.execute(
                sql: """
                    CREATE TABLE blobs_v3 (
                        hash BLOB PRIMARY KEY NOT NULL CHECK (length(hash) = 16),
                        kind TEXT NOT NULL CHECK (
                            kind = 'source' OR kind = 'ir-document' OR kind = 'ir-node' OR kind = 'ir-children'
                            OR kind = 'ir-sources' OR kind = 'state' OR kind = 'state-object' OR kind = 'state-array'),
                        size INTEGER NOT NULL,
                        refs BLOB,
                        data BLOB NOT NULL
                    );
                    INSERT INTO blobs_v3 (hash, kind, size, refs, data) SELECT hash, kind, size, refs, data FROM blobs;
                    DROP TABLE blobs;
                    ALTER TABLE blobs_v3 RENAME TO blobs;
                    """)
        }
        return migrator
    }

    /// The identifier of the first migration, for tests that start from an old store.
    static let firstMigration = "v1: snapshots, content-addressed blobs, programs"
}
