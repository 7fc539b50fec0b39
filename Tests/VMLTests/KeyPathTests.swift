import ViewTree
import XCTest

@testable import VML

/// §8's key paths: their syntax and canonical text, and what each step and each operator
/// finds in a context.
final class KeyPathTests: XCTestCase {
    private let festivals: JSONValue = [
        ["id": "a", "title": "Amsterdam Dance", "price": 10, "city": "Amsterdam", "tags": [["symbol": "music.note"]]],
        ["id": "b", "title": "Holland Festival", "price": 20.5, "city": "Amsterdam", "tags": []],
        ["id": "c", "title": "Keti Koti", "price": 5, "city": "Utrecht", "tags": [["symbol": "sun.max"], ["symbol": "star"]]],
    ]

    private func context(state: JSONValue? = ["count": 3, "user": ["name": "Ada"]]) -> DataContext {
        DataContext(state: state, data: ["festivals": festivals])
    }

    private func lookup(_ text: String, in context: DataContext? = nil, scope: DataScope = .root) throws -> KeyPathLookup {
        (context ?? self.context()).lookup(try DataKeyPath(parsing: text), from: scope)
    }

    private func value(_ text: String, scope: DataScope = .root) throws -> JSONValue? {
        try lookup(text, scope: scope).value
    }

    private func syntaxError(_ text: String) -> String {
        do {
            _ = try DataKeyPath(parsing: text)
            return "no error"
        } catch {
            return "\(error.offset): \(error.message)"
        }
    }

    // MARK: Syntax

    func testTheCanonicalTextReadsBackTheSame() throws {
        for text in [
            "title", "details.en.short", "festivals[3].tags.@first.symbol", "@root.user.name", "items.@sum.price",
            "items.@count", "self", "self[0]", "[0].title", #"prefs["dark mode"]"#, "items.@distinctUnionOfObjects.city",
            "items.@avg.details.price", "a-b._c2", "items.@last", "@root",
        ] {
            XCTAssertEqual(try DataKeyPath(parsing: text).description, text)
        }
        XCTAssertEqual(try DataKeyPath(parsing: #"a["b"]"#).description, "a.b", "a plain key is written as a name")
    }

    func testMalformedPathsSayWhatAndWhere() {
        XCTAssertEqual(syntaxError(""), "0: the key path is empty")
        XCTAssertEqual(syntaxError("title."), "6: expected a key after '.'")
        XCTAssertEqual(syntaxError("a..b"), "2: expected a key, found '.'")
        XCTAssertEqual(syntaxError("a b"), "1: expected '.' or '[', found ' '")
        XCTAssertEqual(syntaxError("items[x]"), "6: expected an index (a number) or a quoted key, found 'x'")
        XCTAssertEqual(syntaxError("items[1"), "7: expected ']', found the end of the path")
        XCTAssertEqual(syntaxError(#"a["b"#), "4: expected '\"' to close the key")
        XCTAssertEqual(syntaxError("items.@cnt"), "6: unknown operator @cnt")
        XCTAssertEqual(syntaxError("items.@"), "6: expected an operator's name after '@'")
        XCTAssertEqual(syntaxError("items.@count.x"), "12: nothing may follow @count, which is a number")
        XCTAssertEqual(syntaxError("items.@sum"), "10: @sum needs the key of the values it folds after a '.'")
        XCTAssertEqual(syntaxError("items.@sum.a.@count"), "11: the key after @sum reads one value of each element: keys, indices, self, @first and @last, not another operator")
        XCTAssertEqual(syntaxError("user.@root"), "5: @root comes first in a key path, as in @root.user.name")
        XCTAssertEqual(syntaxError("1abc"), "0: expected a key, found '1'")
        XCTAssertEqual(syntaxError("é.ü"), "no error", "keys are letters of any script, as in state paths")
        XCTAssertEqual(syntaxError("ä b"), "2: expected '.' or '[', found ' '", "offsets count UTF-8 bytes")
    }

    func testAnUnknownOperatorSuggestsTheOneMeant() {
        do {
            _ = try DataKeyPath(parsing: "items.@frist")
            XCTFail("no error")
        } catch {
            XCTAssertEqual(error.notes.first, "did you mean @first?")
        }
    }

    // MARK: Steps

    func testKeysIndicesAndSelf() throws {
        XCTAssertEqual(try value("count"), 3)
        XCTAssertEqual(try value("user.name"), "Ada")
        XCTAssertEqual(try value("festivals[1].title"), "Holland Festival")
        XCTAssertEqual(try value("self.user.self.name"), "Ada")
        let row = DataScope(value: festivals.arrayValue![2], path: [.key("festivals"), .index(2)], isExact: true)
        XCTAssertEqual(try value("title", scope: row), "Keti Koti")
        XCTAssertEqual(try value("self", scope: row), festivals.arrayValue![2])
        XCTAssertEqual(try value("@root.user.name", scope: row), "Ada")
        XCTAssertEqual(try lookup("tags[1].symbol", scope: row).readPath?.description, "festivals[2].tags[1].symbol")
        XCTAssertEqual(try lookup("@root.count", scope: row).readPath?.description, "count")
    }

    func testAtTheRootSelfIsTheStateAndTheData() throws {
        XCTAssertEqual(try value("self")?.objectValue?.keys.sorted(), ["count", "festivals", "user"])
        XCTAssertEqual(try lookup("self").readPath, nil)
    }

    func testFirstAndLastAreElementsWithTheirPlaces() throws {
        XCTAssertEqual(try value("festivals.@first.title"), "Amsterdam Dance")
        XCTAssertEqual(try value("festivals.@last.title"), "Keti Koti")
        XCTAssertEqual(try lookup("festivals.@last.title").readPath?.description, "festivals[2].title")
        XCTAssertTrue(try lookup("festivals.@last.title").isExact)
        let empty = try lookup("festivals[1].tags.@first.symbol")
        XCTAssertNil(empty.value)
        XCTAssertEqual(empty.problem?.reason, "festivals[1].tags is an empty array")
        XCTAssertEqual(empty.readPath?.description, "festivals[1].tags[0].symbol", "the place looked for is still read")
    }

    // MARK: Operators

    func testCountSumAverageMinimumAndMaximum() throws {
        XCTAssertEqual(try value("festivals.@count"), 3)
        XCTAssertEqual(try value("festivals.@sum.price"), 35.5)
        XCTAssertEqual(try value("festivals.@avg.price"), .double(35.5 / 3))
        XCTAssertEqual(try value("festivals.@min.price"), 5)
        XCTAssertEqual(try value("festivals.@max.price"), 20.5)
        XCTAssertEqual(try value("festivals.@min.title"), "Amsterdam Dance", "strings compare too")
        XCTAssertEqual(try value("festivals.@max.tags.@first.symbol"), "sun.max", "absent values are left out")
        let integers = DataContext(state: ["n": [1, 2, 3]])
        XCTAssertEqual(try lookup("n.@sum.self", in: integers).value, 6, "integers add up to an integer")
        XCTAssertEqual(try lookup("n.@avg.self", in: integers).value, 2.0)
        let none = DataContext(state: ["n": []])
        XCTAssertEqual(try lookup("n.@sum.self", in: none).value, 0)
        XCTAssertEqual(try lookup("n.@avg.self", in: none).value, .null)
        XCTAssertEqual(try lookup("n.@max.self", in: none).value, .null)
    }

    func testDistinctUnionKeepsFirstOccurrences() throws {
        XCTAssertEqual(try value("festivals.@distinctUnionOfObjects.city"), ["Amsterdam", "Utrecht"])
    }

    func testAnOperatorReadsTheWholeCollection() throws {
        let sum = try lookup("festivals.@sum.price")
        XCTAssertEqual(sum.readPath?.description, "festivals")
        XCTAssertFalse(sum.isExact)
        XCTAssertEqual(try lookup("festivals[2].tags.@count").readPath?.description, "festivals[2].tags")
    }

    // MARK: Problems

    func testAMissingPathSaysWhereTheLookupStopped() throws {
        let missing = try lookup("festivals[0].details.en")
        XCTAssertNil(missing.value)
        XCTAssertEqual(missing.problem?.reason, #"festivals[0] has no key "details""#)
        XCTAssertEqual(missing.problem?.isMissing, true)
        XCTAssertEqual(missing.readPath?.description, "festivals[0].details.en")
        XCTAssertEqual(try lookup("festivals[0].titel").problem?.notes, ["did you mean title?"])
        XCTAssertEqual(try lookup("festivals[7]").problem?.reason, "index 7 is out of range: festivals has 3 elements")
        XCTAssertEqual(try lookup("festivls").problem?.reason, #"neither the state nor a <data> file has the key "festivls""#)
        XCTAssertEqual(try lookup("festivls").problem?.notes, ["did you mean festivals?"])
    }

    func testAWrongTypeSaysWhatWasFound() throws {
        let wrong = try lookup("count.value")
        XCTAssertEqual(wrong.problem?.reason, #"count is an integer, not an object with the key "value""#)
        XCTAssertEqual(wrong.problem?.isMissing, false)
        XCTAssertEqual(try lookup("user[0]").problem?.reason, "user is an object, not an array to index with [0]")
        XCTAssertEqual(try lookup("user.@count").problem?.reason, "@count needs an array, but user is an object")
        XCTAssertEqual(try lookup("festivals.@sum.title").problem?.reason, "@sum.title adds numbers, and festivals has a string among them")
        XCTAssertEqual(try lookup("[0]").problem?.reason, "the root is an object, not an array to index")
    }

    func testUnknownStateIsNeitherFoundNorMissing() throws {
        let check = DataContext(state: nil, data: ["festivals": festivals])
        let unknown = try lookup("user.name", in: check)
        XCTAssertFalse(unknown.isKnown)
        XCTAssertNil(unknown.problem)
        XCTAssertEqual(unknown.readPath?.description, "user.name")
        XCTAssertEqual(try lookup("festivals[0].title", in: check).value, "Amsterdam Dance", "data is known without the state")
        let unread = DataContext(state: [:], unknownKeys: ["festivals"])
        XCTAssertFalse(try lookup("festivals[0].title", in: unread).isKnown, "a data file that did not parse is not known")
    }

    func testValueAtAPlace() throws {
        XCTAssertEqual(context().value(at: try StatePath(parsing: "festivals[2].tags[1].symbol")), "star")
        XCTAssertNil(context().value(at: try StatePath(parsing: "festivals[9]")))
    }
}
