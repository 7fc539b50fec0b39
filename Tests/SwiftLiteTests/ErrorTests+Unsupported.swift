import XCTest

/// What scripts may not use is reported as such, each once, and the rest of the file is
/// still checked.
final class UnsupportedConstructTests: XCTestCase {
    private func assertOneError(_ source: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(ScriptHarness.compileErrors(source, file: file, line: line), [expected], file: file, line: line)
    }

    func testTypeDeclarations() {
        assertOneError("class Shape {\n    var sides = 0\n}\n", "main.swift:1:1: error: 'class' declarations are not supported in scripts")
        assertOneError("struct Point { var x = 0 }\n", "main.swift:1:1: error: 'struct' declarations are not supported in scripts")
        assertOneError("enum Mode { case a, b }\n", "main.swift:1:1: error: 'enum' declarations are not supported in scripts")
        assertOneError("protocol Drawable {}\n", "main.swift:1:1: error: protocols are not supported in scripts")
        assertOneError("extension Int {}\n", "main.swift:1:1: error: extensions are not supported in scripts")
        assertOneError("typealias Name = String\n", "main.swift:1:1: error: type aliases are not supported in scripts")
        assertOneError("actor Counter {}\n", "main.swift:1:1: error: 'actor' declarations are not supported in scripts")
    }

    func testGenerics() {
        assertOneError(
            "func first<T>(_ items: [T]) -> T? { items.first }\nprint(first([1])!)\n",
            "main.swift:1:11: error: generic functions are not supported in scripts")
    }

    func testConcurrency() {
        assertOneError("func load() async -> Int { 1 }\n", "main.swift:1:13: error: 'async' functions are not supported in scripts")
        assertOneError("func f() -> Int { 1 }\nlet x = await f()\n", "main.swift:2:9: error: 'await' is not supported in scripts (scripts have no async functions)")
    }

    func testErrorHandling() {
        assertOneError("func f() throws {}\n", "main.swift:1:10: error: throwing functions are not supported in scripts")
        assertOneError("func f() {}\ntry f()\n", "main.swift:2:1: error: 'try' is not supported in scripts (scripts have no errors to handle)")
        assertOneError("func f() {}\ndo {\n    f()\n} catch {\n}\n", "main.swift:4:3: error: 'do'/'catch' is not supported in scripts (scripts have no errors to catch)")
        assertOneError("throw 1\n", "main.swift:1:1: error: 'throw' is not supported in scripts")
    }

    func testImportsAndDirectives() {
        assertOneError("import Foundation\nprint(1)\n", "main.swift:1:1: error: 'import' is not supported in scripts")
        assertOneError("#if DEBUG\n", "main.swift:1:1: error: compiler directives ('#if', '#Preview', ...) are not supported in scripts")
    }

    func testAttributes() {
        assertOneError(
            "@State var count = 0\ncount += 1\n",
            "main.swift:1:1: error: attributes (such as '@State' or '@ViewBuilder') are not supported in scripts")
        assertOneError(
            "func f(_ g: @autoclosure () -> Int) {}\n", "main.swift:1:13: error: the attribute '@autoclosure' is not supported in scripts")
    }

    func testEscapingAndSendableAreAccepted() throws {
        XCTAssertEqual(try runProgram("func run(_ f: @escaping @Sendable () -> Int) -> Int { f() }\nprint(run { 4 })\n"), "4\n")
    }

    func testKeyPathsAndCaptureLists() {
        assertOneError("let counts = [\"a\"].map(\\.count)\n", "main.swift:1:24: error: key paths are not supported in scripts; use a closure such as { $0.name }")
        assertOneError(
            "var n = 1\nlet f = { [n] in n }\n",
            "main.swift:2:11: error: capture lists are not supported in scripts (closures capture variables by reference)")
    }

    func testParameterForms() {
        assertOneError("func f(_ x: inout Int) {}\n", "main.swift:1:13: error: 'inout' parameters are not supported in scripts")
        assertOneError("func f(_ xs: Int...) {}\n", "main.swift:1:17: error: variadic parameters are not supported in scripts")
    }

    func testOtherStatements() {
        assertOneError("func f() {\n    defer { print(1) }\n}\n", "main.swift:2:5: error: 'defer' is not supported in scripts")
        assertOneError("var total: Int { 1 }\n", "main.swift:1:16: error: computed variables and property observers are not supported in scripts")
        assertOneError("let x: some Equatable = 1\n", "main.swift:1:8: error: opaque types ('some ...') are not supported in scripts; views have the type 'Node'")
    }

    func testTheRestOfTheFileIsStillChecked() {
        XCTAssertEqual(
            ScriptHarness.compileErrors("struct S {\n    var a = 1\n}\nprint(undefinedName)\n"),
            [
                "main.swift:1:1: error: 'struct' declarations are not supported in scripts",
                "main.swift:4:7: error: cannot find 'undefinedName' in scope",
            ])
    }
}
