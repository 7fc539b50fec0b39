import Foundation
import Store
import ViewTree
import XCTest

/// The history strip's queries: a document's runs in pages, what each changed, and the
/// screen after any one of them.
final class TimelineTests: XCTestCase {
    func testPagesCoverADocumentsWholeHistoryNewestFirstAndLeaveOtherDocumentsOut() throws {
        let store = try SnapshotStore(path: try temporaryFolder(self) + "/store.sqlite")
        var appIDs: [Int64] = []
        var batch: [Snapshot] = []
        for step in 0..<450 {
            batch.append(todoSnapshot(count: step, reason: step == 0 ? .load : .action, second: step))
            if step % 7 == 0 {
                var about = Snapshot(time: Date(), reason: .reload, document: "about.vml", program: [ProgramFile(path: "about.vml", text: "<Text>\(step)</Text>")])
                about.ir = Document(root: Node(id: "0", type: "Text", props: ["text": .string("\(step)")]))
                batch.append(about)
            }
        }
        let ids = try store.append(contentsOf: batch)
        for (snapshot, id) in zip(batch, ids) where snapshot.document == "app" { appIDs.append(id) }

        var seen: [Int64] = []
        var before: Int64?
        var pages = 0
        while true {
            let page = try store.timeline(of: "app", before: before, limit: 200)
            XCTAssertEqual(page.total, 450)
            XCTAssertLessThanOrEqual(page.entries.count, 200)
            seen += page.entries.map(\.summary.id)
            pages += 1
            guard page.hasOlder else { break }
            before = page.entries.last?.summary.id
        }
        XCTAssertEqual(pages, 3)
        XCTAssertEqual(seen, appIDs.reversed(), "every run of the app once, newest first, and nothing of about.vml")

        // Each run changed the counter's text, and only that, against the run before it,
        // also across the pages' edges.
        let second = try store.timeline(of: "app", before: seen[199], limit: 200)
        XCTAssertEqual(second.entries.first?.summary.id, seen[200])
        XCTAssertEqual(second.entries.map(\.nodesChanged), Array(repeating: 1, count: 200))
        let oldest = try store.timeline(of: "app", before: seen[448], limit: 200)
        XCTAssertEqual(oldest.entries.map(\.summary.id), [appIDs[0]])
        XCTAssertFalse(oldest.hasOlder)
        XCTAssertEqual(oldest.entries.first?.nodesChanged, todoTree(count: 0, todos: [("Milk", false), ("Eggs", true)]).root.subtreeSize,
                       "the first render in the store: every node is new")
        XCTAssertEqual(try store.timeline(of: "about.vml", limit: 10).total, 65)
        XCTAssertEqual(try store.timeline(of: "nothing.vml").entries, [])
    }

    func testEntriesSayWhichFilesChangedAndHowManyNodes() throws {
        let store = try SnapshotStore(path: try temporaryFolder(self) + "/store.sqlite")
        let edited = appSource.replacingOccurrences(of: "spacing: 12", with: "spacing: 8")
        let crash = RuntimeFailure(kind: "fatalError", message: "boom", frames: [StackFrame(function: "body", file: "app.swift", line: 2, column: 5)])
        let load = try store.append(todoSnapshot(reason: .load))
        let action = try store.append(todoSnapshot(count: 1, reason: .action))
        let reload = try store.append(todoSnapshot(count: 1, padding: 20, app: edited, reason: .reload))
        let failed = try store.append(todoSnapshot(count: 1, app: "// broken\n", reason: .reload, failure: crash))
        var removed = todoSnapshot(count: 1, todos: [("Milk", false), ("Eggs", true), ("Tea", false)], app: edited, reason: .reload)
        removed.program.removeLast()
        let afterCrash = try store.append(removed)
        let same = try store.append(todoSnapshot(count: 1, todos: [("Milk", false), ("Eggs", true), ("Tea", false)], app: edited, reason: .reload))

        let entries = Dictionary(uniqueKeysWithValues: try store.timeline(of: "app").entries.map { ($0.summary.id, $0) })
        XCTAssertEqual(entries[load]?.changedFiles, ["app.swift", "components.swift"], "the oldest run: all of its files")
        XCTAssertEqual(entries[action]?.changedFiles, [])
        XCTAssertEqual(entries[action]?.nodesChanged, 1)
        XCTAssertEqual(entries[action]?.kind, "action")
        XCTAssertEqual(entries[reload]?.changedFiles, ["app.swift"])
        XCTAssertEqual(entries[reload]?.nodesChanged, 1, "the root's padding")
        XCTAssertEqual(entries[failed]?.changedFiles, ["app.swift"])
        XCTAssertNil(entries[failed]?.nodesChanged, "a crash rendered nothing")
        XCTAssertEqual(entries[failed]?.summary.isCrash, true)
        XCTAssertEqual(entries[afterCrash]?.changedFiles, ["app.swift", "components.swift"], "changed, then removed")
        XCTAssertEqual(entries[afterCrash]?.nodesChanged, 4, "compared with the render before the crash: a row of 3 nodes added, the padding back")
        XCTAssertEqual(entries[same]?.changedFiles, ["components.swift"])
        XCTAssertEqual(entries[same]?.nodesChanged, 0)
    }

    func testAnActionThatIsAViewsTapActionIsATap() throws {
        let store = try SnapshotStore(path: try temporaryFolder(self) + "/store.sqlite")
        func counter(_ count: Int) -> Document {
            Document(root: Node(id: "0", type: "VStack", children: [
                Node(id: "0.0", type: "Text", props: ["text": .string("\(count)")]),
                Node(id: "0.1", type: "Button", props: ["title": "+"], events: ["tap": "increment"]),
            ]))
        }
        let program = [ProgramFile(path: "app.swift", text: "// counter\n")]
        let load = Snapshot(time: Date(), reason: .load, document: "app", program: program, stateAfter: ["count": 0], ir: counter(0))
        let tap = Snapshot(time: Date(), reason: .action, document: "app", program: program, stateBefore: ["count": 0], stateAfter: ["count": 1], action: "increment", ir: counter(1))
        let dispatch = Snapshot(time: Date(), reason: .action, document: "app", program: program, stateBefore: ["count": 1], stateAfter: ["count": 0], action: "reset", ir: counter(0))
        let ids = try store.append(contentsOf: [load, tap, dispatch])
        let entries = try store.timeline(of: "app").entries
        XCTAssertEqual(entries.map(\.summary.id), ids.reversed())
        XCTAssertEqual(entries.map(\.kind), ["action", "tap", "load"])
        XCTAssertEqual(entries[1].tapped, TimelineEntry.TappedView(id: "0.1", type: "Button", title: "+"))
        XCTAssertEqual(entries[1].jsonValue.objectValue?["tapped"], ["id": "0.1", "type": "Button", "title": "+"])
        XCTAssertEqual(entries[1].jsonValue.objectValue?["action"], "increment")
    }

    func testTheScreenAfterARunIsItsRenderWithWhatChangedOrTheRenderAFailureLeft() throws {
        let store = try SnapshotStore(path: try temporaryFolder(self) + "/store.sqlite")
        let crash = RuntimeFailure(kind: "fatalError", message: "boom", frames: [StackFrame(function: "body", file: "app.swift", line: 2, column: 5)])
        let first = try store.append(todoSnapshot(count: 0, reason: .load))
        let second = try store.append(todoSnapshot(count: 1, todos: [("Milk", true), ("Eggs", true)], reason: .action))
        let failed = try store.append(todoSnapshot(count: 1, app: "// broken\n", reason: .reload, failure: crash))

        let initial = try store.screen(ofSnapshot: first)
        XCTAssertEqual(initial.tree, todoTree(count: 0, todos: [("Milk", false), ("Eggs", true)]))
        XCTAssertNil(initial.changes, "the first render: nothing to compare with")
        XCTAssertEqual(initial.changedNodeIDs, [])

        let after = try store.screen(ofSnapshot: second)
        XCTAssertEqual(after.tree, todoTree(count: 1, todos: [("Milk", true), ("Eggs", true)]), "locations and all, as stored")
        XCTAssertEqual(after.treeSnapshot, second)
        XCTAssertEqual(after.state, todoState(count: 1, todos: [("Milk", true), ("Eggs", true)]))
        XCTAssertEqual(after.changedNodeIDs, ["0.1.@0.2", "0.0"], "the checkmark added, the count changed")
        XCTAssertFalse(after.isCrash)

        let crashed = try store.screen(ofSnapshot: failed)
        XCTAssertTrue(crashed.isCrash)
        XCTAssertEqual(crashed.failure, crash)
        XCTAssertEqual(crashed.treeSnapshot, second, "the render the failure left in place")
        XCTAssertEqual(crashed.tree, after.tree)
        XCTAssertEqual(crashed.state, after.state)
        XCTAssertNil(crashed.changes)
        XCTAssertThrowsError(try store.screen(ofSnapshot: 99)) { error in
            XCTAssertEqual(error as? StoreError, .unknownSnapshot(id: 99))
        }
    }

    func testScreensReadInAnyOrderThroughTheCacheAreTheTreesStored() throws {
        let store = try SnapshotStore(path: try temporaryFolder(self) + "/store.sqlite")
        var stored: [(Int64, Document)] = []
        var todos: [(String, Bool)] = (0..<80).map { ("Todo \($0)", $0 % 3 == 0) }
        for step in 0..<40 {
            todos[(step * 7) % todos.count].1.toggle()
            if step % 5 == 0 { todos.insert(("New \(step)", false), at: step % 11) }
            let snapshot = todoSnapshot(count: step, todos: todos, padding: 16 + step % 3, reason: .action, second: step)
            stored.append((try store.append(snapshot), snapshot.ir!))
        }
        for (id, document) in stored.shuffled() + stored.reversed() {
            XCTAssertEqual(try store.screen(ofSnapshot: id).tree, document, "snapshot #\(id)")
        }
        XCTAssertEqual(try store.snapshot(id: stored[17].0).snapshot.ir, stored[17].1)
    }

    func testAFilesTextAsASnapshotHadIt() throws {
        let store = try SnapshotStore(path: try temporaryFolder(self) + "/store.sqlite")
        let old = try store.append(todoSnapshot(reason: .load))
        _ = try store.append(todoSnapshot(app: "// edited\n", reason: .reload))
        XCTAssertEqual(try store.sourceText(of: "app.swift", inSnapshot: old), appSource)
        XCTAssertNil(try store.sourceText(of: "other.swift", inSnapshot: old))
        XCTAssertThrowsError(try store.sourceText(of: "app.swift", inSnapshot: 42))
    }
}
