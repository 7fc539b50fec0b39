import Runtime
import SwiftLite
import ViewTree
import XCTest

/// Runs a one-file program and returns the result.
func runScript(_ source: String, state: JSONValue = .object([:]), event: RunEvent = .load, recorded: [JSONValue]? = nil, runner: Runner = Runner()) -> RunResult {
    runner.run(RunInput(files: [ProgramFile(path: "app.swift", text: source)], state: state, event: event, recorded: recorded))
}

/// Runs a program that must render, and returns its document's root.
func render(_ source: String, state: JSONValue = .object([:]), file: StaticString = #filePath, line: UInt = #line) -> Node? {
    let result = runScript(source, state: state)
    switch result.outcome {
    case .rendered(let document?):
        return document.root
    case .rendered(nil):
        XCTFail("the program has no body()", file: file, line: line)
    case .compileFailed(let diagnostics):
        XCTFail("compile errors:\n" + diagnostics.map { $0.rendered() }.joined(separator: "\n"), file: file, line: line)
    case .failed(let failure):
        XCTFail("runtime error:\n" + failure.rendered(), file: file, line: line)
    }
    return nil
}

/// The compile errors of a program (failing the test when it compiles).
func compileErrors(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> [ViewTree.Diagnostic] {
    let result = runScript(source)
    guard case .compileFailed(let diagnostics) = result.outcome else {
        XCTFail("the program compiled", file: file, line: line)
        return []
    }
    return diagnostics
}

/// The runtime failure of a program (failing the test when it succeeds).
func runtimeFailure(_ source: String, state: JSONValue = .object([:]), event: RunEvent = .load, file: StaticString = #filePath, line: UInt = #line) -> RuntimeFailure? {
    let result = runScript(source, state: state, event: event)
    guard let failure = result.failure else {
        XCTFail("the program did not fail at run time: \(result.outcome)", file: file, line: line)
        return nil
    }
    return failure
}

extension Node {
    /// `type id` of every node below, depth first, children before slots.
    var outline: [String] {
        var lines: [String] = []
        forEachNode { lines.append("\($0.type) \($0.id)") }
        return lines
    }
}
