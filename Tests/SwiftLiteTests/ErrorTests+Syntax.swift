import SwiftLite
import XCTest

/// Syntax errors: the Swift compiler's own messages (swift-syntax's), with their notes and
/// fix-its, where they are reported, and that every error of every file is reported, not
/// only the first.
final class SyntaxErrorTests: XCTestCase {
    func testAnUnclosedBracketNamesWhereItWasOpened() {
        XCTAssertEqual(
            ScriptHarness.compileErrors("let a = [1, 2\nprint(a)\n"),
            ["main.swift:1:14: error: expected ']' to end array [to match this opening '[' at 1:9] [fix-it: insert ']']"])
        XCTAssertEqual(
            ScriptHarness.compileErrors("print((1 + 2)\n"),
            ["main.swift:1:14: error: expected ')' to end function call [to match this opening '(' at 1:6] [fix-it: insert ')']"])
        XCTAssertEqual(
            ScriptHarness.compileErrors("func f() {\n    print(1)\n"),
            ["main.swift:2:13: error: expected '}' to end function [to match this opening '{' at 1:10] [fix-it: insert '}']"])
    }

    func testAWrongCloserIsNamed() {
        XCTAssertEqual(
            ScriptHarness.compileErrors("let pair = (1, 2]\n"),
            [
                "main.swift:1:17: error: expected ')' to end tuple [to match this opening '(' at 1:12] [fix-it: insert ')']",
                "main.swift:1:17: error: unexpected code ']' in source file",
            ])
    }

    func testAFixItCarriesItsEdit() throws {
        let failure = try XCTUnwrap(
            CompiledProgram.compile([SourceFile(name: "main.swift", text: "print((1 + 2)\n")], environment: HostEnvironment()).failure)
        let fixIt = try XCTUnwrap(failure.diagnostics.first?.fixIts.first)
        XCTAssertEqual(fixIt.message, "insert ')'")
        XCTAssertEqual(fixIt.edits.map(\.replacement), [")"])
        XCTAssertEqual(fixIt.edits.first?.start, SourceLocation(line: 1, column: 14))
    }

    func testTheDiagnosticCarriesItsSourceLine() throws {
        let source = "let x = 1\nlet y = (x +\n"
        let failure = try XCTUnwrap(
            CompiledProgram.compile([SourceFile(name: "main.swift", text: source)], environment: HostEnvironment()).failure)
        XCTAssertEqual(failure.diagnostics.first?.sourceLine, "let y = (x +")
        XCTAssertEqual(failure.diagnostics.first?.location, SourceLocation(line: 2, column: 13))
    }

    func testMalformedLiteralsAndCharacters() {
        XCTAssertEqual(
            ScriptHarness.compileErrors("let s = \"open\nlet n = 0x\nlet m = 12abc\nlet e = \"\\q\"\nlet c = 'c'\n"),
            [
                "main.swift:1:14: error: expected '\"' to end string literal [to match this opening '\"' at 1:9] [fix-it: insert '\"']",
                "main.swift:2:11: error: expected hexadecimal digit (0-9, A-F) in integer literal",
                "main.swift:3:11: error: 'a' is not a valid digit in integer literal",
                "main.swift:4:10: error: invalid escape sequence in literal",
                "main.swift:5:9: error: Single-quoted string literal found, use '\"' [fix-it: replace ''' with '\"']",
            ])
    }

    func testAnUnterminatedCommentIsReportedWhereItStarts() {
        XCTAssertEqual(
            ScriptHarness.compileErrors("let a = 1\n/* never closed\nlet b = 2\n"),
            ["main.swift:2:1: error: unterminated '/*' comment"])
    }

    func testStatementsOnOneLineNeedASemicolon() {
        XCTAssertEqual(
            ScriptHarness.compileErrors("let a = 1 let b = 2\n"),
            ["main.swift:1:10: error: consecutive statements on a line must be separated by newline or ';' [fix-it: insert newline] [fix-it: insert ';']"])
    }

    func testAMissingExpression() {
        XCTAssertEqual(
            ScriptHarness.compileErrors("let a =\nlet b = (, 1)\n"),
            [
                "main.swift:1:8: error: expected expression in variable [fix-it: insert expression]",
                "main.swift:2:10: error: expected value in tuple [fix-it: insert value]",
            ])
    }

    func testACaseNeedsAStatement() {
        XCTAssertEqual(
            ScriptHarness.compileErrors("switch 1 {\ncase 1:\ndefault:\n    print(2)\n}\n"),
            ["main.swift:2:1: error: 'case' label in a 'switch' must have at least one executable statement"])
    }

    func testEveryErrorOfAFileIsReportedInOrder() {
        let source = """
            let x = 1
            x = 2
            print(undefinedThing)
            let y = (1 +
            func f() -> Int { }
            """
        XCTAssertEqual(
            ScriptHarness.compileErrors(source),
            [
                "main.swift:2:1: error: cannot assign to 'x': 'x' is a 'let' constant [change 'let' to 'var' to make it mutable]",
                "main.swift:3:7: error: cannot find 'undefinedThing' in scope",
                "main.swift:4:13: error: expected expression after operator [fix-it: insert expression]",
                "main.swift:4:13: error: expected ')' to end tuple [to match this opening '(' at 4:9] [fix-it: insert ')']",
                "main.swift:5:1: error: missing return in function 'f' expected to return 'Int'",
            ])
    }

    func testErrorsOfSeveralFilesNameTheirFile() {
        let errors = ScriptHarness.compileErrors([
            ("a.swift", "func helper() -> Int { 1 }\nlet a = helpr()\n"),
            ("b.swift", "let b = [1\n"),
        ])
        XCTAssertEqual(
            errors,
            [
                "a.swift:2:9: error: cannot find 'helpr' in scope [did you mean 'helper'?]",
                "b.swift:1:11: error: expected ']' to end array [to match this opening '[' at 1:9] [fix-it: insert ']']",
            ])
    }

    func testAnEnumsRawValueErrorsNameTheFileThatDeclaresIt() {
        let errors = ScriptHarness.compileErrors([
            ("a.swift", "let first = Suit.hearts\n"),
            ("b.swift", "let x = 1\nenum Suit: Int {\n    case hearts = x\n    case spades = 1, clubs = 1\n}\n"),
        ])
        XCTAssertEqual(
            errors,
            [
                "b.swift:3:19: error: raw value for enum case must be a literal",
                "b.swift:4:22: error: raw value for enum case is not unique",
            ])
    }

    func testDeepNestingIsAnErrorNotACrash() {
        let depth = 5_000
        let expression = String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)
        let errors = ScriptHarness.compileErrors("let x = \(expression)\n")
        XCTAssertEqual(errors.first?.hasSuffix("error: the code is nested too deeply (more than 128 levels)"), true, "\(errors.first ?? "")")
        XCTAssertLessThan(errors.count, 5, "one report, not one per level")
    }
}

extension Result {
    /// The error, for tests that expect a failure.
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
