import Foundation
import Store
import ViewTree
import XCTest

final class ReportTests: XCTestCase {
    private let failure = RuntimeFailure(
        kind: "indexOutOfRange", message: "index 5 is out of range for an array of 2 elements",
        frames: [StackFrame(function: "todoRow", file: "components.swift", line: 3, column: 16),
                 StackFrame(function: "body", file: "app.swift", line: 4, column: 9)],
        sourceLine: componentsSource.split(separator: "\n")[2].description)

    func testShowingACrashGivesTheTraceWithTheStoredSourceLines() throws {
        let store = try SnapshotStore(path: try temporaryFolder(self) + "/store.sqlite")
        let id = try store.append(todoSnapshot(count: 1, reason: .action, failure: failure))
        let text = SnapshotReport.text(try store.snapshot(id: id))
        XCTAssertTrue(text.hasPrefix("snapshot #1 · action increment · app · 2023-11-14T22:13:20.000Z · 1.2 ms · crash"), text)
        XCTAssertTrue(text.contains("components.swift:3:16: error: index 5 is out of range for an array of 2 elements"), text)
        XCTAssertTrue(
            text.contains(
                """
                todoRow at components.swift:3:16
                  1 | func todoRow(_ todo: [String: Any], _ index: Int) -> Node {
                  2 |     HStack {
                > 3 |         Toggle(todo["title"] as! String, isOn: state.bind("todos[\\(index)].done"))
                  4 |         Spacer()
                  5 |     }
                """), text)
        XCTAssertTrue(text.contains("body at app.swift:4:9\n  2 |     VStack(spacing: 12) {"), text)
        XCTAssertTrue(text.contains("IR:\n(none)"))
        XCTAssertTrue(text.contains("state after:\n{\n  \"count\": 1,"), text)
    }

    func testShowingARunGivesTheTreeOutline() throws {
        let store = try SnapshotStore(path: try temporaryFolder(self) + "/store.sqlite")
        let stored = try store.snapshot(id: try store.append(todoSnapshot(count: 1, todos: [("Milk", true)])))
        let text = SnapshotReport.text(stored)
        XCTAssertTrue(text.contains("IR:\n" + TreeOutline().render(stored.snapshot.ir!.root)), text)
        let json = SnapshotReport.json(stored)
        XCTAssertEqual(json.objectValue?["id"], 1)
        XCTAssertEqual(json.objectValue?["program"]?.objectValue?["hash"], .string(stored.programHash.hex))
        XCTAssertEqual(try Document(json: json.objectValue?["ir"] ?? .null), stored.snapshot.ir)
    }

    func testTheListingIsATableWithCrashesMarked() throws {
        let store = try SnapshotStore(path: try temporaryFolder(self) + "/store.sqlite")
        try store.append(todoSnapshot(count: 1))
        try store.append(todoSnapshot(count: 2, reason: .action, failure: failure, second: 1))
        XCTAssertEqual(
            SnapshotListing.text(try store.summaries()),
            """
            ID  TIME                      REASON  DOCUMENT  ACTION     DURATION
             2  2023-11-14T22:13:21.000Z  action  app       increment  1.2 ms    crash: components.swift:3: index 5 is out of range for an array of 2 elements
             1  2023-11-14T22:13:20.000Z  reload  app       -          1.2 ms
            """)
        XCTAssertEqual(SnapshotListing.text([]), "no snapshots")
        XCTAssertEqual(SnapshotListing.json(try store.summaries(crashesOnly: true)).arrayValue?.first?.objectValue?["isCrash"], true)
    }

    func testBisectGetsEachDistinctProgramWithItsFirstSnapshot() throws {
        let store = try SnapshotStore(path: try temporaryFolder(self) + "/store.sqlite")
        let v1 = appSource
        let v2 = appSource + "// v2\n"
        let v3 = appSource + "// v3\n"
        var ids: [Int64] = []
        for (index, app) in [v1, v1, v2, v2, v1, v3].enumerated() {
            ids.append(try store.append(todoSnapshot(count: index, app: app, second: index)))
        }
        var vml = todoSnapshot(app: "other")
        vml.document = "about.vml"
        try store.append(vml)
        let crash = try store.append(todoSnapshot(count: 9, app: v3, reason: .action, failure: failure, second: 9))

        let programs = try store.programs(upTo: crash)
        XCTAssertEqual(programs.map(\.firstSnapshotID), [ids[0], ids[2], ids[5]])
        XCTAssertEqual(programs.map { $0.files[0].text }, [v1, v2, v3])
        XCTAssertEqual(try store.programs(upTo: ids[3]).count, 2)
        XCTAssertEqual(
            SourceChange.between(programs[1].files, programs[2].files).map(\.summary), ["M app.swift (+1 -1)"],
            "the change that introduced a program")
        XCTAssertThrowsError(try store.programs(upTo: 999))
    }
}
