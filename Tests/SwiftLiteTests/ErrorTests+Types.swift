import SwiftLite
import XCTest

/// The errors of Swift's own types: found before the program runs where Swift finds them
/// (a missing protocol requirement, a switch that misses a case, a mutating call on a
/// constant, wrong initializer labels, an unmet generic constraint), and at run time inside
/// methods, initializers and observers with traces that name `Type.member`.
final class TypeErrorTests: XCTestCase {
    func testAMissingProtocolRequirement() {
        let source = """
            protocol Shape {
                var name: String { get }
                func area() -> Double
            }
            struct Square: Shape {
                var side: Double
                func area() -> Double { side * side }
            }
            """
        XCTAssertEqual(
            ScriptHarness.compileErrors(source),
            ["main.swift:5:1: error: type 'Square' does not conform to protocol 'Shape' [protocol requires property 'name']"])
    }

    func testAStoredPropertyWhoseDefaultBuildsItsOwnTypeIsAnErrorNotAnEndlessCompile() {
        // Each omitted default is compiled at the call: two of them that build the type
        // again would double the work at every level.
        let source = """
            struct Tree {
                var left = Tree()
                var right = Tree()
            }
            let tree = Tree()
            """
        XCTAssertEqual(
            ScriptHarness.compileErrors(source),
            [
                "main.swift:2:16: error: the default value of 'left' calls 'init' again, without end: a default value cannot need its own function's default",
                "main.swift:3:17: error: the default value of 'right' calls 'init' again, without end: a default value cannot need its own function's default",
            ])
    }

    func testASwitchThatMissesACase() {
        let source = """
            enum Light { case red, yellow, green }
            func next(_ light: Light) -> Light {
                switch light {
                case .red: return .green
                case .green: return .yellow
                }
            }
            """
        XCTAssertEqual(
            ScriptHarness.compileErrors(source), ["main.swift:3:5: error: switch must be exhaustive [add missing case: '.yellow']"])
    }

    func testATupleOfBooleansIsCheckedCaseByCase() throws {
        let complete = """
            func describe(_ a: Bool, _ b: Bool) -> String {
                switch (a, b) {
                case (true, true): return "both"
                case (true, false), (false, true): return "one"
                case (false, false): return "none"
                }
            }
            print(describe(true, false))
            """
        XCTAssertEqual(try runProgram(complete), "one\n")
        XCTAssertEqual(
            ScriptHarness.compileErrors("let a = true\nswitch (a, a) {\ncase (true, _): print(1)\ncase (false, true): print(2)\n}\n"),
            ["main.swift:2:1: error: switch must be exhaustive [add missing case: '(false, false)']"])
    }

    func testAMutatingCallOnAConstant() {
        let source = """
            struct Counter {
                var count = 0
                mutating func bump() { count += 1 }
            }
            let counter = Counter()
            counter.bump()
            """
        XCTAssertEqual(
            ScriptHarness.compileErrors(source),
            ["main.swift:6:1: error: cannot use mutating member 'bump' on 'counter': 'counter' is a 'let' constant [change 'let' to 'var' to make it mutable]"])
    }

    func testAPropertyOfSelfInANonMutatingMethod() {
        let source = """
            struct Counter {
                var count = 0
                func bump() { count += 1 }
            }
            """
        XCTAssertEqual(
            ScriptHarness.compileErrors(source),
            ["main.swift:3:19: error: cannot assign to property: 'self' is immutable [mark method 'mutating' to make 'self' mutable]"])
    }

    func testAClassInstanceChangesThroughAConstant() throws {
        let source = """
            final class Box { var value = 0 }
            let box = Box()
            box.value = 5
            print(box.value)
            """
        XCTAssertEqual(try runProgram(source), "5\n")
    }

    func testAssigningALetPropertyIsAnErrorOutsideItsInitializer() {
        let source = """
            struct Point {
                let x: Int
                init(x: Int) { self.x = x }
            }
            final class Account { let id = 1 }
            var point = Point(x: 1)
            point.x = 2
            let account = Account()
            account.id += 1
            """
        XCTAssertEqual(
            ScriptHarness.compileErrors(source),
            [
                "main.swift:7:6: error: cannot assign to property: 'x' is a 'let' constant [change 'let' to 'var' to make it mutable]",
                "main.swift:9:8: error: cannot assign to property: 'id' is a 'let' constant [change 'let' to 'var' to make it mutable]",
            ])
    }

    func testEqualKeysOfATypeWithItsOwnEqualityShareASlotWhateverTheirHash() throws {
        // A `hash(into:)` that disagrees with `==` made Swift's own dictionary stop the
        // process ("Duplicate keys"); the type's `==` decides.
        let source = """
            struct Card: Hashable {
                var rank: Int
                var note: String
                static func == (a: Card, b: Card) -> Bool { a.rank == b.rank }
            }
            var seen: Set<Card> = []
            var counts: [Card: Int] = [:]
            for i in 0..<200 {
                seen.insert(Card(rank: i % 5, note: "\\(i)"))
                counts[Card(rank: i % 3, note: "\\(i)"), default: 0] += 1
            }
            print(seen.count, counts.count, counts.values.sorted())
            """
        XCTAssertEqual(try runProgram(source), "5 3 [66, 67, 67]\n")
    }

    func testWrongInitializerLabels() {
        let source = """
            struct Point { var x: Int; var y: Int }
            let p = Point(x: 1, z: 2)
            """
        XCTAssertEqual(
            ScriptHarness.compileErrors(source), ["main.swift:2:9: error: incorrect argument labels in call (have 'x:z:', expected 'x:y:')"])
    }

    func testAGenericConstraintNotMet() {
        let source = """
            func largest<T: Comparable>(_ a: T, _ b: T) -> T { a < b ? b : a }
            struct Plain { var v: Int }
            print(largest(Plain(v: 1), Plain(v: 2)))
            """
        XCTAssertEqual(
            ScriptHarness.compileErrors(source),
            ["main.swift:3:15: error: global function 'largest' requires that 'Plain' conform to 'Comparable'"])
    }

    func testARuntimeErrorInAMethodNamesTheTypeAndTheMethod() {
        let source = """
            struct Inventory {
                var items: [String] = []
                func item(at index: Int) -> String { items[index] }
            }
            let inventory = Inventory(items: ["a"])
            print(inventory.item(at: 3))
            """
        ScriptHarness.assertRuntimeError(
            source, kind: .indexOutOfRange, message: "index 3 is out of range for an array of 1 element",
            trace: ["Inventory.item at main.swift:3:47", "top level at main.swift:6:16"],
            sourceLine: "    func item(at index: Int) -> String { items[index] }")
    }

    func testARuntimeErrorInAnInitializer() {
        let source = """
            struct Ratio {
                let value: Int
                init(_ a: Int, _ b: Int) { value = a / b }
            }
            print(Ratio(1, 0).value)
            """
        ScriptHarness.assertRuntimeError(
            source, kind: .divisionByZero, message: "division by zero (1 / 0)",
            trace: ["Ratio.init at main.swift:3:42", "top level at main.swift:5:7"], sourceLine: "    init(_ a: Int, _ b: Int) { value = a / b }")
    }

    func testARuntimeErrorInAnObserver() {
        let source = """
            final class Meter {
                var readings: [Int] = []
                var level = 0 {
                    didSet { print(readings[level]) }
                }
            }
            let meter = Meter()
            meter.level = 2
            """
        ScriptHarness.assertRuntimeError(
            source, kind: .indexOutOfRange, message: "index 2 is out of range for an array of 0 elements",
            trace: ["Meter.level.didSet at main.swift:4:32", "top level at main.swift:8:6"], sourceLine: "        didSet { print(readings[level]) }")
    }
}
