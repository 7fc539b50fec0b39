import Foundation
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

    func testPositionsOnOneLineCountOnAndDuplicateKeysAreFound() throws {
        let parsed = try JSONParser.parseWithPositions(#"{"é": {"b": 1, "c": [2, {"d": 3}]}, "e": 4}"#)
        XCTAssertEqual(parsed.positions["é.c[1].d"], TextPosition(line: 1, column: 26), "columns count characters")
        XCTAssertEqual(parsed.positions["e"], TextPosition(line: 1, column: 37))
        XCTAssertThrowsError(try JSONParser.parse("[{\"a\": 1}, {\"a\": 1, \"a\": 2}]")) { error in
            XCTAssertEqual((error as! JSONParseError).position, TextPosition(line: 1, column: 21))
        }
    }

    func testAMinifiedFileParsesInLinearTime() throws {
        // A data file written on one line: every key's position was counted from the
        // line's start, so 20,000 objects took minutes.
        let rows = (0..<20_000).map { #"{"id": \#($0), "title": "Item \#($0)", "tags": [{"s": "x"}]}"# }
        let text = "[" + rows.joined(separator: ", ") + "]"
        let started = Date()
        XCTAssertEqual(try JSONParser.parse(text).arrayValue?.count, 20_000)
        XCTAssertLessThan(Date().timeIntervalSince(started), 10, "a debug build parses this in about a second")
    }
}
