import Runtime
import ViewTree
import XCTest

final class BuilderTests: XCTestCase {
    func testEveryBuilderFormAddsTheRightChildren() throws {
        let root = try XCTUnwrap(render("""
            state.initial("flag", false)
            state.initial("kind", 2)
            func body() -> Node {
                VStack {
                    Text("first")
                    if state.get("flag") as! Bool { Text("hidden") }
                    if !(state.get("flag") as! Bool) { Text("shown") } else { Text("not shown") }
                    switch state.get("kind") as! Int {
                    case 1: Text("one")
                    case 2: Text("two")
                    default: Text("other")
                    }
                    for i in 0..<2 { Text("loop \\(i)") }
                    ForEach([["id": 7, "t": "a"], ["id": 9, "t": "b"]], id: "id") { item in Text(item["t"] as! String) }
                    let ignored = Text("not a child")
                    print("not a view")
                }
            }
            """))
        XCTAssertEqual(root.children.map { $0.props["text"]?.stringValue ?? "" }, ["first", "shown", "two", "loop 0", "loop 1", "a", "b"])
    }

    func testSlotsLandUnderTheNamesVMLUses() throws {
        let root = try XCTUnwrap(render("""
            func body() -> Node {
                VStack {
                    Label { Text("Downloads") } icon: { Image(systemName: "arrow.down.circle") }
                    Section { Text("Row") } header: { Text("Header") } footer: { Text("Footer") }
                    NavigationLink(destination: { Text("Detail") }) { Text("More") }
                    Text("Hello")
                        .background(alignment: .center) { Circle() }
                        .overlay(alignment: .topTrailing) { Text("NEW") }
                    List { Text("Row 1") }
                        .toolbar {
                            ToolbarItem(placement: .topBarLeading) { Text("Filter") }
                            ToolbarItem(placement: .topBarTrailing) { Text("Edit") }
                        }
                    Button(action: "play") { Text("Play"); Image(systemName: "play") }
                }
            }
            """))
        let label = root.children[0]
        XCTAssertEqual(label.slots.keys.sorted(), ["icon", "title"])
        XCTAssertEqual(label.slots["title"]?.first?.props, ["text": "Downloads"])
        XCTAssertTrue(label.children.isEmpty)
        let section = root.children[1]
        XCTAssertEqual(section.children.map(\.type), ["Text"])
        XCTAssertEqual(section.slots.keys.sorted(), ["footer", "header"])
        let link = root.children[2]
        XCTAssertEqual(link.slots["destination"]?.first?.props, ["text": "Detail"])
        XCTAssertEqual(link.children.first?.props, ["text": "More"])
        let text = root.children[3]
        XCTAssertEqual(text.slots.keys.sorted(), ["content", "content2"])
        XCTAssertEqual(text.modifiers.map(\.description), ["background(alignment: .center, content: :content)", "overlay(alignment: .topTrailing, content: :content2)"])
        XCTAssertEqual(text.slots["content"]?.first?.id, "0.3.content.0")
        let list = root.children[4]
        XCTAssertEqual(list.modifiers.map(\.description), ["toolbar(content: :toolbar)"])
        XCTAssertEqual(list.slots["toolbar"]?.map { $0.props["placement"] }, [.member("topBarLeading"), .member("topBarTrailing")])
        let button = root.children[5]
        XCTAssertEqual(button.children.map(\.type), ["Text", "Image"], "a default slot's content is the children")
        XCTAssertEqual(button.events, ["tap": "play"])
    }

    func testTheLabelShorthandIsTheSameViewAsItsSlots() throws {
        let shorthand = try XCTUnwrap(render("func body() -> Node { Label(\"Downloads\", systemImage: \"arrow.down.circle\") }"))
        let long = try XCTUnwrap(render("func body() -> Node { Label { Text(\"Downloads\") } icon: { Image(systemName: \"arrow.down.circle\") } }"))
        XCTAssertEqual(TreeDiff(from: shorthand, to: long).changed, [])
        XCTAssertEqual(shorthand.slots["icon"]?.first?.props, ["systemName": "arrow.down.circle"])
    }

    func testAStringInViewContentIsAWarning() {
        let result = runScript("func body() -> Node { VStack { \"oops\" } }")
        XCTAssertEqual(result.warnings.map(\.message), ["a string in view content is not a view; write Text(\"oops\") to show it"])
    }

    func testBodyMustReturnOneView() {
        XCTAssertEqual(runtimeFailure("func body() -> Int { 3 }")?.message.hasPrefix("cannot use a value of type 'Int'"), false)
        XCTAssertEqual(runtimeFailure("func body() -> Any { 3 }")?.message, "body() must return a view (a Node), but it returned '3'")
    }

    /// Ids spell out the path from the root and the IR travels as JSON with a nesting
    /// limit, so a view tree built in a loop cannot nest without end.
    func testViewsNestAtMostAHundredLevels() {
        func nested(_ wraps: Int) -> String {
            "func body() -> Node {\n    var view: Node = Text(\"x\")\n    for _ in 0..<\(wraps) { let inner = view; view = VStack { inner } }\n    return view\n}"
        }
        XCTAssertEqual(render(nested(99))?.subtreeSize, 100)
        let failure = runtimeFailure(nested(101))
        XCTAssertEqual(failure?.message, "views may nest at most 100 levels deep; the VStack built at app.swift:3:49 holds 101")
        XCTAssertEqual(failure?.frames.first?.line, 3)
        // Returned by body(), too deep: the message says where it was built.
        XCTAssertEqual(runtimeFailure(nested(100))?.message, "views may nest at most 100 levels deep; the VStack built at app.swift:3:49 holds 101")
    }

    func testPropsAndModifierArgumentsNestAtMost32Levels() {
        let deep = "var value: [Any] = []\nfor _ in 0..<32 { value = [value] }\n"
        XCTAssertEqual(
            runtimeFailure(deep + "func body() -> Node { Text(\"x\").tag(value) }")?.message,
            "a prop or modifier argument may nest at most 32 levels deep; this one goes deeper")
        XCTAssertNotNil(render("var value: [Any] = []\nfor _ in 0..<31 { value = [value] }\nfunc body() -> Node { Text(\"x\").tag(value) }"))
    }
}
