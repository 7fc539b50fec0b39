import Foundation
import ProcessTestSupport
import Store
import ViewTree
import XCTest

/// A fresh folder under the system's temporary folder, removed when the test ends.
func temporaryFolder(_ test: XCTestCase) throws -> String {
    let path = NSTemporaryDirectory() + "store-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    test.addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
    return path
}

/// A row of the todo list, as the example app builds it.
func row(_ index: Int, title: String, done: Bool, line: Int = 18) -> Node {
    var children = [
        Node(
            id: "0.1.@\(index).0", type: "Toggle", props: ["title": .string(title)],
            bindings: ["isOn": "todos[\(index)].done"], source: SourceLocation(file: "components.swift", line: line + 1, column: 9)),
        Node(id: "0.1.@\(index).1", type: "Spacer"),
    ]
    if done {
        children.append(
            Node(id: "0.1.@\(index).2", type: "Image", props: ["systemName": "checkmark.circle.fill"],
                 modifiers: [Modifier("foregroundStyle", [Argument(.member("green"))])]))
    }
    return Node(
        id: "0.1.@\(index)", type: "HStack", children: children,
        modifiers: [Modifier("padding", [Argument(.member("vertical")), Argument(4)])],
        source: SourceLocation(file: "components.swift", line: line, column: 5, component: "todoRow"),
        reads: ["todos[\(index)].done"])
}

/// A small todo app's tree: a counter text, a list of rows, and a background in a slot.
func todoTree(count: Int = 0, todos: [(String, Bool)], padding: Int = 16) -> Document {
    let rows = todos.enumerated().map { row($0.offset, title: $0.element.0, done: $0.element.1) }
    return Document(
        root: Node(
            id: "0", type: "VStack", props: ["spacing": 12],
            children: [
                Node(id: "0.0", type: "Text", props: ["text": .string("Count: \(count)")], reads: ["count"]),
                Node(id: "0.1", type: "List", children: rows),
            ],
            slots: ["content": [Node(id: "0.content.0", type: "RoundedRectangle", props: ["cornerRadius": 8])]],
            modifiers: [
                Modifier("padding", [Argument(.int(padding))]),
                Modifier("background", [Argument(label: "content", .slot("content"))]),
            ],
            source: SourceLocation(file: "app.swift", line: 4, column: 5)))
}

func todoState(count: Int = 0, todos: [(String, Bool)]) -> JSONValue {
    .object([
        "count": .int(count),
        "todos": .array(todos.map { .object(["title": .string($0.0), "done": .bool($0.1)]) }),
    ])
}

let appSource = """
    func body() -> Node {
        VStack(spacing: 12) {
            Text("Count: \\(state.get("count"))")
            List { for (i, todo) in todos.enumerated() { todoRow(todo, i) } }
        }
        .padding(16)
    }

    """

let componentsSource = """
    func todoRow(_ todo: [String: Any], _ index: Int) -> Node {
        HStack {
            Toggle(todo["title"] as! String, isOn: state.bind("todos[\\(index)].done"))
            Spacer()
        }
    }

    """

/// A run of the todo app.
func todoSnapshot(
    count: Int = 0, todos: [(String, Bool)] = [("Milk", false), ("Eggs", true)], padding: Int = 16,
    app: String = appSource, reason: Snapshot.Reason = .reload, failure: RuntimeFailure? = nil, second: Int = 0
) -> Snapshot {
    Snapshot(
        time: Date(timeIntervalSince1970: 1_700_000_000 + Double(second)), reason: reason, document: "app",
        program: [ProgramFile(path: "app.swift", text: app), ProgramFile(path: "components.swift", text: componentsSource)],
        stateBefore: todoState(count: max(0, count - 1), todos: todos), stateAfter: todoState(count: count, todos: todos),
        action: reason == .action ? "increment" : nil, ir: failure == nil ? todoTree(count: count, todos: todos, padding: padding) : nil,
        failure: failure, duration: .microseconds(1234))
}

/// Runs the sqlite3 shell on a database and returns what it prints.
func sqlite3(_ path: String, _ sql: String) throws -> String {
    try ProcessRun("/usr/bin/sqlite3", [path, sql], errorsToOutput: true).output.trimmingCharacters(in: .whitespacesAndNewlines)
}

/// The raw bytes of a file, to check that a refused file was left alone.
func fileBytes(_ path: String) -> Data? {
    FileManager.default.contents(atPath: path)
}
