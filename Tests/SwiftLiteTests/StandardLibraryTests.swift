import SwiftLite
import XCTest

/// The standard library of version 2 (spec §1): each test runs a small program and
/// compares what it prints with what Swift prints for the same program (checked with
/// swiftc), or checks the error a script gets where Swift would trap or print garbage.
final class StandardLibraryTests: XCTestCase {
    /// Asserts what a program prints.
    private func assertPrints(_ source: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
        do {
            let output = try runProgram(source)
            XCTAssertEqual(output, expected, file: file, line: line)
        } catch {
            XCTFail("the program failed: \(error)", file: file, line: line)
        }
    }

    /// Asserts the kind and message of the runtime error a program stops with.
    private func assertFails(_ source: String, kind: ScriptError.Kind, message: String, file: StaticString = #filePath, line: UInt = #line) {
        guard let failure = ScriptHarness.runtimeFailure(source, file: file, line: line) else { return }
        XCTAssertEqual(failure.error.kind, kind, "kind", file: file, line: line)
        XCTAssertEqual(failure.error.message, message, "message", file: file, line: line)
    }

    // MARK: - Extensions of standard types

    func testExtensionsOfSetCollectionAndNumericReachTheirValues() {
        assertPrints(
            """
            extension Set { func many() -> Bool { count > 1 } }
            extension Collection { var isNotEmpty: Bool { !isEmpty } }
            extension Numeric { func doubled() -> Self { self + self } }
            let s: Set = [1, 2]
            print(s.many(), s.isNotEmpty, "".isNotEmpty, ["a": 1].isNotEmpty)
            print(4.doubled(), 2.5.doubled())
            """,
            "true true false true\n8 5.0\n")
    }

    func testAProgramsOwnResultHidesTheStandardOne() {
        // As in Swift, where a program's `Result` shadows `Swift.Result`.
        assertPrints(
            """
            enum Result { case ok, failed(String) }
            let outcome = Result.failed("disk")
            switch outcome {
            case .ok: print("ok")
            case .failed(let why): print(why, outcome)
            }
            """,
            "disk failed(\"disk\")\n")
    }

    func testExtensionsOfOptionalReachNilAndWrappedValues() {
        assertPrints(
            """
            extension Optional where Wrapped == String {
                var orEmpty: String { self ?? "" }
                func or(_ fallback: String) -> String { self ?? fallback }
            }
            let missing: String? = nil
            let present: String? = "x"
            print("[\\(missing.orEmpty)]", "[\\(present.orEmpty)]", missing.or("d"), present.or("d"))
            """,
            "[] [x] d x\n")
    }

    func testClosuresChangeTheirInoutParametersForTheirCaller() {
        assertPrints(
            """
            struct Item { var name: String; var count = 0 }
            func update(_ item: inout Item, _ change: (inout Item) -> Void) { change(&item) }
            var item = Item(name: "a")
            update(&item) { $0.count += 5; $0.name = "b" }
            struct Box<T> {
                var value: T
                mutating func modify(by change: (inout T) -> Void) { change(&value) }
            }
            var box = Box(value: [1])
            box.modify { $0.append(2) }
            box.modify(by: { (values: inout [Int]) in values.append(3) })
            print(item.name, item.count, box.value)
            """,
            "b 5 [1, 2, 3]\n")
    }

    func testGenericTypesPrintWithTheArgumentsTheirValuesHave() {
        assertPrints(
            """
            struct Box<T> { var value: T }
            struct Stack<Element> { var items: [Element] = [] }
            struct Pair<A, B> { var first: A; var second: B }
            final class Queue<T> { var items: [T] = []; init(_ x: T) { items = [x] } }
            struct Point { var x = 0 }
            print(Box(value: 1), [Box(value: "a")], Optional(Box(value: [Point()])))
            print(Stack(items: [1, 2]), [Stack(items: [2.5])])
            print(Pair(first: 1, second: ["k": true]), (Pair(first: Point(), second: 1), 0))
            print(Queue("s"), [Queue(1)])
            print(type(of: Box(value: Box(value: 1))), type(of: Pair(first: (1, "a"), second: 1..<2)))
            """,
            """
            Box<Int>(value: 1) [main.Box<Swift.String>(value: "a")] Optional(main.Box<Swift.Array<main.Point>>(value: [main.Point(x: 0)]))
            Stack<Int>(items: [1, 2]) [main.Stack<Swift.Double>(items: [2.5])]
            Pair<Int, Dictionary<String, Bool>>(first: 1, second: ["k": true]) (main.Pair<main.Point, Swift.Int>(first: main.Point(x: 0), second: 1), 0)
            main.Queue<Swift.String> [main.Queue<Swift.Int>]
            Box<Box<Int>> Pair<(Int, String), Range<Int>>

            """)
    }

    func testNestedValuesPrintWithTheirDebugDescription() {
        assertPrints(
            """
            struct P: CustomStringConvertible, CustomDebugStringConvertible {
                var description: String { "p" }
                var debugDescription: String { "P!" }
            }
            struct Q { var p: P }
            print(P(), [P()], Optional(P()), Q(p: P()))
            """,
            "p [P!] Optional(P!) Q(p: P!)\n")
    }

    func testAStringIsSubscriptedByItsIndicesButNotByAnInt() {
        assertPrints(
            """
            let s = "hello"
            print(s[s.startIndex], s[s.index(s.startIndex, offsetBy: 4)])
            if let i = s.firstIndex(of: "l") { print(s[i]) }
            """,
            "h o\nl\n")
        XCTAssertEqual(
            ScriptHarness.compileErrors("let s = \"hello\"\nlet n = 2\nprint(s[n])\n"),
            ["main.swift:3:9: error: a String cannot be subscripted with an Int [use Array(text)[i] for the i-th character, or text[text.index(text.startIndex, offsetBy: i)]]"])
    }

    // MARK: - Sequences

    func testReduceIntoChangesTheAccumulatorInPlace() {
        assertPrints(
            """
            let words = ["b", "a", "b", "c", "b"]
            let counts = words.reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
            print(counts.sorted { $0.key < $1.key })
            print([1, 2, 3].reduce(into: [Int]()) { result, x in result.append(x * x) })
            print("hello".reduce(into: 0) { $0 += $1 == "l" ? 1 : 0 })
            """,
            """
            [(key: "a", value: 1), (key: "b", value: 3), (key: "c", value: 1)]
            [1, 4, 9]
            2

            """)
    }

    func testSearchesFromEitherEnd() {
        assertPrints(
            """
            let n = [3, 1, 4, 1, 5, 9, 2, 6]
            print(n.first(where: { $0 > 3 })!, n.firstIndex(where: { $0 > 3 })!, n.lastIndex(where: { $0 < 3 })!)
            print(n.allSatisfy { $0 > 0 }, n.contains { $0 > 8 }, n.count(where: { $0 == 1 }))
            print(n.max(by: { $0 % 5 < $1 % 5 })!, n.min(by: { $0 % 5 < $1 % 5 })!)
            print(n.prefix(while: { $0 < 5 }), n.drop(while: { $0 < 5 }), n.prefix { $0 != 4 })
            """,
            """
            4 2 6
            true true 2
            4 5
            [3, 1, 4, 1] [5, 9, 2, 6] [3, 1]

            """)
    }

    func testSplitHasSwiftsOptions() {
        assertPrints(
            """
            print(" a  b ".split(separator: " "), " a  b ".split(separator: " ", omittingEmptySubsequences: false))
            print(" a  b ".split(separator: " ", maxSplits: 1), " a  b ".split(separator: " ", maxSplits: 1, omittingEmptySubsequences: false))
            print("a, b,, c".split(separator: ", "), "aaa".split(separator: "aa", omittingEmptySubsequences: false))
            print("one two\\nthree".split(whereSeparator: { $0 == " " || $0 == "\\n" }), "x-y".split { $0 == "-" })
            print([1, 0, 2, 0, 0, 3].split(separator: 0).map { Array($0) }, [1, 0, 0, 3].split(separator: 0, omittingEmptySubsequences: false).map { Array($0) })
            print([1, 2, 3, 4].split(maxSplits: 1, whereSeparator: { $0 % 2 == 0 }).map { Array($0) }, "".split(separator: "x"))
            """,
            """
            ["a", "b"] ["", "a", "", "b", ""]
            ["a", " b "] ["", "a  b "]
            ["a", "b,", "c"] ["", "a"]
            ["one", "two", "three"] ["x", "y"]
            [[1], [2], [3]] [[1], [], [3]]
            [[1], [3, 4]] []

            """)
        assertFails(
            "print(\"abc\".split(separator: \"b\", maxSplits: -1))\n", kind: .invalidArgument,
            message: "'split' must take zero or more splits, found maxSplits: -1")
    }

    func testJoinedFlattensNestedSequences() {
        assertPrints(
            """
            let nested = [[1, 2], [], [3]]
            print(Array(nested.joined()), nested.joined(separator: [0]).map { $0 }, [0..<2, 5..<6].joined().map { $0 })
            print(["a", "b"].joined(), ["a", "b"].joined(separator: "-"))
            """,
            """
            [1, 2, 3] [1, 2, 0, 0, 3] [0, 1, 5]
            ab a-b

            """)
    }

    func testComparisonsOfTwoSequences() {
        assertPrints(
            """
            print([1, 2].elementsEqual([1, 2]), [1, 2].elementsEqual(1...3), "abc".elementsEqual("abc"))
            print([1, 2, 3].starts(with: [1, 2]), "swift".starts(with: "sw"), [1].starts(with: [1, 2]))
            print([3, 1].lexicographicallyPrecedes([3, 2]), "b".lexicographicallyPrecedes("ab"), [1].lexicographicallyPrecedes([1, 0]))
            print([1, 2].elementsEqual([2, 4], by: { $0 * 2 == $1 }))
            """,
            """
            true false true
            true true false
            true false true
            true

            """)
    }

    func testSortIsSwiftsEvenForAComparatorThatIsNotStrict() {
        // Swift's sort (a Timsort) puts elements in an order of its own when the
        // comparator is `<=`; these are swiftc's outputs, for a short and a long array.
        assertPrints(
            """
            let words = ["bb", "a", "ccc", "dd", "e"]
            print(words.sorted { $0.count < $1.count }, words.sorted { $0.count <= $1.count })
            let many = (0..<100).map { ($0 * 37) % 17 }
            print(many.sorted { $0 % 5 <= $1 % 5 }.prefix(12))
            print(many.sorted { $0 % 5 < $1 % 5 }.suffix(8))
            var calls = 0
            _ = [5, 3, 8, 1, 9, 2].sorted { calls += 1; return $0 < $1 }
            print(calls)  // the comparator is called as often as in Swift
            """,
            """
            ["a", "e", "bb", "dd", "ccc"] ["e", "a", "dd", "bb", "ccc"]
            [5, 10, 15, 0, 5, 10, 15, 0, 5, 10, 15, 0]
            [9, 4, 14, 9, 4, 14, 9, 4]
            11

            """)
    }

    func testEnumeratedAndZip() {
        assertPrints(
            """
            print(Array(["a", "b"].enumerated()))
            print(zip([1, 2, 3], "ab").map { "\\($0)\\($1)" }, zip(1..., ["x", "y"]).map { "\\($0)\\($1)" })
            for (i, c) in "hi".enumerated() { print(i, c) }
            """,
            """
            [(offset: 0, element: "a"), (offset: 1, element: "b")]
            ["1a", "2b"] ["1x", "2y"]
            0 h
            1 i

            """)
    }

    func testIndexArithmeticAndSubranges() {
        assertPrints(
            """
            var a = [1, 2, 3, 4, 5]
            print(a.index(after: 1), a.index(before: 1), a.index(2, offsetBy: 2), a.distance(from: 1, to: 4))
            a.removeFirst(2)
            a.insert(contentsOf: [9, 8], at: 1)
            print(a)
            a.removeSubrange(0..<2)
            a[0...1] = [7]
            print(a, a.prefix(upTo: 1), a.suffix(from: 1))
            """,
            """
            2 0 4 3
            [3, 9, 8, 4, 5]
            [7, 5] [7] [5]

            """)
    }

    func testRangesAnswerFromTheirBounds() {
        assertPrints(
            """
            print((1...5).contains(3), (1..<5).overlaps(4...8), (1..<4).overlaps(4..<8), (1...10).clamped(to: 2...3))
            print(Array((1...).prefix(3)), (1...).first(where: { $0 * $0 > 50 })!, (0..<Int.max).contains { $0 == 3 })
            """,
            """
            true true false 2...3
            [1, 2, 3] 8 true

            """)
    }

    // MARK: - Dictionaries

    func testDictionaryMethods() {
        assertPrints(
            """
            let d = ["b": 2, "a": 1, "c": 3]
            print(d.merging(["a": 10, "d": 4]) { $0 + $1 }.sorted { $0.key < $1.key })
            var e = d
            e.merge(["c": 30, "e": 5], uniquingKeysWith: { _, new in new })
            e.merge([("z", 26)]) { old, _ in old }
            print(e.sorted(by: { $0.key < $1.key }))
            print(["x": "1", "y": "nope"].compactMapValues { Int($0) }, d.mapValues { $0 * 2 }["c"]!)
            print(d.filter { $0.value > 1 }.keys.sorted(), d.first(where: { $0.value == 2 })!.key)
            print(d.values.reduce(0, +), d.min { $0.value < $1.value }!.key)
            """,
            """
            [(key: "a", value: 11), (key: "b", value: 2), (key: "c", value: 3), (key: "d", value: 4)]
            [(key: "a", value: 1), (key: "b", value: 2), (key: "c", value: 30), (key: "e", value: 5), (key: "z", value: 26)]
            ["x": 1] 6
            ["b", "c"] b
            6 a

            """)
    }

    // MARK: - Sets

    func testSetsAsSequences() {
        assertPrints(
            """
            let s: Set = [3, 1, 2]
            print(s.sorted(), s.map { $0 * 2 }.sorted(), s.reduce(0, +), s.min()!, s.max()!, s.count, s.isEmpty)
            var total = 0
            s.forEach { total += $0 }
            print(total, s.filter { $0 > 1 }.sorted(), s.contains(2), [1, 5].filter(s.contains))
            var empty = Set<Int>()
            empty.insert(4)
            print(empty)
            """,
            """
            [1, 2, 3] [2, 4, 6] 6 1 3 3 false
            6 [2, 3] true [1]
            [4]

            """)
    }

    func testIndexSetsAreMadeAsFoundationMakesThem() {
        // What `.onDelete` hands a script, made by the script itself (as a test or a
        // preview of a list's delete does).
        assertPrints(
            """
            var items = ["a", "b", "c", "d"]
            items.remove(atOffsets: IndexSet(integer: 1))
            print(items)
            items.remove(atOffsets: IndexSet([0, 2]))
            print(items, IndexSet(integersIn: 2..<5).sorted(), IndexSet().isEmpty)
            """,
            """
            ["a", "c", "d"]
            ["c"] [2, 3, 4] true

            """)
    }

    // MARK: - Strings

    func testCodeUnitViewsAndScalars() {
        assertPrints(
            """
            let word = "héllo"
            print(word.count, word.utf8.count, word.unicodeScalars.count, Array(word.utf8))
            print(word.unicodeScalars.map { $0.value }, "A".unicodeScalars.first!.value, "a".utf8.first!)
            print("👍🏽".unicodeScalars.map { String($0.value, radix: 16) }, "😀".utf16.count)
            print("a1 B".unicodeScalars.filter { $0.properties.isAlphabetic }.count, Array("ab".unicodeScalars))
            print(String(decoding: [72, 105], as: UTF8.self), String(decoding: [0xD83D, 0xDE00], as: UTF16.self))
            print(String("abz".unicodeScalars.map { Character(UnicodeScalar(($0.value - 97 + 1) % 26 + 97)!) }))
            """,
            """
            5 6 5 [104, 195, 169, 108, 108, 111]
            [104, 233, 108, 108, 111] 65 97
            ["1f44d", "1f3fd"] 2
            2 ["a", "b"]
            Hi 😀
            bca

            """)
    }

    func testStringsMadeOfCharacters() {
        assertPrints(
            """
            let chars = Array("hello")
            print(chars, String(chars.reversed()), String("hello".reversed()), String(chars[1..<3]), String([Character]()))
            print("Hello".filter { $0 != "l" }, "Hello".sorted(), "Hello".dropFirst(2), "Hello".prefix(while: { $0 != "l" }))
            print("  x".drop(while: { $0 == " " }), "hello wORLD it's a-b 3rd".capitalized)
            """,
            """
            ["h", "e", "l", "l", "o"] olleh olleh el \("")
            Heo ["H", "e", "l", "l", "o"] llo He
            x Hello World It's A-B 3Rd

            """)
    }

    func testStringPositionsAreCharacterOffsets() {
        assertPrints(
            """
            let s = "hello world"
            let space = s.firstIndex(of: " ")!
            print(space, s[..<space], s[s.index(after: space)...], s.distance(from: s.startIndex, to: space))
            var t = "héllo"
            t.insert("!", at: 5)
            print(t.remove(at: 1), t, t.endIndex, t.indices)
            t.removeAll(where: { $0 == "l" })
            t.append(contentsOf: ["x", "y"])
            print(t, "abc".padding(toLength: 6, withPad: "xy", startingAt: 1))
            """,
            """
            5 hello world 5
            é hllo! 5 0..<5
            ho!xy abcyxy

            """)
        assertFails(
            "var t = \"ab\"\nt.insert(\"x\", at: 3)\n", kind: .indexOutOfRange,
            message: "the string index 3 is out of bounds for a string of 2 characters")
    }

    func testCharacterProperties() {
        assertPrints(
            """
            let c: Character = "7"
            print(c.isNumber, c.wholeNumberValue!, Character("f").hexDigitValue!, Character("!").isPunctuation)
            print(Character("+").isMathSymbol, Character("$").isCurrencySymbol, Character("é").isASCII, Character("\\n").isNewline)
            """,
            """
            true 7 15 true
            true true false true

            """)
    }

    func testStringFormat() {
        assertPrints(
            """
            print(String(format: "%d items, %5d|%-5d|%05d|%x|%X|%o|%+d", 3, 42, 42, 42, 255, 255, 8, 5))
            print(String(format: "%f|%.2f|%8.3f|%e|%g|%.0f|%.0f", 1.5, 2.345, 3.14159, 12345.678, 0.0001, 0.5, 1.5))
            print(String(format: "%@ has %d points (%.1f%%)", "Ann", 12, 99.95), String(format: "%2$@ %1$@", "a", "b"))
            print(String(format: "%d|%ld", Int.max, Int.max), String(format: "%5@|%c", "ab", 65))
            """,
            """
            3 items,    42|42   |00042|ff|FF|10|+5
            1.500000|2.35|   3.142|1.234568e+04|0.0001|0|2
            Ann has 12 points (100.0%) b a
            -1|9223372036854775807 ab|A

            """)
        assertFails(
            "print(String(format: \"%d and %d\", 1))\n", kind: .wrongArguments,
            message: "'String(format:)' has more conversions than arguments: 1 argument for \"%d and %d\"")
        assertFails(
            "print(String(format: \"%d\", 1.5))\n", kind: .typeMismatch,
            message: "'String(format:)' needs an Int for '%d', found 'Double'")
        assertFails(
            "print(String(format: \"%99999d\", 1))\n", kind: .invalidArgument,
            message: "'String(format:)' accepts a width or precision of at most 10000")
    }

    // MARK: - Numbers

    func testNumberMethods() {
        assertPrints(
            """
            print(1234567.formatted(), (-5).formatted(), 1234567.891.formatted(), 0.5.formatted(), 3.0.formatted(), 3.14159265.formatted())
            print(2.5.rounded(.up), 2.5.rounded(.down), 2.5.rounded(.toNearestOrEven), (-2.5).rounded(.awayFromZero), 2.5.rounded(.towardZero))
            print(7.quotientAndRemainder(dividingBy: 2), 7.0.remainder(dividingBy: 2), 5.advanced(by: 3), 5.distance(to: 2))
            print(Int(exactly: 3.0)!, Int(exactly: 3.5) == nil, 12.nonzeroBitCount, 8.trailingZeroBitCount, abs(-3), (7).description)
            print(UInt8(ascii: "%"), UInt8("ff", radix: 16)!, UInt8("300") == nil, Int8(truncatingIfNeeded: 200), UInt8(clamping: -4))
            """,
            """
            1,234,567 -5 1,234,567.891 0.5 3 3.141593
            3.0 2.0 2.0 -3.0 2.0
            (quotient: 3, remainder: 1) -1.0 8 -3
            3 true 2 3 3 7
            37 255 true -56 0

            """)
        assertFails(
            "print(UInt8(300))\n", kind: .overflow, message: "300 does not fit in a UInt8 (0...255)")
        assertFails(
            "print(2.5.rounded(.sideways))\n", kind: .invalidArgument,
            message: "'rounded(_:)' takes a rounding rule: .up, .down, .towardZero, .awayFromZero, .toNearestOrEven or .toNearestOrAwayFromZero")
    }

    func testRangesDescribeThemselvesAsSwiftWritesThem() {
        assertPrints(
            """
            let closed = 1...50, open = 0..<3
            print(closed.description, open.description, "\\(closed) \\(open)", (2...).description, (..<4).description)
            """,
            """
            1...50 0..<3 1...50 0..<3 2... ..<4

            """)
    }

    /// Foundation's number format styles, in "en_US" (each expected text is what
    /// Foundation writes), rounding half to even on the shortest decimal of the Double.
    func testNumberFormatStylesWriteAsFoundationDoes() {
        assertPrints(
            """
            let values: [Double] = [0, 5, 1234.5, 1234567.891, 0.125, -2.5, 3.14159265, 0.000001234]
            for v in values {
                print(v.formatted(.number), v.formatted(.number.precision(.fractionLength(0))), v.formatted(.number.precision(.fractionLength(2))),
                      v.formatted(.number.precision(.significantDigits(3))), v.formatted(.percent), v.formatted(.currency(code: "USD")),
                      v.formatted(.number.grouping(.never)), v.formatted(.number.precision(.fractionLength(1...3))), separator: " | ")
            }
            for i in [0, 5, -1234567] { print(i.formatted(.number), i.formatted(.percent), i.formatted(.currency(code: "EUR")), i.formatted(.number.precision(.fractionLength(2)))) }
            print(2.675.formatted(.number.precision(.fractionLength(2))), 1.005.formatted(.number.precision(.fractionLength(2))), 2.5.formatted(.number.precision(.fractionLength(0))))
            print(1234.567.formatted(.currency(code: "JPY")), 1234.567.formatted(.currency(code: "GBP")), 0.07.formatted(.percent), (-0.001).formatted(.number.precision(.fractionLength(0))))
            let f: Float = 7
            print("Current value: \\(f.formatted(.number.precision(.fractionLength(0))))")
            """,
            """
            0 | 0 | 0.00 | 0.00 | 0% | $0.00 | 0 | 0.0
            5 | 5 | 5.00 | 5.00 | 500% | $5.00 | 5 | 5.0
            1,234.5 | 1,234 | 1,234.50 | 1,230 | 123,450% | $1,234.50 | 1234.5 | 1,234.5
            1,234,567.891 | 1,234,568 | 1,234,567.89 | 1,230,000 | 123,456,789.1% | $1,234,567.89 | 1234567.891 | 1,234,567.891
            0.125 | 0 | 0.12 | 0.125 | 12.5% | $0.12 | 0.125 | 0.125
            -2.5 | -2 | -2.50 | -2.50 | -250% | -$2.50 | -2.5 | -2.5
            3.141593 | 3 | 3.14 | 3.14 | 314.159265% | $3.14 | 3.141593 | 3.142
            0.000001 | 0 | 0.00 | 0.00000123 | 0.000123% | $0.00 | 0.000001 | 0.0
            0 0% €0.00 0.00
            5 5% €5.00 5.00
            -1,234,567 -1,234,567% -€1,234,567.00 -1,234,567.00
            2.68 1.00 2
            ¥1,235 £1,234.57 7% -0
            Current value: 7

            """)
        assertFails(
            "print(1.5.formatted(.number.notation(.compactName)))\n", kind: .invalidArgument,
            message: "the format style '.number.notation(.compactName)' is not supported; the styles are .number, .percent and .currency(code:) "
                + "with .precision(.fractionLength(_:)), .precision(.significantDigits(_:)) and .grouping(_:), "
                + "and for dates .dateTime, .iso8601 and Date.FormatStyle(date:time:)")
    }

    /// Dates as Foundation writes them in "en_US", in UTC (a narrow no-break space before
    /// AM and PM, as ICU writes it).
    func testDateFormatStylesWriteAsFoundationDoesInUTC() {
        assertPrints(
            """
            let date: Date = 1718466300  // 2024-06-15 15:45 UTC
            print(date.formatted(date: .numeric, time: .omitted), date.formatted(date: .abbreviated, time: .shortened), date.formatted(date: .long, time: .omitted), separator: " | ")
            print(date.formatted(date: .complete, time: .complete), date.formatted(date: .omitted, time: .standard), separator: " | ")
            print(date.formatted(Date.FormatStyle(date: .numeric)), date.formatted(.dateTime), date.formatted(.iso8601), (0 as Double).formatted(Date.FormatStyle(date: .numeric, time: .shortened)), separator: " | ")
            struct Todo { var due: Date }
            let todo = Todo(due: .now)
            print(todo.due > 1_700_000_000)
            """,
            """
            6/15/2024 | Jun 15, 2024 at 3:45\u{202F}PM | June 15, 2024
            Saturday, June 15, 2024 at 3:45:00\u{202F}PM GMT | 3:45:00\u{202F}PM
            6/15/2024 | 6/15/2024, 3:45\u{202F}PM | 2024-06-15T15:45:00Z | 1/1/1970, 12:00\u{202F}AM
            true

            """)
    }

    // MARK: - Limits

    func testLargeResultsAreRefusedByTheMemoryLimit() {
        let limits = Limits(instructions: 1_000_000, callDepth: 64, memoryBytes: 1 << 20)
        for source in [
            "print(\"x\".padding(toLength: 10_000_000, withPad: \"ab\", startingAt: 0).count)\n",
            "print((1...).prefix(10_000_000).count)\n",
            "let s = String(repeating: \"a\", count: 200_000)\nprint(s.utf8.count)\n",
        ] {
            guard let failure = ScriptHarness.runtimeFailure(source, limits: limits) else { continue }
            XCTAssertEqual(failure.error.kind, .memoryLimit, source)
        }
    }
}
