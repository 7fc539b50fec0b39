import Foundation
import GRDB
import ViewTree

extension SnapshotStore {
    /// A page of a document's history, newest first: at most `limit` runs older than the
    /// snapshot `before` (the newest runs when `nil`), each with the files it ran on that
    /// had changed and the number of nodes it changed (see `TimelineEntry`).
    ///
    /// A page costs what its own runs cost, however long the history: the runs are found
    /// through the `(document, id)` index, and each tree is read through the cache of
    /// decoded subtrees, so that a run's tree costs the nodes it changed. Ask for the next
    /// older page with `before` set to the id of this page's last entry.
    public func timeline(of document: String, before: Int64? = nil, limit: Int = 200) throws(StoreError) -> TimelinePage {
        let path = self.path
        return try readingTrees { db, trees in
            let limit = max(0, limit)
            let rows = try Row.fetchAll(
                db.cachedStatement(
                    sql: """
                        SELECT \(SnapshotSummary.columns), program, ir FROM snapshots
                        WHERE document = ? AND id < ? ORDER BY id DESC LIMIT ?
                        """),
                arguments: [document, before ?? Int64.max, limit + 1])
            let total = try Int.fetchOne(
                db.cachedStatement(sql: "SELECT count(*) FROM snapshots WHERE document = ?"), arguments: [document]) ?? 0
            var runs = try rows.map { row in
                let summary = try SnapshotSummary(row: row)
                let columns = SnapshotRow(row: row, id: summary.id, path: path)
                guard let program = try columns.hash("program") else { throw columns.malformed("program") }
                return (summary: summary, program: program, ir: try columns.hash("ir"))
            }
            // One run more than the page was read: the one before the page's oldest, whose
            // program the oldest is compared with.
            let hasOlder = runs.count > limit
            let previousProgram = hasOlder ? runs.removeLast().program : nil
            var walk = TimelineWalk(
                reader: BlobReader(db: db, path: path), previousProgram: previousProgram,
                lastRender: try runs.last.flatMap { try Self.lastRender(of: document, before: $0.summary.id, db: db, path: path) })
            var entries: [TimelineEntry] = []
            entries.reserveCapacity(runs.count)
            for run in runs.reversed() {
                entries.append(try walk.entry(run.summary, program: run.program, ir: run.ir, trees: &trees))
            }
            return TimelinePage(entries: entries.reversed(), hasOlder: hasOlder, total: total)
        }
    }

    /// The newest snapshot of a document before `id` that rendered: its id and IR hash.
    static func lastRender(of document: String, before id: Int64, db: Database, path: String) throws -> (id: Int64, ir: ContentHash)? {
        let statement = try db.cachedStatement(
            sql: "SELECT id, ir FROM snapshots WHERE document = ? AND id < ? AND ir IS NOT NULL ORDER BY id DESC LIMIT 1")
        guard let row = try Row.fetchOne(statement, arguments: [document, id]) else { return nil }
        let found: Int64 = try row.decode(forColumn: "id")
        guard let ir = try SnapshotRow(row: row, id: found, path: path).hash("ir") else { return nil }
        return (found, ir)
    }
}

/// Goes through a document's runs oldest first, comparing each with the one before: its
/// program with the previous program, its tree with the last tree rendered.
private struct TimelineWalk {
    let reader: BlobReader
    var previousProgram: ContentHash?
    /// The IR of the last render, and its tree's hash once read.
    var lastIR: ContentHash?
    var lastTree: ContentHash?
    /// Programs' file lists, read once each.
    var manifests: [ContentHash: [(path: String, source: ContentHash)]] = [:]

    init(reader: BlobReader, previousProgram: ContentHash?, lastRender: (id: Int64, ir: ContentHash)?) {
        self.reader = reader
        self.previousProgram = previousProgram
        self.lastIR = lastRender?.ir
    }

    mutating func entry(_ summary: SnapshotSummary, program: ContentHash, ir: ContentHash?, trees: inout DecodedTrees) throws -> TimelineEntry {
        let files = try changedFiles(to: program)
        previousProgram = program
        var tapped: TimelineEntry.TappedView?
        if summary.reason == .action, let action = summary.action, let before = try lastRenderedTree() {
            tapped = try reader.subtree(before, trees: &trees).taps[action]
        }
        var nodesChanged: Int?
        if let ir {
            if ir == lastIR {
                nodesChanged = 0
            } else {
                let tree = try reader.treeHash(ofDocument: ir)
                if let before = try lastRenderedTree() {
                    nodesChanged = try StoredTreeDiff.diff(from: before, to: tree, reader: reader, trees: &trees).touchedNodeCount
                } else {
                    nodesChanged = try reader.subtree(tree, trees: &trees).size
                }
                lastIR = ir
                lastTree = tree
            }
        }
        return TimelineEntry(summary: summary, changedFiles: files, nodesChanged: nodesChanged, tapped: tapped)
    }

    /// The tree hash of the last render, read when first needed.
    private mutating func lastRenderedTree() throws -> ContentHash? {
        guard let lastIR else { return nil }
        if let lastTree { return lastTree }
        let tree = try reader.treeHash(ofDocument: lastIR)
        lastTree = tree
        return tree
    }

    /// The files of `program` whose text differs from the previous program's, then the
    /// previous program's files it no longer has.
    private mutating func changedFiles(to program: ContentHash) throws -> [String] {
        if program == previousProgram { return [] }
        let files = try manifest(program)
        guard let previousProgram else { return files.map(\.path) }
        let before = try manifest(previousProgram)
        var sources: [String: ContentHash] = [:]
        for file in before { sources[file.path] = file.source }
        let now = Set(files.map(\.path))
        return files.filter { sources[$0.path] != $0.source }.map(\.path) + before.map(\.path).filter { !now.contains($0) }
    }

    private mutating func manifest(_ program: ContentHash) throws -> [(path: String, source: ContentHash)] {
        if let known = manifests[program] { return known }
        let manifest = try SnapshotStore.programManifest(program, db: reader.db, path: reader.path)
        manifests[program] = manifest
        return manifest
    }
}
