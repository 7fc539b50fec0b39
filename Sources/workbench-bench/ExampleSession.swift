import Runs
import Foundation
import Runtime
import Store
import SwiftLite
import ViewTree

/// An editing session of the function-style example app (scripts/example-functions) run by the real runtime, with
/// enough todos for a tree of about a thousand nodes.
///
/// Each step is what a user does beside `workbench serve`: most are saves of app.swift that
/// change a padding or a spacing (hot reloads), some insert a comment line at the top of
/// components.swift (shifting the source line of every row), the rest toggle a todo (a
/// binding), bump the counter or change the filter (actions).
struct ExampleSession {
    private var files: [ProgramFile]
    private let runner = Runner()
    private var state: JSONValue
    private var random: SplitMix64
    private var step = 0
    private let todoCount: Int

    /// A session of the example app in `folder` with `todos` todos.
    init(folder: String, todos: Int, seed: UInt64 = 42) throws {
        files = try ScriptSources.load(path: folder).map { ProgramFile(path: $0.name, text: $0.text) }
        guard files.contains(where: { $0.path.hasSuffix("app.swift") }) else {
            throw ExampleSessionError("\(folder) has no app.swift: pass the example app's folder")
        }
        todoCount = todos
        state = .object([
            "todos": .array(
                (1...todos).map { .object(["id": .int($0), "title": .string("Todo \($0)"), "done": .bool($0 % 2 == 0)]) }),
            "nextID": .int(todos + 1),
        ])
        random = SplitMix64(seed: seed)
    }

    /// The next run, as the daemon would store it.
    mutating func next() -> Snapshot {
        defer { step += 1 }
        var event = RunEvent.load
        if step > 0 {
            let roll = random.next() % 100
            if roll < 55 {
                let padding = 8 + Int(random.next() % 24)
                edit(file: "app.swift") { Self.replacing(#"\.padding\(\d+\)"#, in: $0, with: ".padding(\(padding))") }
                event = .reload
            } else if roll < 60 {
                edit(file: "components.swift") { "// edited\n" + $0 }
                event = .reload
            } else if roll < 88 {
                let index = Int(random.next() % UInt64(todoCount))
                let done = state.objectValue?["todos"]?.arrayValue?[index].objectValue?["done"]?.boolValue ?? false
                event = .binding(path: "todos[\(index)].done", value: .bool(!done))
            } else if roll < 98 {
                event = .action(name: "increment", payload: .null)
            } else {
                event = .action(name: "setFilter", payload: .string(random.next() % 2 == 0 ? "all" : "open"))
            }
        }
        let result = runner.run(RunInput(files: files, state: state, event: event))
        state = result.stateAfter
        return Self.snapshot(of: result, files: files, time: Date(timeIntervalSince1970: 1_700_000_000 + Double(step)))
    }

    private mutating func edit(file name: String, _ change: (String) -> String) {
        guard let index = files.firstIndex(where: { $0.path.hasSuffix(name) }) else { return }
        files[index].text = change(files[index].text)
    }

    private static func replacing(_ pattern: String, in text: String, with replacement: String) -> String {
        guard let range = text.range(of: pattern, options: .regularExpression) else { return text }
        return text.replacingCharacters(in: range, with: replacement)
    }

    /// What the daemon stores for a run.
    static func snapshot(of result: RunResult, files: [ProgramFile], time: Date) -> Snapshot {
        Snapshot(result, files: files, time: time)
    }
}

/// The example app's folder is not usable.
struct ExampleSessionError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
