import XCTest
import ViewTree

final class SpellingTests: XCTestCase {
    func testCloseNamesAreSuggested() {
        XCTAssertEqual(Spelling.suggestion(for: "debounce", among: ["debounceMs", "database"]), "debounceMs")
        XCTAssertEqual(Spelling.suggestion(for: "port", among: ["host", "enabled"]), nil, "too far")
        XCTAssertEqual(Spelling.suggestion(for: "paddng", among: ["padding", "opacity"]), "padding")
        XCTAssertEqual(Spelling.suggestion(for: "forgroundColor", among: ["foregroundColor", "background"]), "foregroundColor")
        XCTAssertEqual(Spelling.suggestion(for: "Padding", among: ["padding"]), "padding")
        XCTAssertEqual(Spelling.suggestion(for: "xyz", among: ["padding"]), nil)
    }

    func testTranspositionsCountAsOneEdit() {
        XCTAssertEqual(Spelling.editDistance(Array("frmae"), Array("frame")), 1)
        XCTAssertEqual(Spelling.editDistance(Array(""), Array("abc")), 3)
    }
}
