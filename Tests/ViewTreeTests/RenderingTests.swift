import XCTest
import ViewTree

final class RenderingTests: XCTestCase {
    func testADiagnosticShowsTheLineAndACaretUnderTheColumn() {
        let diagnostic = Diagnostic(
            severity: .error, message: "expected ')' to close '(' opened at 4:9", file: "app.swift", line: 4, column: 17,
            sourceLine: "\tText(\"Count\", x", notes: ["did you mean 'count'?"])
        XCTAssertEqual(diagnostic.rendered(), """
            app.swift:4:17: error: expected ')' to close '(' opened at 4:9
             4 | \tText("Count", x
               | \t               ^
               = note: did you mean 'count'?
            """)
        XCTAssertEqual(try Diagnostic(json: diagnostic.jsonValue), diagnostic)
    }

    func testColorsAppearOnlyWhenAskedFor() {
        let diagnostic = Diagnostic(severity: .warning, message: "m", file: "f.vml", line: 1, column: 1, sourceLine: "x")
        XCTAssertFalse(diagnostic.rendered().contains("\u{1B}"))
        XCTAssertTrue(diagnostic.rendered(style: TerminalStyle(colors: true)).contains("\u{1B}[1;33mwarning:"))
    }

    func testARuntimeFailureShowsItsTraceInnermostFirst() {
        let failure = RuntimeFailure(
            kind: "indexOutOfRange", message: "index 5 is out of range for an array of 3 elements",
            frames: [StackFrame(function: "row", file: "app.swift", line: 12, column: 18),
                     StackFrame(function: "body", file: "app.swift", line: 20, column: 9)],
            sourceLine: "    let x = todos[5]")
        XCTAssertEqual(failure.rendered(), """
            app.swift:12:18: error: index 5 is out of range for an array of 3 elements
             12 |     let x = todos[5]
                |                  ^
            stack trace, innermost first:
              row at app.swift:12:18
              body at app.swift:20:9
            """)
        XCTAssertEqual(try RuntimeFailure(json: failure.jsonValue), failure)
    }

    func testSourceContextMarksTheCenterLine() {
        let text = "a\nb\nc\nd\ne"
        XCTAssertEqual(SourceExcerpt.context(of: text, around: 2, radius: 1), "  1 | a\n> 2 | b\n  3 | c")
        XCTAssertEqual(SourceExcerpt.context(of: text, around: 9), "")
    }

    func testTheOutlinePrintsOneNodePerLine() {
        XCTAssertEqual(TreeOutline().render(sampleTree()), """
            VStack 0 alignment: .leading, spacing: 12 · padding
              Text 0.0 "Count: 1" · font padding
              Toggle 0.1 "Milk" isOn <-> todos[0].done
              Button 0.2 "Increment" tap -> increment
              toolbar:
                ToolbarItem 0.toolbar.0 placement: "topBarLeading"
            """)
        XCTAssertEqual(TreeOutline(maximumDepth: 0).render(sampleTree()), """
            VStack 0 alignment: .leading, spacing: 12 · padding
              … 4 more nodes
            """)
    }
}

final class TraceCompressionTests: XCTestCase {
    func testRepeatedFramesOfDeepRecursionAreShownOnce() {
        let frame = StackFrame(function: "f", file: "a.swift", line: 1, column: 34)
        let failure = RuntimeFailure(
            kind: "callDepthLimit", message: "too deep",
            frames: Array(repeating: frame, count: 511) + [StackFrame(function: "top level", file: "a.swift", line: 2, column: 7)])
        XCTAssertEqual(failure.rendered().components(separatedBy: "\n").suffix(3), [
            "stack trace, innermost first:", "  f at a.swift:1:34 (511 times)", "  top level at a.swift:2:7",
        ])
    }

    func testFunctionsCallingEachOtherAreShownAsOneCycleWithACount() {
        let even = StackFrame(function: "isEven", file: "a.swift", line: 1, column: 49)
        let odd = StackFrame(function: "isOdd", file: "a.swift", line: 2, column: 32)
        let top = StackFrame(function: "top level", file: "a.swift", line: 5, column: 7)
        let failure = RuntimeFailure(
            kind: "callDepthLimit", message: "too deep", frames: Array(repeating: [even, odd], count: 255).flatMap { $0 } + [even, top])
        XCTAssertEqual(failure.rendered().components(separatedBy: "\n").suffix(6), [
            "stack trace, innermost first:", "  isEven at a.swift:1:49", "  isOdd at a.swift:2:32", "  (the 2 calls above, 255 times)",
            "  isEven at a.swift:1:49", "  top level at a.swift:5:7",
        ])
        // A frame that appears twice, but not in a row, is not a repetition.
        XCTAssertEqual(RepeatedFrames.collapsing([even, odd, top, even]).map(\.repeats), [1, 1, 1, 1])
    }
}

final class SourceLinesTests: XCTestCase {
    func testEveryKindOfLineBreakEndsALine() {
        XCTAssertEqual("a\nb\r\nc\rd".sourceLines, ["a", "b", "c", "d"])
        XCTAssertEqual("\u{FEFF}a\n".sourceLines, ["a", ""])
    }

    func testAnExcerptOfAWindowsFileShowsItsLines() {
        let text = "one\r\ntwo\r\nthree\r\n"
        XCTAssertEqual(SourceExcerpt.context(of: text, around: 2, radius: 1), "  1 | one\n> 2 | two\n  3 | three")
    }
}
