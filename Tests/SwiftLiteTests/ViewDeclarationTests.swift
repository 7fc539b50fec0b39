import SwiftLite
import XCTest

/// What the language gives SwiftUI's declarations, whatever host runs them: `#Preview`s,
/// view builders (`body`, `@ViewBuilder`), the expansion of property wrappers through the
/// host's functions, methods forwarded to the host, and values kept as JSON-like state.
final class ViewDeclarationTests: XCTestCase {
    /// A host that collects what builders yield as strings.
    private final class Collector: ViewBuilderDelegate {
        var frames: [[String]] = []
        func builderWillBegin() { frames.append([]) }
        func builderStatementWillBegin(depth: Int) {}
        func builderStatementDidEnd(depth: Int, isConditional: Bool) {}
        func builderYield(_ value: Value, interpreter: Interpreter) throws(ScriptError) {
            frames[frames.count - 1].append(try interpreter.describe(value))
        }
        func builderDidEnd() -> Value { .array((frames.popLast() ?? []).map { .string($0) }) }
    }

    private func run(_ source: String, environment: HostEnvironment = HostEnvironment()) throws -> (Interpreter, Collector, String) {
        let program = try CompiledProgram.compile([SourceFile(name: "app.swift", text: source)], environment: environment).get()
        let interpreter = Interpreter(program: program)
        let collector = Collector()
        interpreter.viewBuilderDelegate = collector
        var output = ""
        interpreter.printHandler = { output += $0 }
        interpreter.beginRun()
        try interpreter.runTopLevel()
        return (interpreter, collector, output)
    }

    func testEveryPreviewIsCompiledWithItsTitleAndBuildsItsContent() throws {
        let (interpreter, collector, _) = try run(
            """
            #Preview { "first"; "second" }
            #Preview("Dark") {
                "third"
            }
            """)
        let previews = interpreter.program.previews
        XCTAssertEqual(previews.map(\.title), [nil, "Dark"])
        XCTAssertEqual(previews.map { $0.location.line }, [1, 2])
        XCTAssertEqual(previews.map(\.file), ["app.swift", "app.swift"])
        let content = try interpreter.call(try interpreter.previewContent(previews[0]), [])
        XCTAssertEqual(try interpreter.describe(content), #"["first", "second"]"#)
        _ = collector
    }

    func testABodyAndAViewBuilderFunctionYieldEachStatement() throws {
        let (interpreter, collector, _) = try run(
            """
            struct Screen: View {
                var n: Int
                var body: some View {
                    "title"
                    if n > 1 { "many" } else { "few" }
                    for i in 0..<n { "row \\(i)" }
                }
            }
            @ViewBuilder func footer(_ done: Bool) -> some View {
                "footer"
                if done { "done" }
            }
            let screen = Screen(n: 2)
            """)
        let body = try interpreter.property("body", of: try XCTUnwrap(interpreter.global(named: "screen")))
        XCTAssertEqual(try interpreter.describe(body), #"["title", "many", "row 0", "row 1"]"#)
        XCTAssertEqual(try interpreter.describe(try interpreter.callFunction(named: "footer", [.bool(true)])), #"["footer", "done"]"#)
        XCTAssertTrue(collector.frames.isEmpty)
    }

    func testPropertyWrappersGoThroughTheHostsFunctions() throws {
        /// A host's state cell: a box with `wrappedValue`, `$assign` and a projection.
        final class Cell: HostObject {
            var value: Value
            init(_ value: Value) { self.value = value }
            override func member(_ name: String, interpreter: Interpreter) throws(ScriptError) -> Value {
                name == "projectedValue" ? .string("binding") : value
            }
            override func callMethod(_ name: String, labels: [String?], arguments: [Value], interpreter: Interpreter) throws(ScriptError) -> Value {
                value = arguments[0]
                return .null
            }
        }
        let environment = HostEnvironment()
        environment.define(
            NativeFunction(name: "@State", signatures: [.init([.init("wrappedValue")])]) { (call: inout NativeCall) throws(ScriptError) -> Value in
                .host(Cell(call.argument(0)))
            })
        let (interpreter, _, output) = try run(
            """
            struct Counter {
                @State private var count = 5
                func tap() -> () -> Void { { count += 1 } }
                func show() { print(count, $count) }
            }
            let counter = Counter()
            counter.tap()()
            counter.tap()()
            counter.show()
            """, environment: environment)
        XCTAssertEqual(output, "7 binding\n")
        _ = interpreter
    }

    func testWithoutAHostWrappersAreStoredProperties() throws {
        XCTAssertEqual(try run("struct S {\n    @State var n = 1\n}\nvar s = S(n: 3)\ns.n += 1\nprint(s.n)\n").2, "4\n")
    }

    func testAViewsMissingMethodsGoToTheHost() throws {
        final class Node: HostObject {
            var modifiers: [String] = []
            override func callMethod(_ name: String, labels: [String?], arguments: [Value], interpreter: Interpreter) throws(ScriptError) -> Value {
                modifiers.append(name)
                return .host(self)
            }
            override var scriptDescription: String { "Node(\(modifiers.joined(separator: ",")))" }
        }
        let environment = HostEnvironment()
        environment.defineForwarding(protocol: "View") { (_: Value, _: Interpreter) throws(ScriptError) -> Value in .host(Node()) }
        let (_, _, output) = try run(
            """
            struct Badge: View {
                var body: some View { "x" }
                func own() -> String { "own" }
            }
            print(Badge().padding(4).bold())
            print(Badge().own())
            """, environment: environment)
        XCTAssertEqual(output, "Node(padding,bold)\nown\n")
    }

    func testValuesOfTheProgramsTypesAreKeptAsJSONLikeValuesAndReadBack() throws {
        let (interpreter, _, _) = try run(
            """
            enum Priority: String { case low, high }
            enum Shape { case circle(radius: Double), square(Double) }
            struct Todo: Identifiable {
                let id = UUID()
                var title: String
                var done = false
                var priority = Priority.low
                var note: String?
                var shapes: [Shape] = [.circle(radius: 1), .square(2)]
            }
            struct Holder { var todos: [Todo] = [Todo(title: "Milk", note: "2%")] }
            let holder = Holder()
            """)
        let holder = try XCTUnwrap(interpreter.global(named: "holder"))
        let encoded = try StateCoding.encode(holder)
        let todo = try XCTUnwrap(encoded.dictionaryValue(forKey: "todos")?.arrayElements?.first)
        XCTAssertEqual(todo.dictionaryEntries?.map(\.key), ["id", "title", "done", "priority", "note", "shapes"])
        XCTAssertEqual(try interpreter.describe(try XCTUnwrap(todo.dictionaryValue(forKey: "priority"))), "low")
        XCTAssertEqual(
            try interpreter.describe(try XCTUnwrap(todo.dictionaryValue(forKey: "shapes"))), #"[["circle": ["radius": 1.0]], ["square": ["_0": 2.0]]]"#)
        let type = try XCTUnwrap(holder.declaredType)
        let decoded = try XCTUnwrap(StateCoding.decode(encoded, as: .declared(type)))
        XCTAssertEqual(try interpreter.describe(decoded), try interpreter.describe(holder))
        XCTAssertNil(StateCoding.decode(.dictionary([("todos", .string("oops"))]), as: .declared(type)))
        XCTAssertThrowsError(try StateCoding.encode(.array([Value.tuple([(label: nil, value: .int(1))])])))
    }
}

/// What SwiftUI code asks of the language besides its declarations.
final class SwiftUIIdiomTests: XCTestCase {
    func testAClassInstanceCapturedAsAConstantChangesThroughTheClosure() throws {
        XCTAssertEqual(
            try runProgram(
                """
                final class Model { var count = 0 }
                func tapper(_ model: Model) -> () -> Void { { model.count += 1 } }
                let model = Model()
                let tap = tapper(model)
                tap()
                tap()
                print(model.count)
                """), "2\n")
    }

    func testAMethodOfAStructIsAFunctionOfItsValue() throws {
        XCTAssertEqual(
            try runProgram(
                """
                struct Greeter {
                    var name: String
                    func greet(_ other: String) -> String { "\\(name) greets \\(other)" }
                    func greeting() -> (String) -> String { greet }
                }
                print(Greeter(name: "Ann").greeting()("Bo"))
                """), "Ann greets Bo\n")
    }

    func testOffsetsRemoveAndMoveElementsAsSwiftUIsListsDo() throws {
        XCTAssertEqual(
            try runProgram(
                """
                var items = ["a", "b", "c", "d"]
                let offsets: IndexSet = [1, 3]
                items.remove(atOffsets: offsets)
                print(items)
                items.move(fromOffsets: [0], toOffset: 2)
                print(items)
                """), "[\"a\", \"c\"]\n[\"c\", \"a\"]\n")
    }
}
