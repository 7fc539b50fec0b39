import SwiftLite
import XCTest

/// Compiles and runs scripts for tests, and shows their diagnostics and runtime errors
/// in a compact, exact form that assertions compare as text.
enum ScriptHarness {
    /// Small limits, so that tests of runaway scripts end quickly.
    static let smallLimits = Limits(instructions: 20_000, callDepth: 64, memoryBytes: 64 << 20)

    /// The diagnostics of a program that must not compile, each as
    /// `file:line:column: error: message` followed by its notes in brackets.
    static func compileErrors(
        _ files: [(name: String, text: String)], file: StaticString = #filePath, line: UInt = #line
    ) -> [String] {
        let sources = files.map { SourceFile(name: $0.name, text: $0.text) }
        switch CompiledProgram.compile(sources, environment: HostEnvironment()) {
        case .success:
            XCTFail("the program compiled; errors were expected", file: file, line: line)
            return []
        case .failure(let failure):
            return failure.diagnostics.map(describe)
        }
    }

    /// The diagnostics of a one-file program named `main.swift` that must not compile.
    static func compileErrors(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> [String] {
        compileErrors([("main.swift", source)], file: file, line: line)
    }

    /// `main.swift:2:7: error: message [note] [note]`.
    static func describe(_ diagnostic: Diagnostic) -> String {
        ([diagnostic.summary] + diagnostic.notes.map { "[\($0)]" }).joined(separator: " ")
    }

    /// The error a program that compiles stops with at run time, and what it printed.
    static func runtimeFailure(
        _ source: String, named name: String = "main.swift", limits: Limits = smallLimits,
        file: StaticString = #filePath, line: UInt = #line
    ) -> (error: ScriptError, output: String)? {
        let program: CompiledProgram
        switch CompiledProgram.compile([SourceFile(name: name, text: source)], environment: HostEnvironment()) {
        case .success(let compiled):
            program = compiled
        case .failure(let failure):
            XCTFail("the program does not compile: \(failure.diagnostics.map(describe))", file: file, line: line)
            return nil
        }
        let interpreter = Interpreter(program: program, limits: limits)
        var output = ""
        interpreter.printHandler = { output += $0 }
        do {
            interpreter.beginRun()
            try interpreter.runTopLevel()
        } catch {
            return (error, output)
        }
        XCTFail("the program ran to its end; a runtime error was expected", file: file, line: line)
        return nil
    }

    /// Asserts a runtime error's kind, message, trace (`name at file:line:col`,
    /// innermost first) and the source line of its innermost frame.
    static func assertRuntimeError(
        _ source: String, limits: Limits = smallLimits, kind: ScriptError.Kind, message: String, trace: [String],
        sourceLine: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let failure = runtimeFailure(source, limits: limits, file: file, line: line) else { return }
        XCTAssertEqual(failure.error.kind, kind, "kind", file: file, line: line)
        XCTAssertEqual(failure.error.message, message, "message", file: file, line: line)
        XCTAssertEqual(failure.error.frames.map(\.description), trace, "trace", file: file, line: line)
        XCTAssertEqual(failure.error.sourceLine, sourceLine, "source line", file: file, line: line)
    }
}
