import SwiftLite
import XCTest

/// Runs a program and returns what it printed.
func runProgram(_ source: String, file: String = "main.swift", limits: Limits = .standard) throws -> String {
    let program = try CompiledProgram.compile([SourceFile(name: file, text: source)], environment: HostEnvironment()).get()
    let interpreter = Interpreter(program: program, limits: limits)
    var output = ""
    interpreter.printHandler = { output += $0 }
    interpreter.beginRun()
    try interpreter.runTopLevel()
    return output
}

final class InterpreterSmokeTests: XCTestCase {
    func testAProgramRunsAndPrints() throws {
        XCTAssertEqual(try runProgram("print(\"hello\", 1 + 2, 3.0, [1, 2, 3])"), "hello 3 3.0 [1, 2, 3]\n")
    }
}
