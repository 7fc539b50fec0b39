import XCTest
import ViewTree

final class JSONParserTests: XCTestCase {
    func testIntegersAndDoublesAreToldApart() throws {
        XCTAssertEqual(try JSONParser.parse("[1, 1.0, 1e2, -0, 9223372036854775808]"),
                       [.int(1), .double(1), .double(100), .int(0), .double(9223372036854775808)])
    }

    func testEscapesAndSurrogatePairsDecode() throws {
        XCTAssertEqual(try JSONParser.parse(#""\u00e9\ud83d\ude00\/\n""#), .string("é😀/\n"))
    }

    func testErrorsNameLineAndColumn() {
        let text = "{\n  \"a\": 1,\n  \"b\" 2\n}"
        XCTAssertThrowsError(try JSONParser.parse(text)) { error in
            let parseError = error as! JSONParseError
            XCTAssertEqual(parseError.position, TextPosition(line: 3, column: 7))
            XCTAssertEqual(parseError.message, "expected ':' after the key \"b\"")
        }
    }

    func testMalformedInputsAreErrorsNotCrashes() {
        let inputs = ["", "{", "[1,]", "{\"a\":1,}", "tru", "\"abc", "01", "1.", "-", "\"\\x\"", "\"\\ud800\"",
                      "{\"a\":1} x", "[\"\u{1}\"]", "{\"a\":1,\"a\":2}", String(repeating: "[", count: 10_000)]
        for input in inputs {
            XCTAssertThrowsError(try JSONParser.parse(input), "accepted \(input.prefix(20))")
        }
    }

    func testDeepNestingIsRefusedBeforeTheStackRunsOut() {
        let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        XCTAssertThrowsError(try JSONParser.parse(deep)) { error in
            XCTAssertTrue((error as! JSONParseError).message.contains("nesting"))
        }
        let fine = String(repeating: "[", count: 500) + String(repeating: "]", count: 500)
        XCTAssertNoThrow(try JSONParser.parse(fine))
    }

    func testPositionsAreRecordedPerKeyPath() throws {
        let text = "{\n  \"limits\": {\n    \"callDepth\": 5\n  },\n  \"scripts\": [\"a\", 3]\n}"
        let parsed = try JSONParser.parseWithPositions(text)
        XCTAssertEqual(parsed.positions["limits.callDepth"], TextPosition(line: 3, column: 5))
        XCTAssertEqual(parsed.positions["scripts[1]"], TextPosition(line: 5, column: 20))
    }
}
