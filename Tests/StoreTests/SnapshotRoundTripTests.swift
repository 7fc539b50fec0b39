import Foundation
@testable import Store
import ViewTree
import XCTest

final class SnapshotRoundTripTests: XCTestCase {
    func testEveryFieldComesBackExactly() throws {
        let folder = try temporaryFolder(self)
        let store = try SnapshotStore(path: folder + "/nested/folder/workbench.sqlite")
        let failure = RuntimeFailure(
            kind: "indexOutOfRange", message: "index 5 is out of range for an array of 3 elements",
            frames: [StackFrame(function: "todoRow", file: "components.swift", line: 3, column: 18),
                     StackFrame(function: "body", file: "app.swift", line: 4, column: 9)],
            sourceLine: "        Toggle(todo[\"title\"] as! String, isOn: state.bind(\"todos[\\(index)].done\"))")
        var state = todoState(count: 3, todos: (0..<200).map { ("Todo \($0) ünïcødé ✓", $0 % 3 == 0) })
        if case .object(var members) = state {
            members["negativeZero"] = .double(-0.0)
            members["nothing"] = .null
            members["big"] = .int(Int.max)
            state = .object(members)
        }
        var tree = todoTree(count: 3, todos: [("Milk", true)])
        tree.root.props["offset"] = .double(-0.0)
        tree.root.props["rotation"] = .angle(degrees: 45)
        tree.root.props["fill"] = .member(MemberChain([.init("black"), .init("opacity", arguments: [Argument(.double(0.2))])]))
        let original = Snapshot(
            time: Date(timeIntervalSince1970: 1_700_000_000.123456), reason: .action, document: "app",
            program: [ProgramFile(path: "app.swift", text: appSource), ProgramFile(path: "empty.swift", text: "")],
            stateBefore: todoState(todos: []), stateAfter: state, action: "addTodo",
            payload: .object(["title": "Bread", "at": .double(1.5)]), recordedResults: [.double(0.25), .int(1_700_000_000)],
            ir: tree,
            diagnostics: [Diagnostic(severity: .warning, message: "unused variable 'x'", file: "app.swift", line: 2, column: 9, sourceLine: "let x = 1", notes: ["remove it"])],
            failure: failure, duration: .nanoseconds(1_234_567))
        let id = try store.append(original)

        let fetched = try store.snapshot(id: id)
        XCTAssertEqual(fetched.id, id)
        XCTAssertEqual(fetched.snapshot, original)
        XCTAssertEqual(fetched.snapshot.fingerprint, original.fingerprint)
        XCTAssertTrue(fetched.snapshot.isCrash)

        let reader = try SnapshotStore(path: store.path, readOnly: true)
        XCTAssertEqual(try reader.snapshot(id: id).snapshot, original, "a second connection reads the same")
    }

    func testASnapshotWithoutIRStateOrProgramRoundTrips() throws {
        let store = try SnapshotStore(path: try temporaryFolder(self) + "/store.sqlite")
        let bare = Snapshot(
            time: Date(timeIntervalSince1970: 0), reason: .load, document: "about.vml", program: [],
            diagnostics: [Diagnostic(severity: .error, message: "expected '>'", file: "about.vml", line: 1, column: 4)])
        XCTAssertTrue(bare.isCrash, "an error diagnostic makes a crash")
        XCTAssertEqual(try store.snapshot(id: try store.append(bare)).snapshot, bare)
    }

    func testWarningsAloneAreNotACrash() {
        var snapshot = todoSnapshot()
        snapshot.diagnostics = [Diagnostic(severity: .warning, message: "w", file: "app.swift")]
        XCTAssertFalse(snapshot.isCrash)
    }

    func testIdsGrowAndAnUnknownIdIsAClearError() throws {
        let store = try SnapshotStore(path: try temporaryFolder(self) + "/store.sqlite")
        let ids = try store.append(contentsOf: [todoSnapshot(count: 1), todoSnapshot(count: 2), todoSnapshot(count: 3)])
        XCTAssertEqual(ids, ids.sorted())
        XCTAssertEqual(Set(ids).count, 3)
        XCTAssertThrowsError(try store.snapshot(id: 999)) { error in
            XCTAssertEqual(error as? StoreError, .unknownSnapshot(id: 999))
            XCTAssertEqual("\(error)", "no snapshot #999 (list them with `workbench snapshots`)")
        }
    }

    func testSummariesAreNewestFirstAndFilterCrashes() throws {
        let store = try SnapshotStore(path: try temporaryFolder(self) + "/store.sqlite")
        let crash = RuntimeFailure(kind: "nilUnwrap", message: "unexpectedly found nil", frames: [StackFrame(function: "body", file: "app.swift", line: 3, column: 5)])
        let ids = try store.append(contentsOf: [
            todoSnapshot(count: 1), todoSnapshot(count: 2, reason: .action, failure: crash), todoSnapshot(count: 3),
        ])
        XCTAssertEqual(try store.summaries().map(\.id), ids.reversed())
        XCTAssertEqual(try store.summaries(limit: 2).map(\.id), [ids[2], ids[1]])
        let crashes = try store.summaries(crashesOnly: true)
        XCTAssertEqual(crashes.map(\.id), [ids[1]])
        XCTAssertEqual(crashes.first?.problem, "app.swift:3: unexpectedly found nil")
        XCTAssertEqual(crashes.first?.action, "increment")
        XCTAssertEqual(crashes.first?.duration, .microseconds(1234))
    }

    func testTheStoreCacheNeverConfusesStringsThatAreEqualButNotTheSameBytes() throws {
        let store = try SnapshotStore(path: try temporaryFolder(self) + "/store.sqlite")
        var composed = todoSnapshot()
        composed.ir!.root.children[0].props["title"] = .string("caf\u{E9}")
        composed.stateAfter = .object(["title": .string("caf\u{E9}")])
        var decomposed = composed
        decomposed.ir!.root.children[0].props["title"] = .string("cafe\u{301}")
        decomposed.stateAfter = .object(["title": .string("cafe\u{301}")])
        XCTAssertEqual(composed.ir, decomposed.ir, "Swift's == takes them as equal")
        let first = try store.append(composed)
        let second = try store.append(decomposed)
        let bytes = { (id: Int64) in IRJSONEncoder.encode(try store.snapshot(id: id).snapshot.ir!) }
        XCTAssertEqual(try bytes(first), IRJSONEncoder.encode(composed.ir!))
        XCTAssertEqual(try bytes(second), IRJSONEncoder.encode(decomposed.ir!))
        XCTAssertEqual(try store.snapshot(id: second).snapshot.stateAfter?.canonicalText, decomposed.stateAfter?.canonicalText)
    }

    func testTheStoreCacheNeverConfusesIdsSpelledWithOtherBytes() throws {
        let store = try SnapshotStore(path: try temporaryFolder(self) + "/store.sqlite")
        var composed = todoSnapshot()
        composed.ir!.root.children[0].id = "0.@caf\u{E9}"
        var decomposed = composed
        decomposed.ir!.root.children[0].id = "0.@cafe\u{301}"
        let first = try store.append(composed)
        let second = try store.append(decomposed)
        let bytes = { (id: Int64) in IRJSONEncoder.encode(try store.snapshot(id: id).snapshot.ir!) }
        XCTAssertTrue(try bytes(first) == IRJSONEncoder.encode(composed.ir!))
        XCTAssertTrue(try bytes(second) == IRJSONEncoder.encode(decomposed.ir!))
    }

    func testTheStoreCacheNeverConfusesZeroAndNegativeZero() throws {
        let store = try SnapshotStore(path: try temporaryFolder(self) + "/store.sqlite")
        var positive = todoSnapshot()
        positive.ir!.root.children[0].props["x"] = .double(0.0)
        positive.stateAfter = .object(["x": .double(0.0)])
        var negative = positive
        negative.ir!.root.children[0].props["x"] = .double(-0.0)
        negative.stateAfter = .object(["x": .double(-0.0)])
        let first = try store.append(positive)
        let second = try store.append(negative)
        let bytes = { (id: Int64) in IRJSONEncoder.encode(try store.snapshot(id: id).snapshot.ir!) }
        XCTAssertEqual(try bytes(first), IRJSONEncoder.encode(positive.ir!))
        XCTAssertEqual(try bytes(second), IRJSONEncoder.encode(negative.ir!))
        XCTAssertEqual(try store.snapshot(id: second).snapshot.stateAfter?.canonicalText, #"{"x":-0.0}"#)
    }
}
