import SwiftLite
import XCTest

/// The non-deterministic built-ins give results in their documented ranges, and a run
/// replayed from its record gives exactly the same results.
final class NondeterministicBuiltinTests: XCTestCase {
    private let source = """
        let die = Int.random(in: 1...6)
        let fraction = Double.random(in: 0..<1)
        let coin = Bool.random()
        let pick = ["a", "b", "c"].randomElement()!
        let order = [1, 2, 3, 4].shuffled()
        let id = UUID().uuidString
        let now = Date.now
        print(die, fraction, coin, pick, order, id, now)
        print((1...6).contains(die), fraction >= 0 && fraction < 1, ["a", "b", "c"].contains(pick))
        print(order.sorted() == [1, 2, 3, 4], id.count, now > 1_600_000_000)
        """

    private func run(_ log: NondeterminismLog) throws -> String {
        let program = try CompiledProgram.compile([SourceFile(name: "main.swift", text: source)], environment: HostEnvironment()).get()
        let interpreter = Interpreter(program: program, nondeterminism: log)
        var output = ""
        interpreter.printHandler = { output += $0 }
        try interpreter.runTopLevel()
        return output
    }

    func testResultsAreInTheirRanges() throws {
        let lines = try run(NondeterminismLog()).split(separator: "\n")
        XCTAssertEqual(lines.count, 3)
        XCTAssertEqual(lines[1], "true true true")
        XCTAssertEqual(lines[2], "true 36 true")
    }

    func testAReplayGivesTheSameRun() throws {
        let recording = NondeterminismLog()
        let first = try run(recording)
        XCTAssertFalse(recording.recorded.isEmpty)
        let replay = NondeterminismLog(replaying: recording.recorded)
        XCTAssertEqual(try run(replay), first)
        XCTAssertEqual(replay.recorded, recording.recorded)
    }

    func testAReplayThatDivergesIsARuntimeError() throws {
        let program = try CompiledProgram.compile(
            [SourceFile(name: "main.swift", text: "let die = Int.random(in: 1...6)\n")], environment: HostEnvironment()
        ).get()
        let interpreter = Interpreter(program: program, nondeterminism: NondeterminismLog(replaying: [.string("not a number")]))
        XCTAssertThrowsError(try interpreter.runTopLevel()) { error in
            guard let error = error as? ScriptError else { return XCTFail("not a script error: \(error)") }
            XCTAssertEqual(error.kind, .replayDiverged)
            XCTAssertEqual(error.frames.map(\.description), ["top level at main.swift:1:14"])
        }
    }
}
