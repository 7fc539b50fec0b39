import Runs
import Foundation
import Runtime
import Store
import SwiftLite
import ViewTree
import XCTest

/// The store with the real runtime: runs are stored, read back and replayed from the
/// snapshot alone, as `workbench replay` does.
final class ReplayerTests: XCTestCase {
    private func snapshot(of result: RunResult, files: [ProgramFile]) -> Snapshot {
        Snapshot(result, files: files, time: Date(timeIntervalSince1970: 1_700_000_000))
    }

    /// What `workbench replay` does with a stored snapshot.
    private func replay(_ snapshot: Snapshot, limits: Limits = .standard) -> ReplayVerdict {
        Replayer(runner: Runner(limits: limits)).replay(snapshot)
    }

    /// Loads the program, runs `event` on the state it left, stores that run and returns
    /// it as read back from the store.
    private func storedRun(_ source: String, event: RunEvent, limits: Limits = .standard) throws -> Snapshot {
        let files = [ProgramFile(path: "app.swift", text: source)]
        let runner = Runner(limits: limits)
        let loaded = runner.run(RunInput(files: files))
        let result = runner.run(RunInput(files: files, state: loaded.stateAfter, event: event))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("replay-\(UUID().uuidString)").path
        addTeardownBlock { try? FileManager.default.removeItem(atPath: folder) }
        let store = try SnapshotStore(path: folder + "/store.sqlite")
        let stored = try store.snapshot(id: try store.append(snapshot(of: result, files: files))).snapshot
        XCTAssertEqual(stored, snapshot(of: result, files: files).withTime(stored.time))
        return stored
    }

    func testARunWithRandomNumbersAndTheClockIsReproduced() throws {
        let stored = try storedRun(
            """
            state.initial("seed", Int.random(in: 1...1_000_000))
            actions["roll"] = { ctx in
                state.set("roll", Int.random(in: 1...6))
                state.set("when", Date.now)
                state.set("id", UUID().uuidString)
                state.set("x", Double.random(in: 0..<1))
                state.set("deck", [1, 2, 3, 4, 5].shuffled())
            }
            func body() -> Node {
                VStack {
                    Text("\\(state.get("roll"))")
                    Text("\\(Date.now)")
                }
            }
            """, event: .action(name: "roll", payload: .null))
        XCTAssertFalse(stored.recordedResults.isEmpty)
        XCTAssertEqual(replay(stored).rendered(), "reproduced")
    }

    func testCrashesOfEveryKindAreReproduced() throws {
        let crashes: [(kind: String, source: String, event: RunEvent, limits: Limits)] = [
            ("nilUnwrap", """
                actions["open"] = { ctx in
                    let missing: Int? = nil
                    state.set("value", missing!)
                }
                func body() -> Node { Text("hi") }
                """, .action(name: "open", payload: .null), .standard),
            ("indexOutOfRange", """
                func body() -> Node {
                    let items = ["a", "b"]
                    return Text(items[5])
                }
                """, .reload, .standard),
            ("instructionLimit", """
                actions["spin"] = { ctx in
                    var i = 0
                    while true { i += 1 }
                }
                func body() -> Node { Text("hi") }
                """, .action(name: "spin", payload: .null), Limits(instructions: 100_000)),
        ]
        for crash in crashes {
            let stored = try storedRun(crash.source, event: crash.event, limits: crash.limits)
            XCTAssertTrue(stored.isCrash, crash.kind)
            XCTAssertEqual(stored.failure?.kind, crash.kind)
            XCTAssertTrue(replay(stored, limits: crash.limits).isReproduced, "\(crash.kind): \(replay(stored, limits: crash.limits).rendered())")
        }
    }

    func testAFailingActionIsReproducedWithItsPayload() throws {
        let stored = try storedRun(
            """
            state.initial("todos", ["milk"])
            actions["remove"] = { ctx in
                var todos = state.get("todos") as! [String]
                todos.remove(at: ctx.payload as! Int)
                state.set("todos", todos)
            }
            func body() -> Node { Text("\\((state.get("todos") as! [String]).count)") }
            """, event: .action(name: "remove", payload: 3))
        XCTAssertEqual(stored.payload, 3)
        XCTAssertTrue(stored.isCrash)
        XCTAssertTrue(replay(stored).isReproduced, replay(stored).rendered())
    }

    func testAnAlteredProgramIsNeverReportedAsReproduced() throws {
        var stored = try storedRun(
            """
            actions["roll"] = { ctx in state.set("roll", Int.random(in: 1...6)) }
            func body() -> Node { Text("rolled \\(state.get("roll") ?? 0)") }
            """, event: .action(name: "roll", payload: .null))
        XCTAssertTrue(replay(stored).isReproduced)
        stored.program[0].text = stored.program[0].text.replacingOccurrences(of: "rolled", with: "got")
        let verdict = replay(stored)
        XCTAssertFalse(verdict.isReproduced)
        XCTAssertEqual(verdict.mismatches.map(\.aspect), [.ir])
    }
}

extension Snapshot {
    /// The snapshot with another time: what the store keeps is rounded to the microsecond.
    fileprivate func withTime(_ time: Date) -> Snapshot {
        var copy = self
        copy.time = time
        return copy
    }
}
