import XCTest

/// Calls of script functions and library functions are checked before the script runs:
/// argument labels, missing and extra arguments, trailing closures.
final class CallErrorTests: XCTestCase {
    private let greet = "func greet(name: String, times: Int = 1) -> String { name }\n"

    func testAWrongLabel() {
        XCTAssertEqual(
            ScriptHarness.compileErrors(greet + "greet(nam: \"x\")\n"),
            ["main.swift:2:7: error: incorrect argument label in call (have 'nam:', expected 'name:') ['greet(name:times:)' is declared at 1:1]"])
    }

    func testAMissingLabel() {
        XCTAssertEqual(
            ScriptHarness.compileErrors(greet + "greet(\"x\")\n"),
            ["main.swift:2:7: error: incorrect argument label in call (have no label, expected 'name:') ['greet(name:times:)' is declared at 1:1]"])
    }

    func testALabelWhereThereIsNone() {
        XCTAssertEqual(
            ScriptHarness.compileErrors("func add(_ a: Int, _ b: Int) -> Int { a + b }\nprint(add(a: 1, 2))\n"),
            ["main.swift:2:11: error: incorrect argument label in call (have 'a:', expected no label) ['add(_:_:)' is declared at 1:1]"])
    }

    func testAnExtraArgument() {
        XCTAssertEqual(
            ScriptHarness.compileErrors(greet + "greet(name: \"x\", times: 1, extra: 2)\ngreet(name: \"x\", 3)\n"),
            [
                "main.swift:2:28: error: extra argument 'extra:' in call ['greet(name:times:)' is declared at 1:1]",
                "main.swift:3:18: error: extra argument in call ['greet(name:times:)' is declared at 1:1]",
            ])
    }

    func testAMissingArgument() {
        XCTAssertEqual(
            ScriptHarness.compileErrors(greet + "greet()\nfunc pair(_ a: Int, _ b: Int) {}\npair(1)\n"),
            [
                "main.swift:2:1: error: missing argument for parameter 'name:' in call ['greet(name:times:)' is declared at 1:1]",
                "main.swift:4:1: error: missing argument for parameter 'b' in call ['pair(_:_:)' is declared at 3:1]",
            ])
    }

    func testAnExtraTrailingClosure() {
        XCTAssertEqual(
            ScriptHarness.compileErrors("func f(_ x: Int) {}\nf(1) { }\n"),
            ["main.swift:2:6: error: extra trailing closure passed in call ['f(_:)' is declared at 1:1]"])
    }

    func testNoOverloadMatches() {
        let source = "func area(side: Int) -> Int { side }\nfunc area(width: Int, height: Int) -> Int { width }\nprint(area(radius: 2))\n"
        XCTAssertEqual(
            ScriptHarness.compileErrors(source),
            ["main.swift:3:7: error: no 'area' takes the arguments (radius:) ['area(side:)' is declared at 1:1] ['area(width:height:)' is declared at 2:1]"])
    }

    func testNestedFunctionsAreCheckedToo() {
        let source = """
            func outer() {
                func inner(value: Int) {}
                inner(1)
            }
            """
        XCTAssertEqual(
            ScriptHarness.compileErrors(source),
            ["main.swift:3:11: error: incorrect argument label in call (have no label, expected 'value:') ['inner(value:)' is declared at 2:5]"])
    }

    func testALibraryFunctionWithWrongLabelsListsItsLabels() {
        XCTAssertEqual(
            ScriptHarness.compileErrors("let n = Int(text: \"4\")\nlet s = String(repating: \"a\", count: 2)\n"),
            [
                "main.swift:1:9: error: no 'Int' takes the arguments (text:); the labels that exist are Int(_:), Int(_:radix:), Int(), Int(exactly:)",
                "main.swift:2:9: error: no 'String' takes the arguments (repating:count:); the labels that exist are String(_:), String(describing:), String(repeating:count:), String(), String(_:radix:), String(_:radix:uppercase:), String(format:_:), String(decoding:as:) [did you mean 'repeating:' instead of 'repating:'?]",
            ])
    }

    func testClosuresAreCalledWithoutLabels() {
        XCTAssertEqual(
            ScriptHarness.compileErrors("let f = { (x: Int) in x }\nprint(f(x: 1))\n"),
            ["main.swift:2:9: error: closures and function values are called without argument labels ('x:')"])
    }
}
