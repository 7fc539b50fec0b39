import Foundation
import GRDB
import ViewTree

extension SnapshotStore {
    /// What the document's screen showed after the snapshot's run (see `SnapshotScreen`),
    /// read without the program or the state before: the preview shows it within a
    /// click's time. The trees are read through the cache of decoded subtrees, so a
    /// neighbour of the last screen read costs the nodes that differ.
    ///
    /// - Throws: `StoreError.unknownSnapshot` when there is none.
    public func screen(ofSnapshot id: Int64) throws(StoreError) -> SnapshotScreen {
        let path = self.path
        return try readingTrees { db, trees in
            let statement = try db.cachedStatement(
                sql: "SELECT document, is_crash, ir, state_after, diagnostics, failure FROM snapshots WHERE id = ?")
            guard let row = try Row.fetchOne(statement, arguments: [id]) else { throw StoreError.unknownSnapshot(id: id) }
            let columns = SnapshotRow(row: row, id: id, path: path)
            let document: String = try row.decode(forColumn: "document")
            let reader = BlobReader(db: db, path: path)
            let before = try Self.lastRender(of: document, before: id, db: db, path: path)

            var shown: (id: Int64, ir: ContentHash, state: ContentHash?)?
            var changes: TreeDiff?
            if let ir = try columns.hash("ir") {
                shown = (id, ir, try columns.hash("state_after"))
            } else if let before {
                let stateRow = try Row.fetchOne(
                    db.cachedStatement(sql: "SELECT state_after FROM snapshots WHERE id = ?"), arguments: [before.id])
                shown = (before.id, before.ir, try stateRow.flatMap { try SnapshotRow(row: $0, id: before.id, path: path).hash("state_after") })
            }
            let tree = try shown.map { try reader.document($0.ir, trees: &trees) }
            if let shown, shown.id == id, let before {
                changes = try StoredTreeDiff.diff(
                    from: try reader.treeHash(ofDocument: before.ir), to: try reader.treeHash(ofDocument: shown.ir), reader: reader,
                    trees: &trees)
            }
            return SnapshotScreen(
                id: id, document: document, isCrash: try row.decode(forColumn: "is_crash"), tree: tree, treeSnapshot: shown?.id,
                state: try shown?.state.map(reader.state), changes: changes, diagnostics: try columns.diagnostics(),
                failure: try columns.failure())
        }
    }

    /// The text a file had in the program of a snapshot; `nil` when the program has no
    /// such file.
    ///
    /// - Throws: `StoreError.unknownSnapshot` when there is no such snapshot.
    public func sourceText(of file: String, inSnapshot id: Int64) throws(StoreError) -> String? {
        let path = self.path
        return try reading { db in
            guard let program = try Data.fetchOne(db, sql: "SELECT program FROM snapshots WHERE id = ?", arguments: [id]) else {
                throw StoreError.unknownSnapshot(id: id)
            }
            guard let source = try Data.fetchOne(
                db, sql: "SELECT source FROM program_files WHERE program = ? AND path = ?", arguments: [program, file])
            else { return nil }
            guard let hash = ContentHash(bytes: [UInt8](source)) else {
                throw StoreError.damagedData(path: path, detail: "snapshot #\(id)'s program has a malformed source hash")
            }
            return try BlobReader(db: db, path: path).text(hash)
        }
    }
}
