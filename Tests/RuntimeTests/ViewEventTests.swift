import Runtime
import ViewTree
import XCTest

/// Closures as events (docs/swiftui.md): recorded on their node, dispatched as actions, all
/// or nothing.
final class ViewEventTests: XCTestCase {
    private let list = """
        struct Item: Identifiable {
            var id: Int
            var name: String
        }
        struct Items: View {
            @State private var items = [Item(id: 1, name: "a"), Item(id: 2, name: "b"), Item(id: 3, name: "c")]
            @State private var log = ""
            var body: some View {
                VStack {
                    List {
                        ForEach(items) { item in Text(item.name) }
                            .onDelete(perform: delete)
                            .onMove { from, to in items.move(fromOffsets: from, toOffset: to) }
                    }
                    .onChange(of: items.count) { old, new in log = "\\(old) -> \\(new)" }
                    Button("Add", action: add)
                    Text(log)
                }
            }
            func delete(at offsets: IndexSet) { items.remove(atOffsets: offsets) }
            func add() { items.append(Item(id: items.count + 10, name: "new")) }
        }
        func body() -> Node { Items() }
        """

    /// Runs the action of a node's event in the tree of `result`, as `:tap` does.
    private func dispatch(_ event: String, of id: String, after result: RunResult, payload: JSONValue = .null, file: StaticString = #filePath, line: UInt = #line) throws -> RunResult {
        let node = try XCTUnwrap(result.document?.root.node(withID: id), "no node \(id)", file: file, line: line)
        let action = try XCTUnwrap(node.events[event] ?? node.events.first { $0.key.hasPrefix(event + ":") }?.value, "no \(event) on \(id)", file: file, line: line)
        return runScript(list, state: result.stateAfter, event: .action(name: action, payload: payload))
    }

    private func names(_ result: RunResult) -> [String] {
        result.document?.root.children[0].children.compactMap { $0.props["text"]?.description } ?? []
    }

    func testEachRowOfAForEachHasItsOwnDeleteAndMove() throws {
        let loaded = runScript(list)
        let rows = try XCTUnwrap(loaded.document?.root.children[0].children)
        XCTAssertEqual(rows.map(\.id), ["0.0.@1", "0.0.@2", "0.0.@3"])
        XCTAssertEqual(rows.map { $0.events["delete"] }, ["app.swift:12:21", "app.swift:12:21#2", "app.swift:12:21#3"])
        let deleted = try dispatch("delete", of: "0.0.@2", after: loaded)
        XCTAssertEqual(names(deleted), [#""a""#, #""c""#])
        let moved = try dispatch("move", of: "0.0.@3", after: deleted, payload: 0)
        XCTAssertEqual(names(moved), [#""c""#, #""a""#])
    }

    func testAMoveWithoutADestinationFailsAndChangesNothing() throws {
        let loaded = runScript(list)
        let failed = try dispatch("move", of: "0.0.@1", after: loaded)
        XCTAssertEqual(failed.failure?.message, "a move needs its destination offset as the payload, such as 0")
        XCTAssertEqual(failed.stateAfter, loaded.stateAfter)
    }

    func testAMethodIsAnActionAndOnChangeWatchesTheStateItsValueReads() throws {
        let loaded = runScript(list)
        let listNode = try XCTUnwrap(loaded.document?.root.children[0])
        XCTAssertEqual(listNode.events.keys.sorted(), [#"change:local["0"].Items.items"#])
        let added = try dispatch("tap", of: "0.1", after: loaded)
        XCTAssertEqual(names(added), [#""a""#, #""b""#, #""c""#, #""new""#])
        let changed = try dispatch("change", of: "0.0", after: added)
        XCTAssertEqual(changed.document?.root.children[2].props["text"], "4 -> 4")
    }

    func testSubmitAndAppearClosuresAreEvents() throws {
        let app = """
            struct Form1: View {
                @State private var text = "hi"
                @State private var appeared = 0
                var body: some View {
                    VStack {
                        TextField("Name", text: $text).onSubmit { text = text.uppercased() }
                        Text("\\(appeared)").onAppear { appeared += 1 }
                        Text("tap me").onTapGesture { text = "" }
                    }
                }
            }
            func body() -> Node { Form1() }
            """
        let loaded = runScript(app)
        let root = try XCTUnwrap(loaded.document?.root)
        XCTAssertEqual(root.children.map { $0.events.keys.sorted() }, [["submit"], ["appear"], ["tap"]])
        let submitted = runScript(app, state: loaded.stateAfter, event: .action(name: root.children[0].events["submit"]!, payload: .null))
        XCTAssertEqual(submitted.stateAfter, ["local": ["0": ["Form1": ["text": "HI", "appeared": 0]]]])
        let appeared = runScript(app, state: submitted.stateAfter, event: .action(name: root.children[1].events["appear"]!, payload: .null))
        XCTAssertEqual(appeared.document?.root.children[1].props["text"], "1")
    }

    func testAFailingClosureLeavesTheStateAsItWas() throws {
        let app = """
            struct Breaks: View {
                @State private var count = 1
                var body: some View {
                    Button("Break") {
                        count = 100
                        let empty: [Int] = []
                        print(empty[count])
                    }
                }
            }
            func body() -> Node { Breaks() }
            """
        let loaded = runScript(app)
        let failed = runScript(app, state: loaded.stateAfter, event: .action(name: loaded.document!.root.events["tap"]!, payload: .null))
        XCTAssertEqual(failed.failure?.kind, "indexOutOfRange")
        XCTAssertEqual(failed.failure?.frames.first?.line, 7)
        XCTAssertEqual(failed.stateAfter, ["local": ["0": ["Breaks": ["count": 1]]]])
    }
}
