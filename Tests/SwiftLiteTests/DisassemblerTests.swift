import SwiftLite
import XCTest

/// `workbench run --disassemble`: the bytecode of each function, with each instruction's
/// source position.
final class DisassemblerTests: XCTestCase {
    private func disassembly(_ source: String) throws -> String {
        try CompiledProgram.compile([SourceFile(name: "main.swift", text: source)], environment: HostEnvironment()).get().disassembly
    }

    func testEachFunctionIsListedWithItsInstructionsAndTheirPositions() throws {
        let text = try disassembly("func twice(_ n: Int) -> Int {\n    return n * 2\n}\nprint(twice(21))\n")
        XCTAssertTrue(text.contains("func twice (main.swift:1) — 1 parameters"), text)
        XCTAssertTrue(text.contains("multiplyImmediate"), text)
        XCTAssertTrue(text.contains("; 2:14"), "each instruction names its line and column: \(text)")
    }

    func testAMemberOfAGlobalLeavesNoCopyOfTheGlobalInARegister() throws {
        // A register still holding the array after `a.count` made the next `a.append` copy
        // the whole array: top-level code that grows an array was quadratic.
        let text = try disassembly("var a = [0]\nfor _ in 0..<3 {\n    let n = a.count\n    a.append(n)\n}\n")
        let line = try XCTUnwrap(text.split(separator: "\n").first { $0.contains("getMember") })
        let operands = try XCTUnwrap(line.split(separator: ";").first).split(separator: " ", omittingEmptySubsequences: true).dropFirst(2)
        XCTAssertEqual(operands.count, 3, "\(line)")
        XCTAssertEqual(operands.first, operands.dropFirst().first, "the member replaces the array in its register: \(line)")
        XCTAssertEqual(operands.last, ".count", "\(line)")
    }

    /// Each opcode's operands are decoded by what they are, as clox's debug.c does:
    /// registers, constants with their values, jump targets, names from the tables.
    func testOperandsAreDecodedByWhatTheyAre() throws {
        let text = try disassembly(
            "var total = 0\nfor i in 0..<3 { total += i }\nif total > 4 { print(\"big\", total) }\nlet t = (1, x: \"s\")\nprint(t.x, [\"k\": total][\"k\"] ?? 0)\n")
        let lines = text.split(separator: "\n").map { line in
            line.split(separator: ";").first.map { $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ") } ?? ""
        }
        for expected in [
            "0 loadInt r0, 0",  // an immediate
            "1 setGlobal r0, global total",  // a global by name
            "4 forRangePrepare r0, -> 9",  // a jump by the index it lands on, past the loop
            "8 forRangeLoop r0, -> 5",  // and back to the loop's body
            "jumpIfNotGreaterImmediate r0, 4, -> 14",
            "loadConstant r1, k0 (\"big\")",  // a constant with its value, quoted when a string
            "callNative r0, 2 arguments, native print",
            "getMember r1, r1, .x",
            "newDictionaryWithKeys r3, r4, keys \"k\"",
            "newTuple r0, r1, labels (_:x:)",
            "k0 = \"big\"",
        ] {
            XCTAssertTrue(lines.contains { $0.hasSuffix(expected) || $0.hasPrefix(expected) }, "no line ending with \(expected):\n\(text)")
        }
        let jumps = lines.filter { $0.contains("->") }
        XCTAssertFalse(jumps.isEmpty)
        for jump in jumps {
            // Every target is an instruction of the same function (or its end).
            let target = try XCTUnwrap(Int(jump.components(separatedBy: "-> ").last!.prefix { $0.isNumber }))
            XCTAssertLessThanOrEqual(target, lines.count, jump)
        }
    }

    func testAResultKnownToBeAnIntIsNotCheckedAgain() throws {
        // `n` is checked on entry and results of `-> Int` functions are checked by them, so
        // returning their sum needs no check; returning an `Any` parameter does.
        let known = try disassembly("func fib(_ n: Int) -> Int {\n    if n < 2 { return n }\n    return fib(n - 1) + fib(n - 2)\n}\n")
        XCTAssertEqual(known.components(separatedBy: "checkInt").count - 1, 1, "only the parameter is checked: \(known)")
        let unknown = try disassembly("func f(_ x: Any) -> Int {\n    return x as! Int + 0\n}\nfunc g(_ x: Any) -> Int {\n    return x as! Int\n}\n")
        XCTAssertTrue(unknown.contains("checkInt"), unknown)
    }

    func testACallWhoseArgumentsAreKnownToPassEntersAfterTheParameterChecks() throws {
        let text = try disassembly(
            "func fib(_ n: Int) -> Int {\n    if n < 2 { return n }\n    return fib(n - 1) + fib(n - 2)\n}\nprint(fib(30))\n")
        XCTAssertEqual(text.components(separatedBy: "callFunctionUnchecked").count - 1, 3, text)
        // Arguments of unknown type go through the checks; a literal is typed by its
        // parameter (`half(3)` passes the Double 3.0) and needs none, nor does a conversion
        // of a number (`Double(1)`, compiled as one).
        let checked = try disassembly(
            "func half(_ x: Double) -> Double { x / 2 }\nfunc twice(_ n: Int) -> Int { n * 2 }\nlet values: [Any] = [1]\nprint(half(3))\nprint(twice(values[0] as! Int))\nprint(half(Double(1)))\nprint(half(Double(\"2\")!))\n")
        XCTAssertEqual(checked.components(separatedBy: "callFunctionUnchecked").count - 1, 2, checked)
        XCTAssertEqual(checked.components(separatedBy: "callFunction ").count - 1, 2, checked)
        XCTAssertEqual(
            try runProgram("func half(_ x: Double) -> Double { x / 2 }\nfunc twice(_ n: Int) -> Int { n * 2 }\nprint(half(3), twice(twice(5)))\n"),
            "1.5 20\n")
    }

    func testAnInstanceMadeByAMethodDeclaredToReturnItsTypeIsNotCheckedAgain() throws {
        // `scaled` checks its own result against `-> Vec`, so passing it to `plus(_ o: Vec)`
        // enters after the parameter check, as a `Vec(...)` argument does.
        let source = """
            struct Vec {
                var x: Double
                func plus(_ o: Vec) -> Vec { Vec(x: x + o.x) }
                func scaled(_ k: Double) -> Vec { Vec(x: x * k) }
            }
            let a = Vec(x: 1)
            print(a.plus(a.scaled(2)).x, a.plus(Vec(x: 3)).x)

            """
        let text = try disassembly(source)
        XCTAssertEqual(text.components(separatedBy: "callFunction ").count - 1, 0, text)
        XCTAssertEqual(try runProgram(source), "3.0 4.0\n")
        // A member of a generic type reads its result with the receiver's generic arguments:
        // its argument is still checked.
        let generic = try disassembly(
            "struct Box<T> {\n    var v: T\n    func same() -> Box<T> { self }\n    func with(_ o: Box<T>) -> Int { 1 }\n}\nlet b = Box(v: 1)\nprint(b.with(b.same()))\n")
        XCTAssertTrue(generic.contains("callFunction "), generic)
    }

    func testAComparisonBeforeAnOrJumpsWithoutMakingABool() throws {
        let source = """
            func outside(_ x: Double) -> Bool {
                if x < 0 || x > 100 { return true }
                return false
            }
            print(outside(-1), outside(50), outside(101), outside(.nan))

            """
        let text = try disassembly(source)
        XCTAssertTrue(text.contains("jumpIfNotLessImmediate"), text)
        XCTAssertFalse(text.contains("jumpIfTrue"), text)
        XCTAssertFalse(text.contains(" less "), text)
        XCTAssertEqual(try runProgram(source), "true false true false\n")
    }

    func testAClosureInAConstantIsCalledWhereItIs() throws {
        let text = try disassembly("func apply(_ f: (Int) -> Int) -> Int {\n    return f(1)\n}\n")
        XCTAssertTrue(text.contains("callLocal"), text)
    }
    func testADictionaryLiteralWithStringLiteralKeysSharesItsKeys() throws {
        let text = try disassembly("let i = 1\nlet a: [String: Any] = [\"id\": i, \"title\": \"x\"]\nlet b = [\"title\": 2, \"id\": 3]\n")
        XCTAssertEqual(text.components(separatedBy: "newDictionaryWithKeys").count - 1, 2, text)
        XCTAssertFalse(text.contains("newDictionary "), text)
        // Keys computed, or a key written twice (a runtime error, as in Swift), take the general path.
        let general = try disassembly("let k = \"a\"\nlet a = [k: 1]\nlet b = [\"\\(k)\": 1]\nlet c = [\"a\": 1, \"a\": 2]\n")
        XCTAssertEqual(general.components(separatedBy: "newDictionary ").count - 1, 3, general)
        XCTAssertFalse(general.contains("newDictionaryWithKeys"), general)
        XCTAssertThrowsError(try runProgram("let c = [\"a\": 1, \"a\": 2]\n")) { error in
            XCTAssertEqual((error as? ScriptError)?.message, "the dictionary literal has the key \"a\" twice")
        }
    }

    func testAppendHasAnInstructionOfItsOwnThatStillServesStrings() throws {
        let text = try disassembly("var xs: [Int] = []\nxs.append(1)\nvar s = \"a\"\ns.append(\"b\")\nxs.removeLast()\n")
        XCTAssertEqual(text.components(separatedBy: "appendElement").count - 1, 2, text)
        XCTAssertEqual(text.components(separatedBy: "callMutatingMethod").count - 1, 1, text)
        XCTAssertEqual(
            try runProgram("var xs: [Int] = []\nxs.append(1)\nvar s = \"a\"\ns.append(\"b\")\nvar d: [String: [Int]] = [\"k\": []]\nd[\"k\"]!.append(2)\nprint(xs, s, d)\n"),
            "[1] ab [\"k\": [2]]\n")
    }
    func testMapAndFilterWithAClosureWrittenInPlaceLoopInBytecode() throws {
        let text = try disassembly("let xs = [1, 2]\nlet a = xs.map { $0 * 2 }\nlet b = xs.filter { n in n > 1 }\nlet f = { (n: Int) in n }\nlet c = xs.map(f)\n")
        // Each inlined call keeps the library call for receivers that are not arrays.
        XCTAssertEqual(text.components(separatedBy: "jumpIfNotArray").count - 1, 2, text)
        XCTAssertEqual(text.components(separatedBy: "jumpIfRejected").count - 1, 1, text)
        XCTAssertEqual(text.components(separatedBy: "callMethod").count - 1, 3, "two fallbacks and map(f): \(text)")
    }
    func testASimpleClosureBodyIsCompiledIntoTheLoopAndOthersAreCalled() throws {
        let inlined = try disassembly("let xs = [1, 2]\nlet a = xs.map { $0 * 2 }\nlet b = xs.filter { n in n > 1 }\n")
        XCTAssertFalse(inlined.contains("callLocal"), inlined)
        // A statement body, a typed parameter and an inner closure are called instead.
        let called = try disassembly(
            "let xs = [1, 2]\nlet a = xs.map { n -> Int in\n    let m = n\n    return m\n}\nlet b = xs.map { (n: Int) in n }\nlet c = xs.map { n in [n].map { $0 + n } }\n")
        XCTAssertEqual(called.components(separatedBy: "callLocal").count - 1, 3, called)
    }

    func testAnErrorInAClosureBodyIsReportedOnce() throws {
        let source = "func f(a: Int) -> Int { a }\nfunc f(b: Int) -> Int { b }\nlet ys = [1].map { x in f }\n"
        guard case .failure(let failure) = CompiledProgram.compile([SourceFile(name: "main.swift", text: source)], environment: HostEnvironment())
        else { return XCTFail("an ambiguous function name compiled") }
        XCTAssertEqual(failure.diagnostics.filter { $0.message.hasPrefix("ambiguous use of 'f'") }.count, 1, "\(failure.diagnostics)")
    }
    func testAFunctionOfNumbersOnlyHasNothingToReleaseOnReturn() throws {
        let text = try disassembly(
            """
            func fib(_ n: Int) -> Int {
                if n < 2 { return n }
                return fib(n - 1) + fib(n - 2)
            }
            func half(_ x: Double) -> Double { x / 2 }
            func name(_ n: Int) -> String { "n\\(n)" }
            func length(_ n: Int) -> Int { name(n).count }
            func first(_ xs: [Int]) -> Int { xs[0] }
            func loose(_ n: Any) -> Int { 1 }
            """)
        let marked = text.components(separatedBy: "\n").filter { $0.contains("only scalars") }
        XCTAssertEqual(marked.count, 2, text)
        XCTAssertTrue(marked.contains { $0.hasPrefix("func fib ") } && marked.contains { $0.hasPrefix("func half ") }, text)
    }

    func testFramesLeftWithoutReleasingDoNotLeakIntoTheNextCall() throws {
        // The slots a scalar frame leaves hold stale numbers; every frame writes a register
        // before reading it, nil included.
        let source = """
            func fib(_ n: Int) -> Int {
                if n < 2 { return n }
                return fib(n - 1) + fib(n - 2)
            }
            func fresh(_ n: Int) -> String {
                var maybe: Int?
                var text: String = ""
                for i in 0..<n { text += "\\(i)" }
                if maybe == nil { maybe = n }
                return text + "/\\(maybe!)"
            }
            print(fib(15), fresh(3), fib(10), fresh(0))
            """
        XCTAssertEqual(try runProgram(source), "610 012/3 55 /0\n")
    }
    func testAClosureTakesItsTypesFromTheParameterItIsPassedTo() throws {
        let text = try disassembly(
            "func apply(_ n: Int, _ f: (Int) -> Int) -> Int { f(n) }\nfunc main() {\n    let k = 3\n    print(apply(1, { x in x * k + 1 }))\n}\n")
        let closure = text.components(separatedBy: "closure in main").last ?? ""
        XCTAssertTrue(closure.contains("only scalars"), text)
        XCTAssertTrue(closure.contains("checkInt"), text)
    }

    func testStructsAreMadeAndReadInPlace() throws {
        // A memberwise initializer made without a call (an Int literal still becomes a
        // Double), `position.x` read in one instruction, on `self` and on a variable.
        let source = """
            struct Vec { var x: Double; var y: Double }
            struct Particle {
                var position: Vec
                var velocity: Vec
                func sum() -> Double { position.x + position.y }
                mutating func step() { position = Vec(x: position.x + velocity.x, y: position.y + velocity.y) }
            }
            var p = Particle(position: Vec(x: 1, y: 2), velocity: Vec(x: 0.5, y: -1))
            p.step()
            print(p.sum(), p.position.x, p.velocity, Vec(x: 3, y: 4))

            """
        let text = try disassembly(source)
        XCTAssertTrue(text.contains("newEnum") && text.contains("case Vec.init"), text)
        XCTAssertTrue(text.contains("getPropertyPath") && text.contains(".position.x"), text)
        XCTAssertFalse(text.contains("arguments, func Vec.init"), text)  // no call of it
        XCTAssertEqual(try runProgram(source), "2.5 1.5 Vec(x: 0.5, y: -1.0) Vec(x: 3.0, y: 4.0)\n")
    }
}
