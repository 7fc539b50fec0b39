import Runtime
import ViewTree
import XCTest

/// A one-file SwiftUI program run as `workbench run` runs it (its `@main` app, else its first
/// preview, unless a document is named), each event on the state the last run left.
final class ScriptSession {
    let files: [ProgramFile]
    let runner = Runner()
    private(set) var result: RunResult

    init(_ source: String, root: DocumentRoot = .automatic, file: StaticString = #filePath, line: UInt = #line) {
        files = [ProgramFile(path: "app.swift", text: source)]
        result = runner.run(RunInput(files: files, root: root))
        check(file: file, line: line)
    }

    var root: Node? { result.document?.root }
    var state: JSONValue { result.stateAfter }
    /// The tree as `workbench run` prints it.
    var outline: String { root.map { TreeOutline().render($0) } ?? "" }

    /// Runs a node's event (its tap unless told).
    func tap(_ id: String, _ event: String = "tap", file: StaticString = #filePath, line: UInt = #line) throws {
        let node = try XCTUnwrap(root?.node(withID: id), "no node \(id) in\n\(outline)", file: file, line: line)
        let action = try XCTUnwrap(node.events[event], "\(node.type) \(id) has no \(event) event", file: file, line: line)
        result = runner.run(RunInput(files: files, state: result.stateAfter, event: .action(name: action, payload: .null), root: DocumentRoot(document: result.documentName)))
        check(file: file, line: line)
    }

    private func check(file: StaticString, line: UInt) {
        if let failure = result.failure { XCTFail(failure.rendered(), file: file, line: line) }
        if !result.diagnostics.isEmpty { XCTFail(result.diagnostics.map { $0.rendered() }.joined(separator: "\n"), file: file, line: line) }
    }
}
