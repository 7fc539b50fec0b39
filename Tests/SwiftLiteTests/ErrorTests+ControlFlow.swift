import XCTest

/// Misplaced jumps, return problems and switches that do not cover every value are
/// reported before the script runs.
final class ControlFlowErrorTests: XCTestCase {
    func testBreakAndContinueOutsideLoops() {
        XCTAssertEqual(
            ScriptHarness.compileErrors("break\ncontinue\nfunc f() {\n    break\n}\nswitch 1 {\ndefault:\n    continue\n}\n"),
            [
                "main.swift:1:1: error: 'break' is only allowed inside a loop or a switch",
                "main.swift:2:1: error: 'continue' is only allowed inside a loop",
                "main.swift:4:5: error: 'break' is only allowed inside a loop or a switch",
                "main.swift:8:5: error: 'continue' is only allowed inside a loop",
            ])
    }

    func testJumpsDoNotCrossFunctionsOrClosures() {
        XCTAssertEqual(
            ScriptHarness.compileErrors("for i in 0..<3 {\n    let f = { break }\n    f()\n}\n"),
            ["main.swift:2:15: error: 'break' is only allowed inside a loop or a switch"])
    }

    func testUnknownLabels() {
        XCTAssertEqual(
            ScriptHarness.compileErrors("for i in 0..<2 {\n    break outer\n}\nwhile true {\n    continue nowhere\n}\n"),
            [
                "main.swift:2:5: error: cannot find label 'outer' in scope",
                "main.swift:5:5: error: cannot find label 'nowhere' in scope",
            ])
    }

    func testContinueCannotTargetASwitch() {
        XCTAssertEqual(
            ScriptHarness.compileErrors("for i in 0..<2 {\n    choice: switch i {\n    default:\n        continue choice\n    }\n}\n"),
            ["main.swift:4:9: error: 'continue' cannot be used with the switch label 'choice'"])
    }

    func testReturnProblems() {
        let source = """
            return 1
            func f() { return 1 }
            func g() -> Int { return }
            """
        XCTAssertEqual(
            ScriptHarness.compileErrors(source),
            [
                "main.swift:1:1: error: 'return' is not allowed in top-level code",
                "main.swift:2:12: error: unexpected return value in 'f', which returns nothing (declare its result type with '-> Type')",
                "main.swift:3:19: error: 'g' must return a value of type 'Int'",
            ])
    }

    func testAMissingReturn() {
        let source = """
            func sign(_ n: Int) -> String {
                if n < 0 {
                    return "negative"
                } else if n > 0 {
                    return "positive"
                }
            }
            func empty() -> Int {
            }
            """
        XCTAssertEqual(
            ScriptHarness.compileErrors(source),
            [
                "main.swift:2:5: error: missing return in function 'sign' expected to return 'String'",
                "main.swift:8:1: error: missing return in function 'empty' expected to return 'Int'",
            ])
    }

    func testEveryPathReturnsIsNoError() throws {
        let source = """
            func sign(_ n: Int) -> String {
                if n < 0 { return "-" } else if n > 0 { return "+" } else { return "0" }
            }
            func kind(_ flag: Bool) -> Int {
                switch flag {
                case true: return 1
                case false: return 0
                }
            }
            func forever() -> Int {
                while true {}
            }
            func fail() -> Int {
                fatalError("no value")
            }
            print(sign(-3), sign(0), kind(true))
            """
        XCTAssertEqual(try runProgram(source), "- 0 1\n")
    }

    func testAGuardMustLeaveItsScope() {
        XCTAssertEqual(
            ScriptHarness.compileErrors("func f(_ x: Int?) {\n    guard let x else {\n        print(\"none\")\n    }\n}\n"),
            ["main.swift:2:5: error: 'guard' body must not fall through; end it with 'return', 'break' or 'continue'"])
    }

    func testANonExhaustiveSwitch() {
        XCTAssertEqual(
            ScriptHarness.compileErrors("let n = 1\nswitch n {\ncase 1:\n    print(1)\ncase let x where x > 1:\n    print(x)\n}\n"),
            ["main.swift:2:1: error: switch must be exhaustive; add a 'default:' case"])
    }

    func testFallthroughPlacement() {
        XCTAssertEqual(
            ScriptHarness.compileErrors("switch 1 {\ncase 1:\n    fallthrough\ndefault:\n    fallthrough\n}\nfallthrough\n"),
            [
                "main.swift:5:5: error: 'fallthrough' cannot be used in the last case of a switch",
                "main.swift:7:1: error: 'fallthrough' is only allowed inside a switch",
            ])
    }

    func testEveryPatternOfACaseBindsTheSameNames() {
        XCTAssertEqual(
            ScriptHarness.compileErrors("switch (1, 2) {\ncase (let a, 0), (0, let b):\n    print(1)\ndefault:\n    break\n}\n"),
            ["main.swift:2:18: error: every pattern of a case must bind the same names (a)"])
    }
}
