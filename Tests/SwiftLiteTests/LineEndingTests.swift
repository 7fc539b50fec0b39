import SwiftLite
import XCTest

/// A script saved with Windows line endings, old Mac ones, or a byte order mark reads as
/// Swift reads it: the same values, the same line and column numbers.
final class LineEndingTests: XCTestCase {
    func testAMultiLineStringHasTheSameValueWhateverTheLineEndings() throws {
        let lines = ["let s = \"\"\"", "    hello", "    world", "    \"\"\"", "print(s, s.count)"]
        let expected = "hello\nworld 11\n"
        XCTAssertEqual(try runProgram(lines.joined(separator: "\n")), expected)
        XCTAssertEqual(try runProgram(lines.joined(separator: "\r\n")), expected)
        XCTAssertEqual(try runProgram(lines.joined(separator: "\r")), expected)
    }

    func testALoneCarriageReturnEndsAStatement() throws {
        XCTAssertEqual(try runProgram("let x = 1\rprint(x)\rprint(x + 1)\r"), "1\n2\n")
    }

    func testAByteOrderMarkIsNotPartOfTheFirstName() throws {
        XCTAssertEqual(try runProgram("\u{FEFF}print(\"bom\")\n"), "bom\n")
        // Columns on the first line count from the first character an editor shows.
        XCTAssertEqual(ScriptHarness.compileErrors("\u{FEFF}let a = b\n"), ["main.swift:1:9: error: cannot find 'b' in scope [did you mean 'a'?]"])
    }

    func testLinesAreCountedAtEveryKindOfLineBreak() {
        for separator in ["\n", "\r\n", "\r"] {
            let source = ["let x = 1", "print(x)", "print(y)"].joined(separator: separator)
            let errors = ScriptHarness.compileErrors(source)
            XCTAssertEqual(errors.first?.hasPrefix("main.swift:3:7: error: cannot find 'y' in scope"), true, "\(separator.debugDescription): \(errors)")
        }
    }

    func testARuntimeErrorShowsItsSourceLineWithoutTheCarriageReturn() {
        ScriptHarness.assertRuntimeError(
            "let a: [Int] = []\r\nprint(a[2])\r\n", kind: .indexOutOfRange, message: "index 2 is out of range for an array of 0 elements",
            trace: ["top level at main.swift:2:8"], sourceLine: "print(a[2])")
    }
}
