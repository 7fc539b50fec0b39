import Runtime
import ViewTree
import XCTest

/// `ForEach` and `List` over data, as SwiftUI writes them: each child's identity is the
/// element's id (docs/swiftui.md).
final class ForEachContentTests: XCTestCase {
    private let people = """
        struct Person: Identifiable {
            let id: Int
            var name: String
            var active = false
        }
        struct Team: View {
            @State var people = [Person(id: 7, name: "Ann"), Person(id: 9, name: "Bo", active: true)]
            var body: some View {
                VStack {
                    ForEach(people) { person in Text(person.name) }
                    ForEach(people, id: \\.name) { person in Text("\\(person.id)") }
                    ForEach(0..<2, id: \\.self) { index in Text("#\\(index)") }
                    ForEach($people) { $person in Toggle(person.name, isOn: $person.active) }
                    List(people) { person in Text(person.name) }
                    List($people) { $person in TextField("Name", text: $person.name) }
                }
            }
        }
        func body() -> Node { Team() }
        """

    func testEachChildIsIdentifiedByItsElementsId() throws {
        let root = try XCTUnwrap(render(people))
        XCTAssertEqual(
            root.children.map(\.id),
            ["0.@7", "0.@9", "0.@1:Ann", "0.@1:Bo", "0.@2:0", "0.@2:1", "0.@3:7", "0.@3:9", "0.8", "0.9"])
        XCTAssertEqual(root.children[7].bindings, ["isOn": #"local["0"].Team.people[1].active"#])
        XCTAssertEqual(root.children[7].props["title"], "Bo")
        XCTAssertEqual(root.children[8].children.map(\.id), ["0.8.@7", "0.8.@9"])
        XCTAssertEqual(root.children[9].children[1].bindings, ["text": #"local["0"].Team.people[1].name"#])
    }

    func testInsertingAnElementMovesNoOtherId() throws {
        let inserted = people.replacingOccurrences(of: "[Person(id: 7", with: "[Person(id: 3, name: \"Cy\"), Person(id: 7")
        let root = try XCTUnwrap(render(inserted))
        XCTAssertEqual(Array(root.children.map(\.id).prefix(3)), ["0.@3", "0.@7", "0.@9"])
    }

    func testAForEachOverASliceShowsItsElements() throws {
        let root = try XCTUnwrap(
            render(
                """
                let names = ["Ann", "Bo", "Cy", "Di"]
                func body() -> Node {
                    VStack {
                        ForEach(names[1...], id: \\.self) { Text($0) }
                        ForEach(names.prefix(1), id: \\.self) { Text($0) }
                    }
                }
                """))
        XCTAssertEqual(root.children.map { $0.props["text"]?.stringValue ?? "" }, ["Bo", "Cy", "Di", "Ann"])
    }

    func testAnElementWithoutItsIdKeyIsAnErrorAtTheForEach() throws {
        let failure = try XCTUnwrap(
            runtimeFailure(
                """
                func body() -> Node {
                    VStack { ForEach([["name": "a"]], id: "id") { item in Text("x") } }
                }
                """))
        XCTAssertEqual(failure.message, "ForEach's element 0 has no 'id' to use as its id")
        XCTAssertEqual(failure.frames.first?.line, 2)
    }

    func testTwoElementsWithOneIdAreAWarning() {
        let result = runScript("func body() -> Node { VStack { ForEach([1, 1], id: \\.self) { Text(\"\\($0)\") } } }")
        XCTAssertEqual(result.warnings.map(\.message), [#"ForEach has the id "1" twice; the second element is identified by its position"#])
    }
}
