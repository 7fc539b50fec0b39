import Runtime
import SwiftLite
import ViewTree
import XCTest

/// SwiftLite and ViewTree each write string literals the way Swift does (`print(["a\n"])`
/// in a script, as `debugDescription`; a prop's value in the IR's descriptions, as source
/// text, where an apostrophe is not escaped). The two
/// modules depend on nothing, so each keeps its own copy of `writeQuoted`; this checks
/// that the twins agree, here where both are in reach.
final class QuotingTests: XCTestCase {
    func testScriptsAndTheIRQuoteStringsAlike() {
        for text in ["plain", "tab\t quote\" backslash\\ apostrophe'", "nul\0 bell\u{7} delete\u{7F} escape\u{1B}", "line\nreturn\r", "é 🎉 \u{301}", ""] {
            var quoted = ""
            ViewTree.Value.writeQuoted(text, to: &quoted)
            // The IR's quoting is itself a SwiftLite literal: the script prints it back, an
            // apostrophe escaped as Swift's `debugDescription` does (source text needs no escape).
            let debugQuoted = quoted.replacingOccurrences(of: "'", with: "\\'")
            XCTAssertEqual(runScript("let s = \(quoted)\nprint([s])\n").output, "[\(debugQuoted)]\n", quoted)
        }
    }
}
