import ArgumentParser
import Foundation
import Store
import ViewTree

/// A session read from a folder of real runs: `NNNN.json` files holding IR documents in
/// the canonical form (what the daemon publishes), taken in name order, each with an
/// optional `NNNN.state.json` beside it holding the state after that run.
struct RecordedSession {
    private var steps: [(ir: URL, state: URL?)]
    private var index = 0
    private var previousState: JSONValue?

    init(folder: String) throws {
        let url = URL(fileURLWithPath: folder)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        steps = names.filter { $0.hasSuffix(".json") && !$0.hasSuffix(".state.json") }.map { name in
            let stateName = String(name.dropLast(".json".count)) + ".state.json"
            return (url.appendingPathComponent(name), names.contains(stateName) ? url.appendingPathComponent(stateName) : nil)
        }
        guard !steps.isEmpty else { throw ValidationError("\(folder) holds no .json IR documents") }
    }

    var count: Int { steps.count }

    mutating func next() throws -> Snapshot {
        let step = steps[index % steps.count]
        defer { index += 1 }
        let document = try Document(jsonBytes: [UInt8](try Data(contentsOf: step.ir)))
        let state = try step.state.map { try JSONParser.parse(bytes: [UInt8](try Data(contentsOf: $0))) }
        defer { previousState = state }
        return Snapshot(
            time: Date(timeIntervalSince1970: 1_700_000_000 + Double(index)), reason: index == 0 ? .load : .reload,
            document: "app", program: [ProgramFile(path: "recorded.swift", text: "// \(step.ir.lastPathComponent)\n")],
            stateBefore: previousState, stateAfter: state, ir: document)
    }
}
