import Foundation
import Runtime
import ViewTree
import XCTest

/// One file of a SwiftUI corpus in Tests/Fixtures, run as `workbench run` runs it: the `@main`
/// app, else its first `#Preview`; each event runs on the state the last run left. The
/// corpus tests (SwiftUICorpusTests, PublicSwiftUICorpusTests) act on it as a user would.
final class CorpusApp {
    let files: [ProgramFile]
    let runner = Runner()
    private(set) var result: RunResult

    /// Runs `Tests/Fixtures/FOLDER/NAME`; a compile error, a runtime error or a warning fails.
    init(_ name: String, in folder: String, file: StaticString = #filePath, line: UInt = #line) throws {
        files = [ProgramFile(path: name, text: try String(contentsOf: Self.fixture(name, in: folder), encoding: .utf8))]
        result = runner.run(RunInput(files: files, root: .automatic))
        try check(file: file, line: line)
    }

    /// Runs one file of source text (`app.swift`), as the corpus files run.
    init(source: String, file: StaticString = #filePath, line: UInt = #line) throws {
        files = [ProgramFile(path: "app.swift", text: source)]
        result = runner.run(RunInput(files: files, root: .automatic))
        try check(file: file, line: line)
    }

    /// The URL of a file in Tests/Fixtures/FOLDER.
    static func fixture(_ name: String, in folder: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/\(folder)/\(name)")
    }

    var root: Node { result.document!.root }
    var state: JSONValue { result.stateAfter }

    /// The node with this id.
    func node(_ id: String, file: StaticString = #filePath, line: UInt = #line) throws -> Node {
        try XCTUnwrap(root.node(withID: id), "no node \(id) in\n\(TreeOutline().render(root))", file: file, line: line)
    }

    /// The text a node shows (a Text's, a control's title).
    func text(_ id: String, file: StaticString = #filePath, line: UInt = #line) throws -> String? {
        let shown = try node(id, file: file, line: line)
        return (shown.props["text"] ?? shown.props["title"])?.description.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
    }

    /// Runs a node's event (its tap unless told), as `:tap` does. A tap on a node without
    /// one (a button's label) is its nearest tappable ancestor's, as a finger's on a device.
    func tap(_ id: String, _ event: String = "tap", payload: JSONValue = .null, file: StaticString = #filePath, line: UInt = #line) throws {
        var found = try node(id, file: file, line: line)
        if event == "tap", found.events["tap"] == nil, let tappable = ancestors(of: id).last(where: { $0.events["tap"] != nil }) { found = tappable }
        if let refusal = root.disabledRefusal(of: found.id) {
            // `:tap` refuses it, as SwiftUI ignores a tap on a disabled view.
            XCTFail(refusal, file: file, line: line)
            return
        }
        let action = try XCTUnwrap(
            found.events[event] ?? found.events.first { $0.key.hasPrefix(event + ":") }?.value, "\(found.type) \(id) has no \(event) event",
            file: file, line: line)
        run(.action(name: action, payload: payload))
        try check(file: file, line: line)
    }

    /// The nodes above the node with this id, from the root down.
    func ancestors(of id: String) -> [Node] {
        func path(from node: Node) -> [Node]? {
            if node.id == id { return [] }
            for child in node.contents.map(\.node) {
                if let below = path(from: child) { return [node] + below }
            }
            return nil
        }
        return path(from: root) ?? []
    }

    /// Writes through a node's binding, as the preview's control does.
    func set(_ id: String, _ value: JSONValue, file: StaticString = #filePath, line: UInt = #line) throws {
        let bound = try node(id, file: file, line: line)
        if let refusal = root.disabledRefusal(of: id) {
            XCTFail(refusal, file: file, line: line)
            return
        }
        let path = try XCTUnwrap(bound.bindings.values.first, "\(bound.type) \(id) has no binding", file: file, line: line)
        run(.binding(path: path, value: value))
        try check(file: file, line: line)
    }

    /// The value at a state path.
    func value(_ path: String) -> JSONValue {
        var current = state
        for component in (try? StatePath(parsing: path))?.components ?? [] {
            switch component {
            case .key(let key): current = current.objectValue?[key] ?? .null
            case .index(let index): current = current.arrayValue.map { index < $0.count ? $0[index] : .null } ?? .null
            }
        }
        return current
    }

    /// Runs a node's tap, which must fail, and returns the failure's message; the app stays
    /// as it was (a failed run changes nothing).
    func failingTap(_ id: String, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let found = try node(id, file: file, line: line)
        let before = result
        run(.action(name: try XCTUnwrap(found.events["tap"], "\(found.type) \(id) has no tap event", file: file, line: line), payload: .null))
        defer { result = before }
        let failure = try XCTUnwrap(result.failure, "the tap did not fail", file: file, line: line)
        XCTAssertEqual(result.stateAfter, before.stateAfter, "a failed run changes no state", file: file, line: line)
        return failure.message
    }

    private func run(_ event: RunEvent) {
        result = runner.run(RunInput(files: files, state: result.stateAfter, event: event, root: DocumentRoot(document: result.documentName)))
    }

    private func check(file: StaticString, line: UInt) throws {
        if let failure = result.failure { XCTFail(failure.rendered(), file: file, line: line) }
        if !result.diagnostics.isEmpty { XCTFail(result.diagnostics.map { $0.rendered() }.joined(separator: "\n"), file: file, line: line) }
        XCTAssertEqual(result.warnings.map(\.message), [], file: file, line: line)
        _ = try XCTUnwrap(result.document, "no tree", file: file, line: line)
    }
}
