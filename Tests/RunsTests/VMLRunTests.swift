import Foundation
import Runs
import Runtime
import Store
import ViewTree
import VML
import XCTest

/// A VML document's runs (spec §8): its program is its file and the data files it
/// declares, read from disk; a run against a state is stored with both and replays from
/// the stored bytes; bisect finds the edit of a data file; taps become runs of the app.
final class VMLRunTests: XCTestCase {
    private let screen = """
        <List>
          <data key="festivals" src="data/festivals.json"/>
          <binding name="rows" keyPath="festivals"/>
          <prototype>
            <Toggle>
              <binding name="text" keyPath="title"/>
              <binding name="isOn" keyPath="@root.starred.@first"/>
              <action kind="dispatch" name="open"><argument name="festival" keyPath="self"/></action>
            </Toggle>
          </prototype>
          <Text><binding name="text" keyPath="festivals.@count"/></Text>
        </List>
        """
    private let festivals = #"[{"id": 1, "title": "Keti Koti"}, {"id": 2, "title": "Pride"}]"#

    /// A folder holding `files`, removed after the test.
    private func folder(_ files: [String: String]) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("vmlrun-\(UUID().uuidString)").path
        addTeardownBlock { try? FileManager.default.removeItem(atPath: root) }
        for (name, text) in files {
            let path = root + "/" + name
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        return root
    }

    private func store() throws -> SnapshotStore {
        let root = try folder([:])
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        return try SnapshotStore(path: root + "/store.sqlite")
    }

    func testTheProgramIsTheFileThenItsDataFiles() throws {
        let root = try folder(["screens/list.vml": screen, "screens/data/festivals.json": festivals])
        let program = VMLProgram.read(name: "screens/list.vml", root: root)
        XCTAssertEqual(program.unreadable, [])
        XCTAssertEqual(program.files.map(\.path), ["screens/list.vml", "screens/data/festivals.json"])
        XCTAssertEqual(program.dataFiles, ["screens/data/festivals.json"])
    }

    func testADataFileThatCannotBeReadIsAnErrorAtItsDataElement() throws {
        let root = try folder(["list.vml": screen])
        let program = VMLProgram.read(name: "list.vml", root: root)
        XCTAssertEqual(program.files.map(\.path), ["list.vml"])
        XCTAssertEqual(program.dataFiles, ["data/festivals.json"], "declared, so that its creation is noticed")
        XCTAssertEqual(program.unreadable.map { "\($0.file):\($0.line ?? 0):\($0.column ?? 0): \($0.message)" }, [
            "list.vml:2:25: the data file data/festivals.json: cannot open the file (No such file or directory)"
        ])
        try FileManager.default.createDirectory(atPath: root + "/data", withIntermediateDirectories: true)
        try Data(#"[{"title": "caf"#.utf8 + [0xE9] + #""}]"#.utf8).write(to: URL(fileURLWithPath: root + "/data/festivals.json"))
        XCTAssertEqual(
            VMLProgram.read(name: "list.vml", root: root).unreadable.first?.message,
            "the data file data/festivals.json, line 1, column 16: the file is not valid UTF-8 text (byte 0xE9)",
            "where the bad byte is, in the data file")
    }

    func testARunStoresItsStateAndDataAndReplaysFromThem() throws {
        let root = try folder(["list.vml": screen, "data/festivals.json": festivals])
        let run = VMLRun(program: VMLProgram.read(name: "list.vml", root: root).files, state: ["starred": [true]])
        XCTAssertFalse(run.conversion.hasErrors, "\(run.conversion.diagnostics)")
        XCTAssertEqual(run.conversion.document?.root.children.map(\.id), ["0.@1", "0.@2", "0.2"])
        XCTAssertEqual(run.conversion.document?.root.children[2].props["text"], "2")
        let store = try store()
        let stored = try store.snapshot(id: try store.append(run.snapshot(reason: .load))).snapshot
        XCTAssertEqual(stored.program.map(\.path), ["list.vml", "data/festivals.json"])
        XCTAssertEqual(stored.stateBefore, ["starred": [true]])
        XCTAssertNil(stored.stateAfter)
        // The files on disk change; the stored bytes are what the replay reads.
        try "[]".write(toFile: root + "/data/festivals.json", atomically: true, encoding: .utf8)
        XCTAssertEqual(Replayer(runner: Runner()).replay(stored).rendered(), "reproduced")
        var altered = stored
        altered.program[1].text = #"[{"id": 1, "title": "Other"}]"#
        XCTAssertFalse(Replayer(runner: Runner()).replay(altered).isReproduced, "the data is part of what is replayed")
    }

    func testADocumentThatBindsNothingStoresNoState() throws {
        let run = VMLRun(program: [ProgramFile(path: "about.vml", text: "<Text>Hi</Text>")], state: ["count": 1])
        XCTAssertNil(run.state)
        XCTAssertNil(run.snapshot(reason: .load).stateBefore)
    }

    func testBisectFindsTheEditOfADataFile() throws {
        let store = try store()
        let good = [ProgramFile(path: "list.vml", text: screen), ProgramFile(path: "data/festivals.json", text: festivals)]
        var bad = good
        bad[1].text = #"[{"id": 1, "title": "Keti Koti"},, {"id": 2}]"#
        _ = try store.append(VMLRun(program: good, state: [:]).snapshot(reason: .load))
        let crashRun = VMLRun(program: bad, state: [:])
        XCTAssertTrue(crashRun.conversion.hasErrors)
        let crash = try store.snapshot(id: try store.append(crashRun.snapshot(reason: .reload)))
        XCTAssertEqual(crash.snapshot.diagnostics.first?.file, "data/festivals.json")
        let replayer = Replayer(runner: Runner())
        let found = try XCTUnwrap(replayer.bisect(crash, programs: try store.programs(upTo: crash.id)))
        XCTAssertEqual(found.lastGood?.files, good)
        XCTAssertEqual(found.changes.map(\.path), ["data/festivals.json"])
    }

    // MARK: Taps

    func testEachKindOfTapIsARunOfTheApp() throws {
        let context = DataContext(state: ["todos": [["done": false], ["done": true]], "filter": "all"], data: ["f": [1, 2]])
        XCTAssertEqual(try VMLTap.event(for: #"open(item: \f[1], all: \f)"#, context: context), .action(name: "open", payload: ["item": 2, "all": [1, 2]]))
        XCTAssertEqual(try VMLTap.event(for: "refresh", context: context), .action(name: "refresh", payload: [:]))
        XCTAssertEqual(try VMLTap.event(for: #"set \filter = "open""#, context: context), .binding(path: "filter", value: "open"))
        XCTAssertEqual(try VMLTap.event(for: #"toggle \todos[1].done"#, context: context), .binding(path: "todos[1].done", value: false))
        XCTAssertEqual(try VMLTap.event(for: #"toggle \todos[0].starred"#, context: context), .binding(path: "todos[0].starred", value: true), "absent counts as false")
    }

    func testATapThatCannotRunSaysWhy() {
        let context = DataContext(state: ["name": "Ada"], data: ["f": [1]])
        func refusal(_ text: String) -> String {
            do {
                _ = try VMLTap.event(for: text, context: context)
                return "no refusal"
            } catch {
                return error.message
            }
        }
        XCTAssertEqual(refusal(#"toggle \name"#), #"toggle flips a Bool, and name holds a string: "Ada""#)
        XCTAssertEqual(refusal(#"set \f[0] = 3"#), "f[0] is read from a <data> file, which is read-only; bind and write state paths instead")
        XCTAssertEqual(refusal(#"set \x = what"#), #""set \x = what" is not a VML action: its value what is not JSON: expected a value (an object, array, string, number, true, false or null)"#)
    }

    func testASetTapRunsTheAppAndTheDocumentShowsTheNewState() throws {
        let app = [ProgramFile(path: "app.swift", text: #"state.initial("count", 0)"#)]
        let document = [ProgramFile(path: "counter.vml", text: #"<Button><binding name="text" keyPath="count"/><action kind="set" keyPath="count" value="5"/></Button>"#)]
        let runner = Runner()
        let loaded = runner.run(RunInput(files: app))
        let before = VMLRun(program: document, state: loaded.stateAfter)
        XCTAssertEqual(before.conversion.document?.root.props["title"], "0")
        let tap = try VMLTap.event(for: try XCTUnwrap(before.conversion.document?.root.events["tap"]), context: try XCTUnwrap(before.conversion.context))
        let result = runner.run(RunInput(files: app, state: loaded.stateAfter, event: tap))
        XCTAssertEqual(VMLRun(program: document, state: result.stateAfter).conversion.document?.root.props["title"], "5")
    }
}
