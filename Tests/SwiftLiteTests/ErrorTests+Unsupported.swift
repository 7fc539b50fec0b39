import XCTest

/// What scripts may not use (spec §1, "Out of scope") is reported as such, each once at the
/// construct, never as a cascade, and the rest of the file is still checked.
final class UnsupportedConstructTests: XCTestCase {
    private func assertOneError(_ source: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(ScriptHarness.compileErrors(source, file: file, line: line), [expected], file: file, line: line)
    }

    func testActors() {
        assertOneError("actor Counter {\n    var value = 0\n}\n", "main.swift:1:1: error: 'actor' declarations are not supported in scripts")
    }

    func testConcurrency() {
        assertOneError("func load() async -> Int { 1 }\n", "main.swift:1:13: error: 'async' functions are not supported in scripts")
        assertOneError(
            "func f() -> Int { 1 }\nlet x = await f()\n", "main.swift:2:9: error: 'await' is not supported in scripts (scripts have no async functions)")
        assertOneError("let f = { () async -> Int in 1 }\n", "main.swift:1:14: error: 'async' closures are not supported in scripts")
    }

    func testErrorHandling() {
        assertOneError("func f() throws {}\n", "main.swift:1:10: error: throwing functions are not supported in scripts")
        assertOneError("func f() {}\ntry f()\n", "main.swift:2:1: error: 'try' is not supported in scripts (scripts have no errors to handle)")
        assertOneError(
            "func f() {}\ndo {\n    f()\n} catch {\n}\n", "main.swift:4:3: error: 'do'/'catch' is not supported in scripts (scripts have no errors to catch)")
        assertOneError("throw 1\n", "main.swift:1:1: error: 'throw' is not supported in scripts")
        // `Result.get()` throws in Swift: reported at its `try`, once.
        assertOneError(
            "enum E: Error { case bad }\nlet r: Result<Int, E> = .success(1)\nprint(try r.get())\n",
            "main.swift:3:7: error: 'try' is not supported in scripts (scripts have no errors to handle)")
        // The `guard` whose body only throws is not also reported as falling through.
        assertOneError(
            "func f(_ x: Int?) -> Int {\n    guard let x else { throw E.empty }\n    return x\n}\n",
            "main.swift:2:24: error: 'throw' is not supported in scripts")
    }

    func testImportsOtherThanTheAcceptedFrameworks() throws {
        assertOneError(
            "import MapKit\nprint(1)\n",
            "main.swift:1:1: error: 'import MapKit' is not supported in scripts; only SwiftUI, Foundation, Observation, Combine and UIKit may be imported (and import nothing)")
    }

    func testDirectivesAndMacros() {
        assertOneError(
            "#warning(\"later\")\n", "main.swift:1:1: error: the macro '#warning' is not supported in scripts")
        assertOneError("let x = #line\n", "main.swift:1:9: error: the macro '#line' is not supported in scripts")
    }

    func testAttributesOutsideWhatSwiftUIUses() {
        assertOneError(
            "@State var count = 0\ncount += 1\n", "main.swift:1:1: error: property wrappers such as '@State' can only be used on a type's properties")
        assertOneError(
            "func f(_ g: @autoclosure () -> Int) {}\n", "main.swift:1:13: error: the attribute '@autoclosure' is not supported in scripts")
        assertOneError(
            "@propertyWrapper struct Clamped {\n    var wrappedValue: Int\n}\n",
            "main.swift:1:1: error: user-declared property wrappers are not supported in scripts")
        assertOneError(
            "@resultBuilder struct Builder {\n    static func buildBlock(_ parts: Int...) -> [Int] { parts }\n}\n",
            "main.swift:1:1: error: user-declared result builders are not supported in scripts")
    }

    func testEscapingAndSendableAreAccepted() throws {
        XCTAssertEqual(try runProgram("func run(_ f: @escaping @Sendable () -> Int) -> Int { f() }\nprint(run { 4 })\n"), "4\n")
    }

    func testOperatorDeclarations() {
        assertOneError("infix operator **\n", "main.swift:1:1: error: operator declarations are not supported in scripts")
    }

    func testComputedLocalVariables() {
        // Top-level ones are globals (structs/static_and_global_observers in the conformance suite).
        assertOneError(
            "func f() {\n    var total: Int { 1 }\n}\n",
            "main.swift:2:9: error: computed variables and property observers outside a type are not supported in scripts")
    }

    func testTheRestOfTheFileIsStillChecked() {
        XCTAssertEqual(
            ScriptHarness.compileErrors("actor A {\n    var a = 1\n}\nprint(undefinedName)\n"),
            [
                "main.swift:1:1: error: 'actor' declarations are not supported in scripts",
                "main.swift:4:7: error: cannot find 'undefinedName' in scope",
            ])
    }
}
