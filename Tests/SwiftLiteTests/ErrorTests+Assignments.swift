import XCTest

/// Changing what cannot change is reported before the script runs: constants,
/// parameters, loop variables, closure parameters, functions, and the values of
/// constants through their elements, members or mutating methods.
final class AssignmentErrorTests: XCTestCase {
    func testAssigningToALet() {
        XCTAssertEqual(
            ScriptHarness.compileErrors("let x = 1\nx = 2\nx += 1\n"),
            [
                "main.swift:2:1: error: cannot assign to 'x': 'x' is a 'let' constant [change 'let' to 'var' to make it mutable]",
                "main.swift:3:1: error: cannot assign to 'x': 'x' is a 'let' constant [change 'let' to 'var' to make it mutable]",
            ])
    }

    func testAssigningToALocalLet() {
        XCTAssertEqual(
            ScriptHarness.compileErrors("func f() {\n    let total = 0\n    total += 1\n}\n"),
            ["main.swift:3:5: error: cannot assign to 'total': 'total' is a 'let' constant [change 'let' to 'var' to make it mutable]"])
    }

    func testAssigningToAParameter() {
        XCTAssertEqual(
            ScriptHarness.compileErrors("func f(_ a: Int) {\n    a = 3\n}\n"),
            ["main.swift:2:5: error: cannot assign to 'a': 'a' is a parameter, and parameters are constants"])
    }

    func testAssigningToALoopVariable() {
        XCTAssertEqual(
            ScriptHarness.compileErrors("for i in 0..<3 {\n    i += 1\n}\n"),
            ["main.swift:2:5: error: cannot assign to 'i': 'i' is a loop variable, which is a constant"])
    }

    func testAssigningToAClosureParameter() {
        XCTAssertEqual(
            ScriptHarness.compileErrors("let f = { (n: Int) in n = 1 }\nlet g: (Int) -> Void = { $0 += 1 }\n"),
            [
                "main.swift:1:23: error: cannot assign to 'n': 'n' is a parameter, and parameters are constants",
                "main.swift:2:26: error: cannot assign to a closure parameter: parameters are constants",
            ])
    }

    func testAssigningToAFunction() {
        XCTAssertEqual(
            ScriptHarness.compileErrors("func f() {}\nf = { }\n"),
            ["main.swift:2:1: error: cannot assign to 'f': 'f' is a function"])
    }

    func testMutatingAConstantsContents() {
        let source = """
            let list = [1]
            list.append(2)
            list[0] = 5
            let table = ["a": 1]
            table["b"] = 2
            let point = (x: 1, y: 2)
            point.x = 3
            """
        XCTAssertEqual(
            ScriptHarness.compileErrors(source),
            [
                "main.swift:2:1: error: cannot use mutating member 'append' on 'list': 'list' is a 'let' constant [change 'let' to 'var' to make it mutable]",
                "main.swift:3:1: error: cannot assign to 'list': 'list' is a 'let' constant [change 'let' to 'var' to make it mutable]",
                "main.swift:5:1: error: cannot assign to 'table': 'table' is a 'let' constant [change 'let' to 'var' to make it mutable]",
                "main.swift:7:1: error: cannot assign to 'point': 'point' is a 'let' constant [change 'let' to 'var' to make it mutable]",
            ])
    }

    func testMutatingAConstantThroughOptionalChainingOrATuple() {
        XCTAssertEqual(
            ScriptHarness.compileErrors("let xs: [Int]? = [1]\nxs?.append(2)\nlet pair = (1, 2)\nvar u = 0\n(u, pair.0) = (1, 2)\n"),
            [
                "main.swift:2:1: error: cannot use mutating member 'append' on 'xs': 'xs' is a 'let' constant [change 'let' to 'var' to make it mutable]",
                "main.swift:5:5: error: cannot assign to 'pair': 'pair' is a 'let' constant [change 'let' to 'var' to make it mutable]",
            ])
    }

    func testAMutatingMethodOnAConstantIsReportedWhateverTheProgramNamesLikeIt() {
        // A tuple element named `sort` holds a closure, which calling does not change; the
        // standard `sort` and `append` still change their receiver.
        let source = """
            let sorter = (name: "up", sort: { (xs: [Int]) in xs.sorted() })
            print(sorter.sort([2, 1]))
            let grid = [[1]]
            grid[0].append(2)
            for row in grid { row.sort() }
            """
        XCTAssertEqual(
            ScriptHarness.compileErrors(source),
            [
                "main.swift:4:1: error: cannot use mutating member 'append' on 'grid': 'grid' is a 'let' constant [change 'let' to 'var' to make it mutable]",
                "main.swift:5:19: error: cannot use mutating member 'sort' on 'row': 'row' is a loop variable, which is a constant",
            ])
    }

    func testAssigningToSomethingThatIsNotAVariable() {
        XCTAssertEqual(
            ScriptHarness.compileErrors("func f() -> Int { 1 }\nf() = 2\n"),
            ["main.swift:2:1: error: cannot assign to this expression: it is not a variable"])
    }

    func testATupleCannotTakeACompoundAssignment() {
        XCTAssertEqual(
            ScriptHarness.compileErrors("var a = 1\nvar b = 2\n(a, b) += (1, 1)\n"),
            ["main.swift:3:8: error: '+=' cannot be applied to a tuple"])
    }

    func testAssigningToAWorkbenchName() {
        XCTAssertEqual(
            ScriptHarness.compileErrors("print = 1\n"),
            ["main.swift:1:1: error: cannot assign to 'print': 'print' is provided by the workbench and cannot be changed"])
    }
}
