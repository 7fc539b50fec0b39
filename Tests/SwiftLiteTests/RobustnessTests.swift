import Foundation
import SwiftLite
import XCTest

/// Bad input never crashes or hangs SwiftLite: random bytes, random token sequences,
/// mutations of the conformance programs and pathological nesting all end in
/// diagnostics or in a program that compiles; those that compile run to an end, a
/// runtime error or a limit. The inputs are generated from fixed seeds, so every run
/// feeds the same ones (set SWIFTLITE_ROBUSTNESS_TRACE=1 to print each input before it
/// is fed, to find the one that brings a crash).
final class RobustnessTests: XCTestCase {
    private let limits = Limits(instructions: 5_000, callDepth: 32, memoryBytes: 64 << 20)
    private let trace = ProcessInfo.processInfo.environment["SWIFTLITE_ROBUSTNESS_TRACE"] != nil

    func testRandomBytes() {
        var mutator = SourceMutator(seed: 1)
        for index in 0..<1_000 {
            feed(mutator.randomBytes(maximumLength: 400), label: "random bytes #\(index)")
        }
    }

    func testTokenSoups() {
        var mutator = SourceMutator(seed: 2)
        for index in 0..<2_000 {
            feed(mutator.tokenSoup(maximumTokens: 60), label: "token soup #\(index)")
        }
    }

    func testMutationsOfTheConformancePrograms() throws {
        var mutator = SourceMutator(seed: 3)
        let programs = try ConformanceSuite.programs().map { try String(contentsOf: $0.sourceURL, encoding: .utf8) }
        XCTAssertFalse(programs.isEmpty)
        var compiled = 0
        // Six rounds over the 300-odd programs: each program is mutated in several ways
        // without the test taking minutes in a debug build.
        for round in 0..<6 {
            for (index, program) in programs.enumerated() {
                if feed(mutator.mutate(program), label: "mutation \(round) of program #\(index)") { compiled += 1 }
            }
        }
        // Some mutations leave a valid program (a duplicated line, an edit in a comment),
        // so the run path is exercised too.
        XCTAssertGreaterThan(compiled, 50)
    }

    func testMutationsSpreadOverSeveralFiles() throws {
        var mutator = SourceMutator(seed: 4)
        let programs = try ConformanceSuite.programs().map { try String(contentsOf: $0.sourceURL, encoding: .utf8) }
        for index in 0..<200 {
            let first = mutator.mutate(programs[index % programs.count])
            let second = mutator.mutate(programs[(index * 7 + 3) % programs.count])
            feed([("a.swift", first), ("b.swift", second)], label: "two files #\(index)")
        }
    }

    func testPathologicalNestingOfEveryKind() {
        let shapes: [(name: String, make: (Int) -> String)] = [
            ("parentheses", { String(repeating: "(", count: $0) + "1" + String(repeating: ")", count: $0) }),
            ("arrays", { String(repeating: "[", count: $0) + String(repeating: "]", count: $0) }),
            ("dictionaries", { String(repeating: "[1: ", count: $0) + "1" + String(repeating: "]", count: $0) }),
            ("closures", { String(repeating: "{ ", count: $0) + String(repeating: "}", count: $0) }),
            ("prefix operators", { String(repeating: "- ", count: $0) + "1" }),
            ("negations", { String(repeating: "! ", count: $0) + "true" }),
            ("operator chains", { "1" + String(repeating: " + 1", count: $0) }),
            ("member chains", { "x" + String(repeating: ".a", count: $0) }),
            ("optional chains", { "x" + String(repeating: "?.a", count: $0) }),
            ("subscript chains", { "x" + String(repeating: "[0]", count: $0) }),
            ("calls", { String(repeating: "f(", count: $0) + String(repeating: ")", count: $0) }),
            ("ternaries", { String(repeating: "true ? 1 : ", count: $0) + "0" }),
            ("nil coalescing", { String(repeating: "x ?? ", count: $0) + "1" }),
            ("assignments", { String(repeating: "x = ", count: $0) + "1" }),
            ("blocks", { String(repeating: "if true { ", count: $0) + String(repeating: "}", count: $0) }),
            ("else-if chains", { "if true {}" + String(repeating: " else if true {}", count: $0) }),
            ("functions", { String(repeating: "func f() { ", count: $0) + String(repeating: "}", count: $0) }),
            ("array types", { "let a: " + String(repeating: "[", count: $0) + "Int" + String(repeating: "]", count: $0) + " = []" }),
            ("tuple types", { "let a: " + String(repeating: "(", count: $0) + "Int" + String(repeating: ")", count: $0) + " = 1" }),
            ("function types", { "let a: " + String(repeating: "() -> ", count: $0) + "Int" }),
            ("patterns", { "switch 1 { case " + String(repeating: "(", count: $0) + "1" + String(repeating: ")", count: $0) + ": break\ndefault: break }" }),
            ("binding patterns", { "let " + String(repeating: "(", count: $0) + "a" + String(repeating: ")", count: $0) + " = 1" }),
            ("interpolations", { String(repeating: "\"\\(", count: $0) + "1" + String(repeating: ")\"", count: $0) }),
            ("comments", { String(repeating: "/* ", count: $0) + String(repeating: "*/", count: $0) + " 1" }),
            ("attributes", { String(repeating: "@a ", count: $0) + "let x = 1" }),
        ]
        for shape in shapes {
            for size in [10, 60, 127, 129, 1_000, 5_000] {
                feed("let x = 1\nfunc f(_ a: Any = 0) -> Int { 1 }\nlet y = \(shape.make(size))\n", label: "\(shape.name) × \(size)")
                feed(shape.make(size), label: "\(shape.name) × \(size), alone")
            }
        }
    }

    func testLongChainsOfValuesAreReleasedAndPrinted() throws {
        // A linked list built from dictionaries (and arrays between them), far deeper
        // than a stack could follow recursively: printing it stops at a depth, and
        // releasing it when the function returns must not exhaust the stack.
        let source = """
            func build(_ count: Int) -> Int {
                var list: [String: Any] = ["value": 0]
                for i in 1...count {
                    list = ["value": i, "next": i % 2 == 0 ? [list] : list]
                }
                let text = "\\(list)"
                print(text.hasPrefix("[\\"value\\": 100000, \\"next\\": [[\\"value\\": 99999"), text.contains("…"))
                return list["value"] as! Int
            }
            print(build(100_000))
            """
        XCTAssertEqual(try runProgram(source, limits: Limits(instructions: 5_000_000)), "true true\n100000\n")
    }

    // MARK: - Feeding

    /// Compiles one file and, when it compiles, runs it. Returns whether it compiled.
    @discardableResult
    private func feed(_ text: String, label: String, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        feed([("main.swift", text)], label: label, file: file, line: line)
    }

    @discardableResult
    private func feed(_ files: [(name: String, text: String)], label: String, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        if trace {
            // Standard error is unbuffered, so the input that brings a crash is printed whole.
            let text = "robustness: \(label)\n\(files.map(\.text).joined(separator: "\n--- next file ---\n"))\n"
            FileHandle.standardError.write(Data(text.utf8))
        }
        let sources = files.map { SourceFile(name: $0.name, text: $0.text) }
        switch CompiledProgram.compile(sources, environment: HostEnvironment()) {
        case .failure(let failure):
            XCTAssertTrue(failure.diagnostics.contains { $0.severity == .error }, "\(label): a failure without an error", file: file, line: line)
            let lineCounts = Dictionary(sources.map { ($0.name, Self.lineCount($0.text)) }, uniquingKeysWith: { $1 })
            for diagnostic in failure.diagnostics {
                assertWellPlaced(diagnostic, lineCounts: lineCounts, label: label, file: file, line: line)
            }
            return false
        case .success(let program):
            let interpreter = Interpreter(program: program, limits: limits)
            interpreter.printHandler = { _ in }
            do {
                interpreter.beginRun()
                try interpreter.runTopLevel()
            } catch {
                XCTAssertFalse(error.frames.isEmpty, "\(label): a runtime error without a trace: \(error.message)", file: file, line: line)
            }
            return true
        }
    }

    /// The lines of a file as Swift counts them: a line ends at LF, CR LF or a lone CR.
    private static func lineCount(_ text: String) -> Int {
        var count = 1
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\r") || (byte == UInt8(ascii: "\n") && previous != UInt8(ascii: "\r")) { count += 1 }
            previous = byte
        }
        return count
    }

    /// A diagnostic names one of the program's files and a position inside it.
    private func assertWellPlaced(_ diagnostic: Diagnostic, lineCounts: [String: Int], label: String, file: StaticString, line: UInt) {
        guard let lineCount = lineCounts[diagnostic.file] else {
            XCTFail("\(label): a diagnostic names an unknown file: \(diagnostic.summary)", file: file, line: line)
            return
        }
        XCTAssertTrue(
            diagnostic.location.line >= 1 && Int(diagnostic.location.line) <= lineCount && diagnostic.location.column >= 1,
            "\(label): a diagnostic outside the file: \(diagnostic.summary)", file: file, line: line)
        XCTAssertFalse(diagnostic.message.isEmpty, "\(label): an empty message", file: file, line: line)
    }
}
