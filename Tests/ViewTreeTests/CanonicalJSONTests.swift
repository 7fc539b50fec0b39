import XCTest
import ViewTree

final class CanonicalJSONTests: XCTestCase {
    func testObjectKeysAreSortedByTheirBytes() {
        let value: JSONValue = ["b": 1, "a": 2, "B": 3, "é": 4, "aa": 5]
        XCTAssertEqual(value.canonicalText, #"{"B":3,"a":2,"aa":5,"b":1,"é":4}"#)
    }

    func testTheSameValueBuiltInAnyOrderGivesTheSameBytes() {
        var first: [String: JSONValue] = [:]
        var second: [String: JSONValue] = [:]
        let keys = (0..<200).map { "key\($0)" }
        for key in keys { first[key] = .string(key) }
        for key in keys.reversed() { second[key] = .string(key) }
        XCTAssertEqual(CanonicalJSONWriter().bytes(.object(first)), CanonicalJSONWriter().bytes(.object(second)))
    }

    func testNumbersHaveOneSpellingAndDoublesStayDoubles() {
        let cases: [(JSONValue, String)] = [
            (.int(0), "0"), (.int(-7), "-7"), (.int(Int.max), "9223372036854775807"),
            (.int(Int.min), "-9223372036854775808"), (.double(3), "3.0"), (.double(0.1), "0.1"),
            (.double(-0.0), "-0.0"), (.double(1e20), "1e+20"), (.double(1.5e-7), "1.5e-07"),
            (.double(123456.789), "123456.789"),
        ]
        for (value, text) in cases {
            XCTAssertEqual(value.canonicalText, text)
            XCTAssertEqual(try JSONParser.parse(text), value, "round trip of \(text)")
        }
    }

    func testStringsEscapeOnlyWhatJSONRequires() {
        let value = JSONValue.string("a\"b\\c\nd\te\u{1}f/é😀")
        XCTAssertEqual(value.canonicalText, #""a\"b\\c\nd\te\u0001f/é😀""#)
        XCTAssertEqual(try JSONParser.parse(value.canonicalText), value)
    }

    func testPrettyStyleIndentsByTwoSpaces() {
        let value: JSONValue = ["list": [1, 2], "empty": [:], "name": "x"]
        XCTAssertEqual(value.prettyText, """
            {
              "empty": {},
              "list": [
                1,
                2
              ],
              "name": "x"
            }
            """)
    }

    func testNonFiniteDoublesAreWrittenAsStrings() {
        XCTAssertEqual(JSONValue.double(.nan).canonicalText, #""NaN""#)
        XCTAssertEqual(JSONValue.double(-.infinity).canonicalText, #""-Infinity""#)
    }
}
