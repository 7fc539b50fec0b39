import SwiftLite
import XCTest

/// Runtime errors: each kind with its message, the stack trace (one frame per script
/// function, innermost first, `name at file:line:col`) and the innermost frame's line.
final class RuntimeErrorTests: XCTestCase {
    func testUnwrappingNilTracesEveryScriptFrame() {
        let source = """
            func load(_ key: String) -> Int {
                let table = ["a": 1]
                return table[key]!
            }
            func total() -> Int {
                return load("b") + 1
            }
            print(total())
            """
        ScriptHarness.assertRuntimeError(
            source, kind: .nilUnwrap, message: "unexpectedly found nil while unwrapping an optional value",
            trace: ["load at main.swift:3:22", "total at main.swift:6:12", "top level at main.swift:8:7"],
            sourceLine: "    return table[key]!")
    }

    func testMembersOfNil() {
        ScriptHarness.assertRuntimeError(
            "let names: [String]? = nil\nprint(names!.count)\n", kind: .nilUnwrap,
            message: "unexpectedly found nil while unwrapping an optional value",
            trace: ["top level at main.swift:2:12"], sourceLine: "print(names!.count)")
        ScriptHarness.assertRuntimeError(
            "let record: [String: Any] = [:]\nlet name = record[\"name\"] as! String\n", kind: .nilUnwrap,
            message: "unexpectedly found nil while casting to 'String' with 'as!'",
            trace: ["top level at main.swift:2:27"], sourceLine: "let name = record[\"name\"] as! String")
    }

    func testJoiningAnArrayWithAnElementThatIsNotAString() {
        ScriptHarness.assertRuntimeError(
            "let parts: [Any] = [\"a\", 1]\nprint(parts.joined(separator: \"-\"))\n", kind: .typeMismatch,
            message: "'joined' needs an array of strings, found an element of type 'Int'",
            trace: ["top level at main.swift:2:12"], sourceLine: "print(parts.joined(separator: \"-\"))")
    }

    func testIndexOutOfRange() {
        ScriptHarness.assertRuntimeError(
            "let items = [1, 2, 3]\nprint(items[3])\n", kind: .indexOutOfRange,
            message: "index 3 is out of range for an array of 3 elements",
            trace: ["top level at main.swift:2:12"], sourceLine: "print(items[3])")
        ScriptHarness.assertRuntimeError(
            "var items: [Int] = []\nitems[0] = 1\n", kind: .indexOutOfRange,
            message: "index 0 is out of range for an array of 0 elements",
            trace: ["top level at main.swift:2:6"], sourceLine: "items[0] = 1")
        ScriptHarness.assertRuntimeError(
            "var items = [1]\nitems.remove(at: 1)\n", kind: .indexOutOfRange,
            message: "index 1 is out of range for an array of 1 element",
            trace: ["top level at main.swift:2:6"], sourceLine: "items.remove(at: 1)")
        ScriptHarness.assertRuntimeError(
            "var items: [Int] = []\nitems.removeLast()\n", kind: .indexOutOfRange,
            message: "cannot remove the last element of an empty array",
            trace: ["top level at main.swift:2:6"], sourceLine: "items.removeLast()")
    }

    func testIntegerOverflow() {
        ScriptHarness.assertRuntimeError(
            "var x = Int.max\nx += 1\n", kind: .overflow,
            message: "arithmetic overflow: 9223372036854775807 + 1 does not fit in an Int",
            trace: ["top level at main.swift:2:3"], sourceLine: "x += 1")
        ScriptHarness.assertRuntimeError(
            "let big = 4_000_000_000\nprint(big * big)\n", kind: .overflow,
            message: "arithmetic overflow: 4000000000 * 4000000000 does not fit in an Int",
            trace: ["top level at main.swift:2:11"], sourceLine: "print(big * big)")
        ScriptHarness.assertRuntimeError(
            "let low = Int.min\nprint(-low)\n", kind: .overflow,
            message: "arithmetic overflow: -(-9223372036854775808) does not fit in an Int",
            trace: ["top level at main.swift:2:7"], sourceLine: "print(-low)")
        ScriptHarness.assertRuntimeError(
            "print(abs(Int.min))\n", kind: .overflow,
            message: "arithmetic overflow: abs(-9223372036854775808) does not fit in an Int",
            trace: ["top level at main.swift:1:7"], sourceLine: "print(abs(Int.min))")
    }

    func testFixedWidthOverflowTrapsInTheTypesWidth() {
        // (program, message, trace, source line): arithmetic declared in a narrow type traps past its range.
        let overflows: [(String, String, [String], String)] = [
            ("var level: UInt8 = 250\nlevel += 5\nlevel += 1\n", "arithmetic overflow: 255 + 1 does not fit in a UInt8", ["top level at main.swift:3:7"], "level += 1"),
            (
                "func scaled(_ v: Int16) -> Int16 { v * 2 }\nprint(scaled(20_000))\n", "arithmetic overflow: 20000 * 2 does not fit in an Int16",
                ["scaled at main.swift:1:38", "top level at main.swift:2:7"], "func scaled(_ v: Int16) -> Int16 { v * 2 }"
            ),
            ("let low = Int8.min\nprint(-low)\n", "arithmetic overflow: -(-128) does not fit in an Int8", ["top level at main.swift:2:7"], "print(-low)"),
        ]
        for (source, message, trace, line) in overflows {
            ScriptHarness.assertRuntimeError(source, kind: .overflow, message: message, trace: trace, sourceLine: line)
        }
    }

    func testDivisionByZero() {
        ScriptHarness.assertRuntimeError(
            "func ratio(_ a: Int, _ b: Int) -> Int {\n    a / b\n}\nprint(ratio(10, 0))\n", kind: .divisionByZero,
            message: "division by zero (10 / 0)",
            trace: ["ratio at main.swift:2:7", "top level at main.swift:4:7"], sourceLine: "    a / b")
        ScriptHarness.assertRuntimeError(
            "let zero = 0\nprint(7 % zero)\n", kind: .divisionByZero,
            message: "division by zero in remainder (7 % 0)",
            trace: ["top level at main.swift:2:9"], sourceLine: "print(7 % zero)")
    }

    func testAnUnknownMemberSuggestsOne() {
        ScriptHarness.assertRuntimeError(
            "let items = [1, 2]\nprint(items.cout)\n", kind: .unknownMember,
            message: "value of type '[Int]' has no member 'cout'; did you mean 'count'?",
            trace: ["top level at main.swift:2:12"], sourceLine: "print(items.cout)")
        ScriptHarness.assertRuntimeError(
            "let value: Any = 5\nprint((value as! Int).uppercased())\n", kind: .unknownMember,
            message: "value of type 'Int' has no member 'uppercased'",
            trace: ["top level at main.swift:2:22"], sourceLine: "print((value as! Int).uppercased())")
    }

    func testWrongArguments() {
        ScriptHarness.assertRuntimeError(
            "let f = { (a: Int) in a }\nprint(f(1, 2))\n", kind: .wrongArguments,
            message: "the closure takes 1 argument, but 2 were passed",
            trace: ["top level at main.swift:2:7"], sourceLine: "print(f(1, 2))")
        ScriptHarness.assertRuntimeError(
            "var items = [1]\nitems.insert(2, ta: 0)\n", kind: .wrongArguments,
            message: "no 'insert' takes the arguments (_:ta:); the labels that exist are insert(_:at:), insert(contentsOf:at:)",
            trace: ["top level at main.swift:2:6"], sourceLine: "items.insert(2, ta: 0)")
        ScriptHarness.assertRuntimeError(
            "print(1, seperator: \"-\")\n", kind: .wrongArguments,
            message: "'print' has no argument label 'seperator:'; it takes values, 'separator:' and 'terminator:'",
            trace: ["top level at main.swift:1:1"], sourceLine: "print(1, seperator: \"-\")")
    }

    func testCallingSomethingThatIsNotAFunction() {
        ScriptHarness.assertRuntimeError(
            "let handlers: [String: Any] = [\"tap\": 5]\nlet handler = handlers[\"tap\"]!\nhandler()\n", kind: .notCallable,
            message: "cannot call a value of type 'Int'", trace: ["top level at main.swift:3:1"], sourceLine: "handler()")
    }

    func testATypeAnnotationIsCheckedWhenTheValueIsStored() {
        ScriptHarness.assertRuntimeError(
            "let raw: Any = \"text\"\nvar count: Int = 0\ncount = raw\n", kind: .typeMismatch,
            message: "cannot use a value of type 'String' where 'Int' is expected",
            trace: ["top level at main.swift:3:9"], sourceLine: "count = raw")
        ScriptHarness.assertRuntimeError(
            "func double(_ n: Int) -> Int { n * 2 }\nlet raw: Any = \"2\"\nlet f: (Any) -> Int = { double($0 as Any) }\nprint(f(raw))\n",
            kind: .typeMismatch, message: "cannot use a value of type 'String' where 'Int' is expected",
            trace: ["double at main.swift:1:13", "closure at main.swift:3:25", "top level at main.swift:4:7"],
            sourceLine: "func double(_ n: Int) -> Int { n * 2 }")
        ScriptHarness.assertRuntimeError(
            "func name(_ record: [String: Any]) -> String {\n    return record[\"name\"] ?? 0\n}\nprint(name([:]))\n", kind: .typeMismatch,
            message: "cannot use a value of type 'Int' where 'String' is expected",
            trace: ["name at main.swift:2:27", "top level at main.swift:4:7"], sourceLine: "    return record[\"name\"] ?? 0")
        ScriptHarness.assertRuntimeError(
            "let values: [Int] = [1, 2]\nlet mixed: [Any] = values + [\"three\"]\nlet again: [Int] = mixed as! [Int]\n", kind: .castFailed,
            message: "could not cast a value of type '[Any]' to '[Int]'",
            trace: ["top level at main.swift:3:26"], sourceLine: "let again: [Int] = mixed as! [Int]")
    }

    func testADeclaredTypesParameterAdmitsItsSubclassesAndRejectsOtherTypes() throws {
        let declarations = """
            class Animal {}
            class Dog: Animal {}
            struct Point { var x = 0 }
            func kind(_ animal: Animal) -> String { "\\(type(of: animal))" }
            let f: (Any) -> String = { kind($0 as Any) }

            """
        XCTAssertEqual(try runProgram(declarations + "print(f(Dog()), f(Animal()))\n"), "Dog Animal\n")
        ScriptHarness.assertRuntimeError(
            declarations + "print(f(Point()))\n", kind: .typeMismatch,
            message: "cannot use a value of type 'Point' where 'Animal' is expected",
            trace: ["kind at main.swift:4:11", "closure at main.swift:5:28", "top level at main.swift:6:7"],
            sourceLine: "func kind(_ animal: Animal) -> String { \"\\(type(of: animal))\" }")
    }

    func testStoringIntoATypedCollectionIsChecked() {
        ScriptHarness.assertRuntimeError(
            "var counts: [Int] = []\nlet raw: Any = \"three\"\ncounts.append(raw)\n", kind: .typeMismatch,
            message: "cannot use a value of type 'String' where 'Int' is expected",
            trace: ["top level at main.swift:3:15"], sourceLine: "counts.append(raw)")
        ScriptHarness.assertRuntimeError(
            "var table: [String: Int] = [:]\nlet raw: Any = 2.5\ntable[\"k\"] = raw\n", kind: .typeMismatch,
            message: "cannot use a value of type 'Double' where 'Int?' is expected",
            trace: ["top level at main.swift:3:14"], sourceLine: "table[\"k\"] = raw")
        ScriptHarness.assertRuntimeError(
            "var total: Int = 0\nlet step: Any = 0.5\ntotal += step as! Double\n", kind: .typeMismatch,
            message: "cannot use a value of type 'Double' where 'Int' is expected",
            trace: ["top level at main.swift:3:15"], sourceLine: "total += step as! Double")
    }

    func testAFailedForcedCast() {
        ScriptHarness.assertRuntimeError(
            "let value: Any = \"text\"\nlet number = value as! Int\n", kind: .castFailed,
            message: "could not cast a value of type 'String' to 'Int'",
            trace: ["top level at main.swift:2:20"], sourceLine: "let number = value as! Int")
    }

    func testFatalErrorAndPrecondition() {
        ScriptHarness.assertRuntimeError(
            "func check(_ n: Int) {\n    if n > 2 { fatalError(\"too big: \\(n)\") }\n}\ncheck(5)\n", kind: .fatalError,
            message: "too big: 5", trace: ["check at main.swift:2:16", "top level at main.swift:4:1"],
            sourceLine: "    if n > 2 { fatalError(\"too big: \\(n)\") }")
        ScriptHarness.assertRuntimeError(
            "precondition(1 > 2, \"one is not more than two\")\n", kind: .fatalError,
            message: "one is not more than two", trace: ["top level at main.swift:1:1"],
            sourceLine: "precondition(1 > 2, \"one is not more than two\")")
    }

    func testAnErrorInsideAClosureCalledByTheLibrary() {
        let source = """
            let values = [1, 2, 0]
            let inverted = values.map { value in
                100 / value
            }
            """
        ScriptHarness.assertRuntimeError(
            source, kind: .divisionByZero, message: "division by zero (100 / 0)",
            trace: ["closure at main.swift:3:9", "top level at main.swift:2:22"], sourceLine: "    100 / value")
    }

    func testAFilterWhoseClosureDoesNotReturnABool() {
        // Arrays take the loop compiled in place, dictionaries the library: one message.
        ScriptHarness.assertRuntimeError(
            "let values = [1, 2]\nlet kept = values.filter { $0 }\n", kind: .typeMismatch,
            message: "the closure passed to 'filter(_:)' must return a Bool, returned 'Int'",
            trace: ["top level at main.swift:2:18"], sourceLine: "let kept = values.filter { $0 }")
        ScriptHarness.assertRuntimeError(
            "let table = [\"a\": 1]\nlet kept = table.filter { $0.value }\n", kind: .typeMismatch,
            message: "the closure passed to 'filter(_:)' must return a Bool, returned 'Int'",
            trace: ["top level at main.swift:2:17"], sourceLine: "let kept = table.filter { $0.value }")
    }

    func testAClosureReturningOtherThanItsParametersFunctionTypeSays() {
        ScriptHarness.assertRuntimeError(
            "func apply(_ f: (Int) -> Int) -> Int {\n    return f(1)\n}\nprint(apply({ x in Double(x) / 2 }))\n", kind: .typeMismatch,
            message: "cannot use a value of type 'Double' where 'Int' is expected",
            trace: ["closure at main.swift:4:30", "apply at main.swift:2:12", "top level at main.swift:4:7"],
            sourceLine: "print(apply({ x in Double(x) / 2 }))")
    }

    func testAClosureStillChecksAnArgumentThatIsNotAnInt() {
        // An Int enters after the closure's check; anything else meets it.
        ScriptHarness.assertRuntimeError(
            "let f = { (x: Int) in x * 2 }\nlet values: [Any] = [1, \"two\"]\nfor v in values { print(f(v)) }\n", kind: .typeMismatch,
            message: "cannot use a value of type 'String' where 'Int' is expected",
            trace: ["closure at main.swift:1:12", "top level at main.swift:3:25"], sourceLine: "let f = { (x: Int) in x * 2 }")
    }

    func testAGlobalReadBeforeItIsInitialized() {
        ScriptHarness.assertRuntimeError(
            "func show() { print(settings) }\nshow()\nlet settings = 1\n", kind: .uninitializedVariable,
            message: "'settings' is used before it is initialized",
            trace: ["show at main.swift:1:21", "top level at main.swift:2:1"], sourceLine: "func show() { print(settings) }")
    }

    func testAnInvalidRange() {
        ScriptHarness.assertRuntimeError(
            "let n = 0\nfor i in 1...n { print(i) }\n", kind: .invalidArgument,
            message: "a range needs its lower bound <= its upper bound, found 1...0",
            trace: ["top level at main.swift:2:11"], sourceLine: "for i in 1...n { print(i) }")
    }

    func testAFailedMutationLeavesTheVariableAsItWas() throws {
        // Globals and captured variables outlive a failed run (the host calls the program
        // again), so an error in the middle of changing one must not lose its value.
        let source = """
            var items = [1, 2, 3]
            var table: [String: [Int]] = ["a": [1]]
            var count: Int = 0
            func makeHolder() -> (breakIt: () -> Void, read: () -> [Int]) {
                var held = [7]
                return ({ held[9] += 1 }, { held })
            }
            let holder = makeHolder()
            func breakItems() { items[5] += 1 }
            func breakTable() { table["missing"]!.append(1) }
            func breakCount() { let text: Any = "x"; count += text as! Int }
            func breakHeld() { holder.breakIt() }
            func show() -> String { "\\(items) \\(table) \\(count) \\(holder.read())" }
            """
        let program = try CompiledProgram.compile([SourceFile(name: "main.swift", text: source)], environment: HostEnvironment()).get()
        let interpreter = Interpreter(program: program, limits: ScriptHarness.smallLimits)
        try interpreter.runTopLevel()
        for function in ["breakItems", "breakTable", "breakCount", "breakHeld"] {
            XCTAssertThrowsError(try interpreter.callFunction(named: function), function)
            XCTAssertEqual(
                Formatting.describe(try interpreter.callFunction(named: "show")), "[1, 2, 3] [\"a\": [1]] 0 [7]", "after \(function)")
        }
    }

    func testOutputBeforeTheErrorIsKept() {
        let failure = ScriptHarness.runtimeFailure("print(\"before\")\nlet x: Int? = nil\nprint(x!)\n")
        XCTAssertEqual(failure?.output, "before\n")
    }

    func testTheStandardLibrarysOwnCodeShowsNoFrame() throws {
        // `Result.map` is declared in Swift for scripts; an error in its closure is the caller's.
        let source = "enum E: Error { case bad }\nlet r: Result<Int, E> = .success(0)\nprint(r.map { 10 / $0 })\n"
        let program = try CompiledProgram.compile([SourceFile(name: "main.swift", text: source)], environment: HostEnvironment()).get()
        let interpreter = Interpreter(program: program, limits: ScriptHarness.smallLimits)
        do {
            try interpreter.runTopLevel()
            XCTFail("the program should fail")
        } catch {
            XCTAssertEqual(error.frames.map(\.description), ["closure at main.swift:3:18", "top level at main.swift:3:8"])
            XCTAssertEqual(error.sourceLine, "print(r.map { 10 / $0 })")
        }
    }

    func testTheTraceNamesTheFileOfEachFrame() throws {
        let files = [
            SourceFile(name: "helpers.swift", text: "func fail() {\n    fatalError(\"stop\")\n}\n"),
            SourceFile(name: "main.swift", text: "func run() {\n    fail()\n}\nrun()\n"),
        ]
        let program = try CompiledProgram.compile(files, environment: HostEnvironment()).get()
        let interpreter = Interpreter(program: program, limits: ScriptHarness.smallLimits)
        do {
            try interpreter.runTopLevel()
            XCTFail("the program should fail")
        } catch {
            XCTAssertEqual(
                error.frames.map(\.description),
                ["fail at helpers.swift:2:5", "run at main.swift:2:5", "top level at main.swift:4:1"])
            XCTAssertEqual(error.sourceLine, "    fatalError(\"stop\")")
        }
    }
}
