import SwiftLite
import XCTest

/// A script can never hang or exhaust its host: exceeding a limit is a runtime error with
/// a trace, like any other. (Where exactly a budget runs out depends on the instructions
/// the compiler emits, so traces are compared by function and line.)
final class LimitErrorTests: XCTestCase {
    private func lines(of error: ScriptError?) -> [String]? {
        error?.frames.map { "\($0.function) at \($0.file):\($0.location.line)" }
    }

    func testTheInstructionLimitEndsAnEndlessLoop() {
        let failure = ScriptHarness.runtimeFailure(
            "func spin() {\n    var i = 0\n    while true { i += 1 }\n}\nspin()\n",
            limits: Limits(instructions: 10_000, callDepth: 64, memoryBytes: 64 << 20))
        XCTAssertEqual(failure?.error.kind, .instructionLimit)
        XCTAssertEqual(failure?.error.message, "the instruction limit (10000 per run) was exceeded: is a loop running without end?")
        XCTAssertEqual(lines(of: failure?.error), ["spin at main.swift:3", "top level at main.swift:5"])
        XCTAssertEqual(failure?.error.sourceLine, "    while true { i += 1 }")
    }

    func testTheInstructionLimitCountsWorkInsideLibraryCalls() {
        let failure = ScriptHarness.runtimeFailure(
            "let all = (0..<1_000_000).map { $0 * 2 }\nprint(all.count)\n",
            limits: Limits(instructions: 10_000, callDepth: 64, memoryBytes: 256 << 20))
        XCTAssertEqual(failure?.error.kind, .instructionLimit)
        // A call is charged before it starts, so the trace ends at the call to 'map'.
        XCTAssertEqual(lines(of: failure?.error), ["top level at main.swift:1"])
    }

    func testLibraryCallsAreChargedForTheSizeOfWhatTheyReadAndMake() {
        // One `uppercased()` of 4 MB counts 500,000 instructions, not one: a loop of them
        // ends at the limit instead of running for minutes.
        let failure = ScriptHarness.runtimeFailure(
            "let text = String(repeating: \"ab\", count: 2_000_000)\nvar total = 0\nfor _ in 0..<1_000 { total += text.uppercased().count }\n",
            limits: Limits(instructions: 2_000_000, callDepth: 64, memoryBytes: 256 << 20))
        XCTAssertEqual(failure?.error.kind, .instructionLimit)
        XCTAssertEqual(lines(of: failure?.error), ["top level at main.swift:3"])
    }

    func testCollectionsDoubledInAShortLoopStopAtTheMemoryLimit() {
        // Forty doublings ask for terabytes within forty iterations, between two of the
        // periodic memory checks: each result is checked as it is made.
        for doubling in ["a = a + a", "a += a", "a.append(contentsOf: a)", "s = \"\\(s)\\(s)\""] {
            let failure = ScriptHarness.runtimeFailure(
                "var a = [1]\nvar s = \"ab\"\nfor _ in 0..<40 { \(doubling) }\n",
                limits: Limits(instructions: 10_000_000, callDepth: 64, memoryBytes: 64 << 20))
            XCTAssertEqual(failure?.error.kind, .memoryLimit, doubling)
        }
    }

    func testATypeErrorOnAValueSharedManyTimesOverIsDescribedQuickly() {
        // `a = [a, a]` forty times is 2^40 elements seen through sharing; its type in the
        // message stops ten levels down.
        let failure = ScriptHarness.runtimeFailure("var a: Any = 0\nfor _ in 0..<40 { a = [a, a] }\nprint(a + 1)\n")
        XCTAssertEqual(
            failure?.error.message,
            "binary operator '+' cannot be applied to operands of type '[[[[[[[[[[Any]]]]]]]]]]' and 'Int'")
    }

    func testADefaultValueThatCallsItsOwnFunctionIsACompileError() {
        XCTAssertEqual(
            ScriptHarness.compileErrors("func f(_ a: Int = f()) -> Int { a }\nprint(f())\n"),
            ["main.swift:1:19: error: the default value of 'a' calls 'f' again, without end: a default value cannot need its own function's default"])
    }

    func testTheCallDepthLimitEndsEndlessRecursion() {
        let failure = ScriptHarness.runtimeFailure(
            "func down(_ n: Int) -> Int {\n    down(n + 1)\n}\nprint(down(0))\n",
            limits: Limits(instructions: 1_000_000, callDepth: 20, memoryBytes: 64 << 20))
        XCTAssertEqual(failure?.error.kind, .callDepthLimit)
        XCTAssertEqual(
            failure?.error.message, "the call depth limit (20 calls) was exceeded: is 'down' calling itself without end?")
        XCTAssertEqual(failure?.error.frames.count, 20)
        XCTAssertEqual(failure?.error.frames.first?.description, "down at main.swift:2:5")
        XCTAssertEqual(failure?.error.frames.last?.description, "top level at main.swift:4:7")
        XCTAssertEqual(failure?.error.sourceLine, "    down(n + 1)")
    }

    func testRecursionThroughLibraryClosuresIsBoundedToo() {
        let failure = ScriptHarness.runtimeFailure(
            "func nest(_ n: Int) -> [Int] {\n    [n].flatMap { nest($0 + 1) }\n}\nprint(nest(0))\n",
            limits: Limits(instructions: 10_000_000, callDepth: 10_000, memoryBytes: 256 << 20))
        XCTAssertEqual(failure?.error.kind, .callDepthLimit)
        XCTAssertEqual(
            failure?.error.message, "calls nest too deeply through library functions (more than 100 levels)")
    }

    func testOneHugeAllocationIsRefusedBeforeItIsMade() {
        ScriptHarness.assertRuntimeError(
            "let grid = Array(repeating: 0, count: 1_000_000_000_000)\n",
            limits: Limits(instructions: 10_000, callDepth: 64, memoryBytes: 64 << 20), kind: .memoryLimit,
            message: "this would need more than the memory limit (64 MB) for script values",
            trace: ["top level at main.swift:1:12"], sourceLine: "let grid = Array(repeating: 0, count: 1_000_000_000_000)")
        ScriptHarness.assertRuntimeError(
            "let text = String(repeating: \"ab\", count: Int.max)\n",
            limits: Limits(instructions: 10_000, callDepth: 64, memoryBytes: 64 << 20), kind: .memoryLimit,
            message: "this would need more than the memory limit (64 MB) for script values",
            trace: ["top level at main.swift:1:12"], sourceLine: "let text = String(repeating: \"ab\", count: Int.max)")
    }

    func testAStrideAsLongAsAnIntCanCountIsRefusedNotTrapped() {
        for call in ["stride(from: 0, to: Int.max, by: 1)", "stride(from: 0, through: Int.max, by: 1)", "stride(from: Int.min, to: Int.max, by: 1)"] {
            ScriptHarness.assertRuntimeError(
                "let steps = \(call)\n",
                limits: Limits(instructions: 10_000, callDepth: 64, memoryBytes: 64 << 20), kind: .memoryLimit,
                message: "this would need more than the memory limit (64 MB) for script values",
                trace: ["top level at main.swift:1:13"], sourceLine: "let steps = \(call)")
        }
    }

    func testRepeatingAnEmptyStringAnyNumberOfTimesIsEmptyAtOnce() throws {
        XCTAssertEqual(
            try runProgram("print(String(repeating: \"\", count: Int.max).count)\n", limits: Limits(instructions: 10_000, callDepth: 64, memoryBytes: 64 << 20)),
            "0\n")
    }

    // `a = [a, a]` forty times: 2^40 elements as a tree, forty arrays in memory.
    private let sharedForty = "var a: [Any] = [1]\nvar b: [Any] = [1]\nfor _ in 0..<40 {\n    a = [a, a]\n    b = [b, b]\n}\n"

    func testComparingValuesThatShareTheirArraysTakesTimeByTheArraysNotTheTree() throws {
        XCTAssertEqual(try runProgram(sharedForty + "print(a == b, a == a, a == [b, [1]])\n"), "true true false\n")
    }

    func testDescribingAValueThatUnfoldsPastTheLimitsIsRefusedAsItGrows() {
        let limits = Limits(instructions: 100_000, callDepth: 64, memoryBytes: 64 << 20)
        for line in ["print(a)", "let text = \"\\(a)\"", "let text = String(describing: a)", "let text = a.description"] {
            let failure = ScriptHarness.runtimeFailure(sharedForty + line + "\n", limits: limits)
            XCTAssertEqual(failure?.error.kind, .instructionLimit, line)
            XCTAssertEqual(lines(of: failure?.error), ["top level at main.swift:7"], line)
        }
        let memory = ScriptHarness.runtimeFailure(sharedForty + "print(a)\n", limits: Limits(instructions: 10_000_000, callDepth: 64, memoryBytes: 1 << 20))
        XCTAssertEqual(memory?.error.kind, .memoryLimit)
    }

    func testADescriptionIsWholeOrRefusedNeverCutShort() throws {
        let source = "let a = Array(0..<3000)\nlet text = \"\\(a)\"\nprint(text.count)\n"
        XCTAssertEqual(try runProgram(source), "16890\n")
        let failure = ScriptHarness.runtimeFailure(source, limits: Limits(instructions: 2_000, callDepth: 64, memoryBytes: 64 << 20))
        XCTAssertEqual(failure?.error.kind, .instructionLimit)
    }

    func testTuplesNestedSixtyDeepCompareInTimeByTheirDepth() throws {
        XCTAssertEqual(try runProgram("var a: Any = 0\nvar b: Any = 0\nfor _ in 0..<60 {\n    a = (a, 1)\n    b = (b, 2)\n}\nprint(a < b, b < a)\n"), "true false\n")
    }

    func testATypeErrorAboutAnArrayOfABillionElementsIsQuick() {
        let failure = ScriptHarness.runtimeFailure(
            "let a = Array(repeating: Array(repeating: Array(repeating: 1, count: 1000), count: 1000), count: 1000)\nprint(a + 1)\n")
        XCTAssertEqual(failure?.error.message, "binary operator '+' cannot be applied to operands of type '[[[Int]]]' and 'Int'")
    }

    func testLibraryCallsRefuseResultsPastTheMemoryLimitBeforeMakingThem() {
        let limits = Limits(instructions: 10_000_000, callDepth: 64, memoryBytes: 64 << 20)
        for line in [
            "let t = Array(repeating: \"\", count: 1_000_000).joined(separator: s)",
            "let t = Array(repeating: s, count: 1_000_000).joined()",
            "let t = s.replacingOccurrences(of: \"x\", with: s)",
            "var t = s\nfor _ in 0..<40 { t.append(t) }",
            "let t = Array(repeating: 1, count: 10_000_000).enumerated()",
            "let t = zip(Array(repeating: 1, count: 10_000_000), Array(repeating: 1, count: 10_000_000))",
        ] {
            let failure = ScriptHarness.runtimeFailure("let s = String(repeating: \"x\", count: 100_000)\n" + line + "\n", limits: limits)
            XCTAssertEqual(failure?.error.kind, .memoryLimit, line)
        }
    }

    func testAStrideOfNonFiniteNumbersIsRefused() {
        ScriptHarness.assertRuntimeError(
            "let steps = stride(from: 0.0, to: Double.nan, by: 1.0)\n", kind: .invalidArgument,
            message: "stride needs finite numbers, found from: 0.0, to: nan, by: 1.0",
            trace: ["top level at main.swift:1:13"], sourceLine: "let steps = stride(from: 0.0, to: Double.nan, by: 1.0)")
    }

    func testTheMemoryLimitEndsAGrowingValue() {
        let failure = ScriptHarness.runtimeFailure(
            "var text = \"x\"\nwhile true {\n    text += text\n}\n",
            limits: Limits(instructions: 10_000_000, callDepth: 64, memoryBytes: 16 << 20))
        XCTAssertEqual(failure?.error.kind, .memoryLimit)
        XCTAssertEqual(
            failure?.error.message,
            "the script's values use more than the memory limit (16 MB); is a collection growing without end?")
        XCTAssertEqual(lines(of: failure?.error), ["top level at main.swift:3"])
    }

    func testTheLimitsApplyPerRun() throws {
        let program = try CompiledProgram.compile(
            [SourceFile(name: "main.swift", text: "func work() { var i = 0\n while i < 1_000 { i += 1 } }\n")],
            environment: HostEnvironment()
        ).get()
        let interpreter = Interpreter(program: program, limits: Limits(instructions: 10_000, callDepth: 64, memoryBytes: 64 << 20))
        for _ in 0..<5 {
            interpreter.beginRun()
            XCTAssertNoThrow(try interpreter.callFunction(named: "work"))
        }
    }
}
