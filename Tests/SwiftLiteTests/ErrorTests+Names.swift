import XCTest

/// Errors about names: unknown names with suggestions, unknown types and members of
/// built-in types, redeclarations.
final class NameErrorTests: XCTestCase {
    func testAnUnknownNameSuggestsAClosOne() {
        XCTAssertEqual(
            ScriptHarness.compileErrors("let count = 1\nprint(cuont)\nprnt(count)\n"),
            [
                "main.swift:2:7: error: cannot find 'cuont' in scope [did you mean 'count'?]",
                "main.swift:3:1: error: cannot find 'prnt' in scope [did you mean 'print'?]",
            ])
    }

    func testAnUnknownNameWithNothingCloseHasNoSuggestion() {
        XCTAssertEqual(
            ScriptHarness.compileErrors("print(zzzzzz)\n"),
            ["main.swift:1:7: error: cannot find 'zzzzzz' in scope"])
    }

    func testSuggestionsIncludeLocalsAndParameters() {
        let source = """
            func total(of values: [Int]) -> Int {
                var runningSum = 0
                for value in values { runningSum += valeu }
                return runingSum
            }
            """
        XCTAssertEqual(
            ScriptHarness.compileErrors(source),
            [
                "main.swift:3:41: error: cannot find 'valeu' in scope [did you mean 'value'?]",
                "main.swift:4:12: error: cannot find 'runingSum' in scope [did you mean 'runningSum'?]",
            ])
    }

    func testANameIsNotVisibleOutsideItsBlock() {
        XCTAssertEqual(
            ScriptHarness.compileErrors("if true {\n    let inner = 1\n}\nprint(inner)\n"),
            ["main.swift:4:7: error: cannot find 'inner' in scope"])
    }

    func testAnUnknownTypeInAnAnnotation() {
        XCTAssertEqual(
            ScriptHarness.compileErrors("let a: Strng = \"x\"\nlet b: [Person] = []\n"),
            [
                "main.swift:1:1: error: cannot find type 'Strng' in scope [did you mean 'String'?]",
                "main.swift:2:1: error: cannot find type 'Person' in scope",
            ])
    }

    func testAnUnknownStaticMemberOfABuiltinType() {
        XCTAssertEqual(
            ScriptHarness.compileErrors("print(Int.maximum)\n"),
            ["main.swift:1:10: error: type 'Int' has no member 'maximum'"])
    }

    func testRedeclarations() {
        let source = """
            let a = 1
            var a = 2
            func f(_ x: Int) {}
            func f(_ y: Int) {}
            func g() {
                let local = 1
                let local = 2
            }
            """
        XCTAssertEqual(
            ScriptHarness.compileErrors(source),
            [
                "main.swift:2:5: error: invalid redeclaration of 'a'",
                "main.swift:4:1: error: invalid redeclaration of 'f(_:)' ['f(_:)' was declared at 3:1]",
                "main.swift:7:9: error: invalid redeclaration of 'local' ['local' was declared at 6:9]",
            ])
    }

    func testOverloadsByLabelAreNotRedeclarations() throws {
        XCTAssertEqual(
            try runProgram("func area(side: Int) -> Int { side * side }\nfunc area(width: Int, height: Int) -> Int { width * height }\nprint(area(side: 3), area(width: 2, height: 5))\n"),
            "9 10\n")
    }
}
